import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, choose, fillDate, keepScreenshot, signInAt, signOut } from './helpers.ts';

const shot = (page: Page, name: string) => keepScreenshot(page, name, { fullPage: true });

test('HR sets a new UIT from a date and a bonus type, and reads the vacation balances', async ({ page }) => {
  // Several tabs and two sign-ins on a shared, busy machine.
  test.setTimeout(180_000);
  await signInAt(page, ACCOUNTS.admin, '/settings/payroll/settings');
  const tabs = page.locator('.ant-tabs-tab');
  await expect(tabs).toHaveCount(7, { timeout: 30_000 });
  await expect(tabs.nth(0)).toContainText('General');
  await expect(tabs.nth(1)).toContainText('Pagos');
  await expect(tabs.nth(2)).toContainText('Feriados');

  // Legal parameters: a UIT overlapping 2026 is refused on its date, then the 2028 value is added.
  await page.getByTestId('tab-parameters').click();
  await expect(page.getByTestId('in-force-complete')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('parameter-add').click();
  const modal = page.getByTestId('parameter-modal');
  await choose(page, 'parameter-key', 'impositiva');
  await modal.getByTestId('parameter-value').fill('5900');
  await fillDate(modal.getByTestId('parameter-from'), '2026-06-01');
  await modal.getByTestId('parameter-source').fill('DS 123-2027-EF');
  await page.getByTestId('parameter-save').click();
  await expect(modal.locator('.ant-form-item-explain-error').first()).toContainText('2026');
  await fillDate(modal.getByTestId('parameter-from'), '2028-01-01');
  await page.getByTestId('parameter-save').click();
  await expect(modal).toBeHidden();
  const parameters = page.getByTestId('parameters-table');
  await parameters.getByTestId('table-search').fill('DS 123-2027');
  await expect(parameters.getByRole('row', { name: /5,900\.00/ })).toBeVisible();

  // Bonus: a new remunerative type.
  await page.getByTestId('tab-bonus').click();
  await page.getByTestId('bonus-add').click();
  const bonusModal = page.getByTestId('bonus-modal');
  await bonusModal.getByTestId('bonus-name').fill('Bono por ruta de sierra');
  await bonusModal.getByTestId('bonus-kind-occasional').click();
  await page.getByTestId('bonus-save').click();
  await expect(bonusModal).toBeHidden();
  await expect(
    page.getByTestId('bonus-types-table').getByRole('row', { name: /Bono por ruta de sierra/ }),
  ).toBeVisible();
  await signOut(page);

  // The HR chief reads the company's vacation balances from the payroll tabs.
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/payroll/vacations');
  await expect(page.getByTestId('tab-payroll-vacations')).toBeVisible({ timeout: 30_000 });
  const vacations = page.getByTestId('payroll-vacations-table');
  await vacations.getByTestId('table-search').fill('Flores');
  const own = vacations.getByRole('row', { name: /María Elena Flores Huamán/ });
  await expect(own).toBeVisible({ timeout: 30_000 });
  await expect(own).toContainText('Zerg');
});

test('the legal parameters reach back to 2023: AFP rates and one premium cap per quarter', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, ACCOUNTS.admin, '/settings/payroll/settings');
  await page.getByTestId('tab-parameters').click();
  // A 2024 month has every parameter the engine needs, the AFP ones included.
  await fillDate(page.getByTestId('in-force-date'), '2024-05-31');
  await expect(page.getByTestId('in-force-complete')).toBeVisible({ timeout: 30_000 });
  const parameters = page.getByTestId('parameters-table');
  await parameters.getByTestId('table-search').fill('remuneración máxima asegurable 2023');
  await expect(parameters.getByRole('row', { name: /12,184\.88/ })).toHaveCount(4);
  await expect(parameters.getByRole('row', { name: /2023, I trimestre \(ene–mar\)/ })).toBeVisible();
  await shot(page, 'parameters-2023-caps');
  await parameters.getByTestId('table-search').fill('SISCO');
  await expect(parameters.getByRole('row', { name: /1\.84 %/ })).toBeVisible();
  await shot(page, 'parameters-2023-afp');
});

test('the legal parameters name their sources in the reader language', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, ACCOUNTS.admin, '/settings/payroll/settings');
  await page.getByTestId('tab-parameters').click();
  const parameters = page.getByTestId('parameters-table');
  const rows = parameters.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // Spanish: the norms as a Peruvian lawyer cites them, no English words on the page.
  await expect(parameters).toContainText('vigente desde antes del 01/01/2022');
  await expect(parameters).not.toContainText(/Supreme Decree|in force before|premium|Law No\./);
  await shot(page, 'parameters-sources-es');
  await parameters.getByTestId('table-search').fill('006-2024');
  await expect(parameters.getByRole('row', { name: /D\.S\. N\.° 006-2024-TR/ })).toBeVisible();

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(parameters.getByRole('row', { name: /Supreme Decree No\. 006-2024-TR/ })).toBeVisible();
  await parameters.getByTestId('table-search').fill('');
  await expect(parameters).toContainText('in force before 01/01/2022');
  await expect(parameters).not.toContainText(/D\.S\.|N\.°|vigente|Ley |prima de/);
  await shot(page, 'parameters-sources-en');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-option-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
