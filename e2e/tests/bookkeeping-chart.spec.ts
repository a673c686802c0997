import { expect, test } from '@playwright/test';
import { ACCOUNTS, choose, keepScreenshot, signInAt } from './helpers.ts';

/*
 * The chart of accounts is the whole PCGE 2019 (about 1,800 accounts): the treasury operator finds
 * the transport revenue and the AFP payable by element, level and search, on server pages. Reads
 * only: the demo data is left as it was.
 */
const _SCREENS = process.env.SCREENS_DIR;

test('the chart of accounts reads as the PCGE 2019', async ({ page }) => {
  await signInAt(page, ACCOUNTS.treasury, '/bookeeping/accounting-accounts/accounts');
  const table = page.getByTestId('accounts-table');
  await expect(table).toBeVisible();

  // Element 7, divisionary and sub-divisionary accounts below 703: services sold, local, to third parties.
  await choose(page, 'filter-element', '7 ·');
  await page.getByTestId('table-search').fill('703');
  // The server's search has answered once the goods (7011) are gone from the page.
  await expect(table.getByTestId('account-code-7011')).toHaveCount(0);
  await expect(table.getByTestId('account-code-703')).toBeVisible();
  await expect(table.locator('tr', { hasText: '703' }).first()).toContainText('Servicios terminados');
  await expect(table.locator('tr', { hasText: '70321' })).toContainText('Terceros');
  await expect(table.locator('tr', { hasText: '70322' })).toContainText('Relacionadas');
  await expect(table.getByTestId('account-code-7032')).toBeVisible();
  await keepScreenshot(page, 'chart-pcge-2019-es');

  // 7041 is "Subproductos" in 2019 (it was freight revenue in the 2010 chart).
  await page.getByTestId('table-search').fill('7041');
  await expect(table.getByTestId('account-code-703')).toHaveCount(0);
  await expect(table.locator('tr', { hasText: '7041' }).first()).toContainText('Subproductos');

  // The AFPs are 417; 407 is no longer in the chart.
  await page.goto('/bookeeping/accounting-accounts/accounts');
  await page.getByTestId('table-search').fill('Administradoras de fondos');
  await expect(table.getByTestId('account-code-417')).toBeVisible();
  await expect(table.getByTestId('account-code-1041')).toHaveCount(0);
  await expect(table.getByTestId('account-code-407')).toHaveCount(0);
});
