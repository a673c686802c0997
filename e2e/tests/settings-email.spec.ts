import { expect, test } from '@playwright/test';
import { ACCOUNTS, choose, signIn } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('zerg-lang', 'en'));
});

test('an administrator groups users and sets who hears of an event', async ({ page }) => {
  // Many steps on one page: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.admin);

  // An entity group with one member.
  await page.goto('/settings/entity-group/list');
  await page.getByTestId('entity-group-add').click();
  await page.getByTestId('entity-group-name').fill('Despacho Callao');
  await page.getByTestId('entity-group-description').fill('Salidas del terminal de Av. Néstor Gambetta');
  await page.getByTestId('entity-group-save').click();
  const row = page.getByRole('row', { name: /Despacho Callao/ });
  await expect(row).toBeVisible();
  await row.locator('[data-testid^="entity-group-members-"]').click();
  await choose(page, 'member-picker', 'Luis Fernando Chávez Ramos');
  await page.getByTestId('member-add').click();
  await expect(page.getByTestId('members-table')).toContainText('conductor@zerg.pe');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('1');

  // A user and a plain address as recipients of "Payroll approved".
  await page.goto('/settings/general/email');
  await page.getByTestId('tab-recipients').click();
  await page.getByTestId('recipient-add').click();
  await choose(page, 'recipient-event', 'Payroll approved');
  await choose(page, 'recipient-user', 'Luis Fernando Chávez Ramos');
  await page.getByTestId('recipient-kind').getByText('Copy (CC)').click();
  await page.getByTestId('recipient-save').click();
  await expect(page.getByTestId('recipient-save')).toBeHidden();
  const recipients = page.getByTestId('email-recipients-table');
  await expect(recipients.getByRole('row', { name: /conductor@zerg\.pe/ })).toContainText('CC');

  await page.getByTestId('recipient-add').click();
  await choose(page, 'recipient-event', 'Payroll approved');
  await page.getByTestId('recipient-who').getByText('E-mail address').click();
  await page.getByTestId('recipient-email').fill('no es un correo');
  await page.getByTestId('recipient-save').click();
  await expect(page.getByText('Must be a valid email')).toBeVisible();
  await page.getByTestId('recipient-email').fill('auditoria@pwc.com.pe');
  await page.getByTestId('recipient-save').click();
  await expect(recipients.getByRole('row', { name: /auditoria@pwc\.com\.pe/ })).toContainText('TO');

  // The new group as a recipient group of the same event, once.
  await page.getByTestId('tab-groups').click();
  for (const attempt of [1, 2]) {
    await page.getByTestId('recipient-group-add').click();
    await choose(page, 'recipient-group-event', 'Payroll approved');
    await choose(page, 'recipient-group-group', 'Despacho Callao');
    await page.getByTestId('recipient-group-save').click();
    if (attempt === 2)
      await expect(page.getByText('Recipient group already exists in this event')).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(
    page.getByTestId('recipient-groups-table').getByRole('row', { name: /Despacho Callao/ }),
  ).toContainText('Payroll approved');

  // The event now counts them.
  await page.getByTestId('tab-events').click();
  // Seeded: the treasurer and the accountants' address, and the management group; plus ours.
  const payroll = page.getByRole('row', { name: /payroll\.approved/ });
  await expect(payroll.locator('td').nth(2)).toHaveText('4');
  await expect(payroll.locator('td').nth(3)).toHaveText('2');
});
