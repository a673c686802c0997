import { expect, type Page, test } from '@playwright/test';
import { fillDate, signInAt } from './helpers.ts';

const OPERATIONS = { email: 'operaciones@zerg.pe', password: 'Opera123!' };

/** Opens an Ant Design select by its test id, types to narrow it and picks the option. */
const pick = async (page: Page, testId: string, option: string) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(option);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-item-option', { hasText: option }).first().click();
  await expect(dropdown).toBeHidden();
};

test('operations staff register a rate for a client on a route and see it in the list', async ({ page }) => {
  // Two saves and a lazy screen: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await signInAt(page, OPERATIONS, '/settings/rates/list');
  const table = page.getByTestId('rates-table');
  // The screen's code loads on the first visit: slow on a busy machine.
  await expect(table.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('rates-add').click();
  const drawer = page.getByTestId('rate-drawer');
  await expect(drawer).toBeVisible();
  await pick(page, 'rate-client', 'Gamarra Export');
  await pick(page, 'rate-route', 'LIM-AQP-01');
  await pick(page, 'rate-vehicle-type', 'Furgón');
  await drawer.getByText('Dólares').click();
  await page.getByTestId('rate-amount').fill('1875.50');
  await fillDate(page.getByTestId('rate-valid-from'), '2026-02-01');
  await fillDate(page.getByTestId('rate-valid-to'), '2026-12-31');
  await page.getByTestId('rate-notes').fill('Carga textil, incluye estiba');
  await page.getByTestId('rate-save').click();
  // antd keeps the closed drawer's wrapper in the page, off screen: wait for the open one to go
  // (the save closes it; a busy machine may take a while to answer).
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0, { timeout: 30_000 });

  await page.getByTestId('table-search').fill('Gamarra');
  const row = table.locator('.ant-table-row', { hasText: 'Gamarra Export' });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText('LIM-AQP-01');
  await expect(row).toContainText('Furgón');
  await expect(row).toContainText('US$ 1,875.50');
  await expect(row).toContainText('01/02/2026 → 31/12/2026');

  // The same client, route and type again on an overlapping range is refused, naming the range.
  await page.getByTestId('rates-add').click();
  await pick(page, 'rate-client', 'Gamarra Export');
  await pick(page, 'rate-route', 'LIM-AQP-01');
  await pick(page, 'rate-vehicle-type', 'Furgón');
  await page.getByTestId('rate-amount').fill('1900');
  await fillDate(page.getByTestId('rate-valid-from'), '2026-06-01');
  await page.getByTestId('rate-save').click();
  const open = page.locator('.ant-drawer-open');
  await expect(open).toContainText('Se superpone con la tarifa vigente del 01/02/2026 al 31/12/2026', {
    timeout: 30_000,
  });
});
