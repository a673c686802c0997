import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, keepScreenshot, signInAt } from './helpers.ts';

/*
 * Receivables (issue 28, section 48): the treasury operator opens the aging, a client's account,
 * collects part of its oldest open factura into the company's account of its currency; the client's
 * balance falls and the collections list finds the collection by its operation number. Empty states
 * are checked by searching for nothing.
 */

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('treasury collects part of a factura from the client account, and the balance falls', async ({
  page,
}) => {
  await signInAt(page, ACCOUNTS.treasury, '/billing/receivables/aging');
  const table = page.getByTestId('aging-table');
  await expect(table.getByTestId('aging-total').first()).toBeVisible();
  await keepScreenshot(page, 'receivables-aging', { fullPage: true });

  await table.locator('[data-testid^="aging-client-"]').first().click();
  const account = page.getByTestId('client-account');
  await expect(account.getByTestId('balance-total')).toBeVisible();
  await keepScreenshot(page, 'receivables-client-account');
  const before = money(await account.getByTestId('balance-total').textContent());

  await account.getByTestId('collection-add').click();
  const form = page.getByTestId('collection-form');
  // The form starts on the company account of the first open document's currency.
  await expect(form.getByTestId('collection-account')).toContainText(/\((PEN|USD)\)/);
  await form.getByTestId('collection-reference').fill('E2E-001');
  const amount = form.locator('[data-testid^="collection-amount-"]').first();
  await amount.fill('10.00');
  await keepScreenshot(page, 'receivables-collection-form');
  await page.getByTestId('collection-submit').click();
  await expect(form).toBeHidden();
  // In soles at the document's rate: S/ 10 for a soles factura, US$ 10 at its rate for a dollar one.
  await expect
    .poll(async () => money(await account.getByTestId('balance-total').textContent()))
    .toBeLessThan(before);

  await page.goto('/billing/receivables/collections');
  const list = page.getByTestId('collections-table');
  await page.getByTestId('table-search').fill('E2E-001');
  await expect(list.getByTestId('collection-amount')).toHaveCount(1);
  await keepScreenshot(page, 'receivables-collections');
  await page.getByTestId('table-search').fill('no such collection at all');
  await expect(list.getByTestId('collection-amount')).toHaveCount(0);
  await keepScreenshot(page, 'receivables-collections-empty');
});

test('the client record shows what the client owes', async ({ page, request }) => {
  const login = (await apiLogin(request, ACCOUNTS.admin)) as { accessToken: string };
  const aging = await request.post('/api/billing/receivables/aging', {
    headers: { authorization: `Bearer ${login.accessToken}` },
    data: { sortBy: 'total', sortDesc: true, perPage: 1 },
  });
  const [top] = ((await aging.json()) as { data: { clientId: number }[] }).data;
  await signInAt(page, ACCOUNTS.admin, `/settings/clients/edit/${top?.clientId}`);
  await expect(page.getByTestId('client-balance')).toContainText('S/');
  await keepScreenshot(page, 'receivables-client-record');
});
