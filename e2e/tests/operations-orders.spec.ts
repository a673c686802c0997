import { expect, type Locator, test } from '@playwright/test';
import { choose, keepScreenshot, searchAndChoose, signIn, signInAt } from './helpers.ts';

const operations = { email: 'operaciones@zerg.pe', password: 'Opera123!' };

const fillPicker = async (field: Locator, text: string) => {
  await field.click();
  await field.fill(text);
  await field.press('Enter');
};

test('operations create a service order and a travel order, then open the trip', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, operations);
  // The coordinator lands in his main module, Operations, not in Settings › Clients.
  await expect(page).toHaveURL(/\/operations\//);

  await page.goto('/operations/service-orders/list');
  await page.getByTestId('service-order-add').click();
  // The client picker searches on the server, by any words of the name in any order.
  await searchAndChoose(page, 'so-client', 'Pacífico Cementos', 'Cementos Pacífico');
  await choose(page, 'so-route', 'LIM-AQP-01');
  await choose(page, 'so-type', 'Tracto');
  await fillPicker(page.getByTestId('so-start'), '10/12/2026');
  await fillPicker(page.getByTestId('so-end'), '12/12/2026');
  const cargo = 'Cemento Portland tipo I, 800 bolsas';
  await page.getByTestId('so-cargo').fill(cargo);
  await page.getByTestId('so-weight').fill('28000');
  await expect(page.getByTestId('so-price')).toHaveValue(/7,?200/);
  await page.getByTestId('service-order-save').click();
  const soTable = page.getByTestId('service-order-table');
  await soTable.getByTestId('table-search').fill(cargo);
  // The cargo sits in the row's detail at this width: the search leaves the one order.
  const soRow = soTable.locator('tr.ant-table-row');
  await expect(soRow).toHaveCount(1);
  const soCode = /OS-2026-\d{6}/.exec((await soRow.textContent()) ?? '')?.[0] ?? '';
  expect(soCode).toMatch(/^OS-2026-\d{6}$/);

  await page.goto('/operations/travel-orders/list');
  await page.getByTestId('travel-order-add').click();
  await choose(page, 'to-service-order', soCode);
  // The picker says which vehicles lack a document dispatch needs, and the form warns before saving.
  await choose(page, 'to-tractor', 'AXS-318 · Tracto · Sin revisión técnica vigente');
  await expect(page.getByTestId('travel-order-form')).toContainText(
    /Sin revisión técnica vigente el \d{2}\/\d{2}\/\d{4}: el viaje no podrá iniciarse/,
  );
  await page.getByTestId('to-tractor').click();
  await keepScreenshot(page, 'travel-order-vehicle-documents');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Tracto' })
    .first()
    .click();
  await choose(page, 'to-semitrailer', 'Semirremolque');
  await choose(page, 'to-driver', ' ');
  await fillPicker(page.getByTestId('to-departure'), '10/12/2026 06:00');
  await fillPicker(page.getByTestId('to-arrival'), '11/12/2026 20:00');
  await page.getByTestId('to-fuel').fill('1600');
  // The tolls for the route and the vehicles' axles, before saving.
  await expect(page.getByTestId('to-toll-estimate')).toContainText(/Peajes estimados: S\/\s?[\d.,]+/);
  await page.getByTestId('travel-order-save').click();

  await expect(page).toHaveURL(/\/operations\/travel-orders\/\d+$/, { timeout: 30_000 });
  await expect(page.getByTestId('travel-order-code')).toBeVisible({ timeout: 30_000 });
  const code = ((await page.getByTestId('travel-order-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^OV-2026-\d{6}$/);
  await expect(page.getByTestId('travel-order-timeline')).toContainText(/Regist/);
  // The trip's page belongs to Travel orders in the side menu.
  const selectedEntry = page.locator('.side-menu .ant-menu-item-selected');
  await expect(selectedEntry).toHaveCount(1);
  await expect(selectedEntry.getByTestId('side-menu-operations-travel-orders-list')).toBeVisible();
  await expect(page.getByTestId('move-initiated')).toBeVisible();

  // Still registered, so it can be edited: the fuel allowance changes and the timeline says so.
  await page.getByTestId('travel-order-edit').click();
  await expect(page.getByTestId('to-toll-estimate')).toContainText('Peajes estimados');
  await page.getByTestId('to-fuel').fill('1750');
  await page.getByTestId('travel-order-save').click();
  await expect(page.getByTestId('travel-order-form')).toHaveCount(0);
  await expect(page.getByTestId('travel-order-detail')).toContainText('S/ 1750.00');
  await expect(page.getByTestId('travel-order-timeline')).toContainText('Modificada');

  await page.goto('/operations/travel-orders/list');
  const table = page.getByTestId('travel-order-table');
  await table.getByTestId('table-search').fill(code);
  await table.getByRole('link', { name: code }).click();
  await expect(page.getByTestId('travel-order-detail')).toContainText(soCode);
});

test('operations cancel a service order that has no trips', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, operations, '/operations/service-orders/list');
  await page.getByTestId('service-order-add').click();
  await searchAndChoose(page, 'so-client', 'Cementos Pacífico');
  await choose(page, 'so-route', 'LIM-AQP-01');
  await choose(page, 'so-type', 'Tracto');
  await fillPicker(page.getByTestId('so-start'), '14/12/2026');
  await fillPicker(page.getByTestId('so-end'), '15/12/2026');
  const cargo = 'Pedido anulado: fierro corrugado';
  await page.getByTestId('so-cargo').fill(cargo);
  await page.getByTestId('so-weight').fill('12000');
  await expect(page.getByTestId('so-price')).not.toHaveValue('');
  await page.getByTestId('service-order-save').click();
  const table = page.getByTestId('service-order-table');
  await table.getByTestId('table-search').fill(cargo);
  const row = table.locator('tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Registrad');
  await row.locator('[data-testid^="service-order-cancel-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toContainText('Anulad');
  await expect(row.locator('[data-testid^="service-order-cancel-"]')).toHaveCount(0);
});
