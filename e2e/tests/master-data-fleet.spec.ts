import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillDate, signInAt } from './helpers.ts';

const OPERATIONS = { email: 'operaciones@zerg.pe', password: 'Opera123!' };
// The machine running the suite may be busy: a slow first load is not a failure.
test.setTimeout(180_000);

const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Picks an option of an Ant Design select by its visible text, typed first (long lists are virtual). */
const pick = async (page: Page, select: Locator, option: string) => {
  await select.click();
  await page.keyboard.type(option);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await dropdown.locator('.ant-select-item-option', { hasText: exact }).first().click();
  await expect(dropdown).toBeHidden();
};

test('operations staff register a client with a delivery point', async ({ page }) => {
  await signInAt(page, OPERATIONS, '/settings/clients/list');
  await expect(page.getByTestId('clients-table')).toContainText('Cementos del Pacífico', { timeout: 30_000 });
  await page.getByTestId('clients-add').click();

  await page.getByTestId('client-document-number').fill('20100047219');
  await page.getByTestId('client-legal-name').fill('Minera Huaytapallana S.A.C.');
  await page.getByTestId('client-save').click();
  // A wrong RUC check digit is refused before anything is sent.
  await expect(page.getByText('El RUC no es válido')).toBeVisible();
  await page.getByTestId('client-document-number').fill('20100047218');
  await page.getByTestId('client-trade-name').fill('Huaytapallana');
  await page.getByTestId('client-credit-limit').fill('15000.50');

  await page.getByTestId('client-add-address').click();
  await pick(page, page.getByTestId('address-0-department'), 'Junín');
  await pick(page, page.getByTestId('address-0-province'), 'Huancayo');
  await pick(page, page.getByTestId('address-0-district'), 'Huancayo');
  await page.getByTestId('address-0-line').fill('Av. Giráldez 540');
  await page.getByTestId('address-0-add-point').click();
  const point = page.getByTestId('address-0-point-0');
  await point.getByTestId('point-name').fill('Almacén Huancayo');
  // The point starts at the address and its district; only the name was missing.
  await expect(point.getByTestId('point-address')).toHaveValue('Av. Giráldez 540');
  await page.getByTestId('client-save').click();

  await expect(page).toHaveURL(/\/settings\/clients\/list/);
  await page.getByPlaceholder(/Buscar/).fill('Huaytapallana');
  const row = page.getByTestId('clients-table').locator('tr', { hasText: 'Minera Huaytapallana S.A.C.' });
  await expect(row).toContainText('RUC 20100047218');
  await expect(row).toContainText('S/ 15,000.50');
  await expect(row.locator('td').nth(4)).toHaveText('1');
});

test('operations staff register a vehicle with its SOAT file', async ({ page }) => {
  await signInAt(page, OPERATIONS, '/settings/vehicles/list');
  await expect(page.getByTestId('vehicles-table')).toContainText('F5K-712', { timeout: 30_000 });
  await page.getByTestId('vehicles-add').click();

  const drawer = page.getByTestId('vehicle-drawer');
  await drawer.getByTestId('vehicle-plate').fill('f7x-901');
  await expect(drawer.getByTestId('vehicle-plate')).toHaveValue('F7X-901');
  await pick(page, drawer.getByTestId('vehicle-company'), 'Zerg Transportes S.A.C.');
  await pick(page, drawer.getByTestId('vehicle-brand'), 'Volvo');
  await pick(page, drawer.getByTestId('vehicle-model'), 'FH 460');
  await pick(page, drawer.getByTestId('vehicle-type'), 'Tracto');
  await expect(drawer.getByTestId('vehicle-axles')).toHaveValue('3');
  await drawer.getByTestId('vehicle-tare').fill('8900');
  await drawer.getByTestId('vehicle-payload').fill('39100');
  await drawer.getByTestId('vehicle-gross').fill('48000');
  await page.getByTestId('vehicle-save').click();

  // Saved, the drawer stays open on the new vehicle with its documents section.
  const documents = drawer.getByTestId('document-form');
  await expect(documents).toBeVisible({ timeout: 30_000 });
  await documents.getByTestId('document-number').fill('SOAT-2026-0451122');
  await fillDate(documents.getByTestId('document-issue'), '2026-11-01');
  await fillDate(documents.getByTestId('document-expiry'), '2027-11-01');
  await documents
    .locator('input[type=file]')
    .setInputFiles({ name: 'soat.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await documents.getByTestId('document-save').click();
  await expect(
    drawer.getByTestId('vehicle-documents').locator('tr', { hasText: 'SOAT-2026-0451122' }),
  ).toContainText('soat.pdf', { timeout: 30_000 });

  await page.keyboard.press('Escape');
  await page.getByPlaceholder(/Buscar/).fill('F7X');
  const row = page.getByTestId('vehicles-table').locator('tr', { hasText: 'F7X-901' });
  await expect(row).toContainText('Volvo FH 460');
  await expect(row).toContainText('01/11/2027');
});
