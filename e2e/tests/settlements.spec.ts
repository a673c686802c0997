import { expect, test } from '@playwright/test';
import { signInAt } from './helpers.ts';

const OPERATIONS = { email: 'operaciones@zerg.pe', password: 'Opera123!' };
/** Where to save the screenshots of the receipt form (none when unset). */
const SCREENS = process.env.SCREENS_DIR;

test('a settlement refuses a line beyond the balance and a receipt with a bad RUC or series, takes a factura and closes', async ({
  page,
}) => {
  await signInAt(page, OPERATIONS, '/operations/documentary-settlements/grid');
  await page.getByTestId('filter-state').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Por liquidar' })
    .click();
  const table = page.getByTestId('settlement-table');
  // The filter goes through the address and the old page stays on screen while the new one loads:
  // open a row only once every row on screen is one still to settle.
  await expect(page).toHaveURL(/state=none/);
  await expect(table.getByTestId('settlement-state').first()).toHaveText('Por liquidar');
  await expect(table.getByTestId('settlement-state').filter({ hasNotText: 'Por liquidar' })).toHaveCount(0);
  await table.getByTestId('settlement-open').first().click();
  const drawer = page.getByTestId('settlement-drawer');
  await expect(drawer.getByTestId('settlement-concepts')).toBeVisible();
  const before = (await drawer.getByTestId('balance-total').textContent()) ?? '';

  // More than was advanced for tolls is refused on the field, with the balance left.
  await drawer.getByTestId('line-amount').fill('9999999');
  await drawer.getByTestId('line-description').fill('Peaje Chilca');
  await drawer.getByTestId('line-add').click();
  await expect(drawer.locator('.ant-form-item-explain-error').first()).toContainText(/balance|saldo/i);

  // A factura (the form's default type) with a boleta's series and a RUC whose check digit is wrong.
  await drawer.getByTestId('line-amount').fill('1.18');
  await drawer.getByTestId('line-doc-series').fill('B001');
  await drawer.getByTestId('line-doc-number').fill('4521');
  await drawer.getByTestId('line-supplier-ruc').fill('20100128057');
  await drawer.getByTestId('line-base').fill('1.00');
  await expect(drawer.getByTestId('line-igv')).toHaveValue('0.18');
  await drawer.getByTestId('line-add').click();
  const form = drawer.getByTestId('settlement-line-form');
  await expect(form.getByText(/RUC (no es válido|is not valid)/)).toBeVisible();
  await expect(form.getByText(/F001/).first()).toBeVisible();
  if (SCREENS) await form.screenshot({ path: `${SCREENS}/settlement-line-errors.png` });

  await drawer.getByTestId('line-doc-series').fill('F001');
  await drawer.getByTestId('line-supplier-ruc').fill('20100128056');
  await drawer.getByTestId('line-add').click();
  await expect(drawer.getByTestId('settlement-lines')).toContainText('01 F001-4521');
  await expect(drawer.getByTestId('settlement-lines')).toContainText('20100128056');
  await expect(drawer.getByTestId('balance-total')).not.toHaveText(before);

  await drawer.getByTestId('settlement-close').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(drawer.getByTestId('settlement-closed-note')).toBeVisible();
  await expect(page.getByTestId('settlement-state').first()).toBeVisible();
});

test('a document order refuses a tracking number that is not 19 characters', async ({ page }) => {
  await signInAt(page, OPERATIONS, '/operations/document-orders/list');
  await page.getByTestId('document-order-add').click();
  await page.getByTestId('document-order-tracking').fill('PE12345');
  await page.getByTestId('document-order-tracking').blur();
  await expect(page.getByText(/Incorrect Track Number|Número de seguimiento incorrecto/)).toBeVisible();
});

test('a scanned guide is attached to a document order, listed, and removed', async ({ page }) => {
  await signInAt(page, OPERATIONS, '/operations/document-orders/list');
  await page.getByTestId('document-order-table').locator('tbody tr .ant-btn-link').first().click();
  const drawer = page.getByTestId('document-order-drawer');
  const scans = drawer.getByTestId('document-order-scans');
  await expect(scans).toBeVisible();
  const before = await scans.locator('[data-testid^="scan-"]:not([data-testid="scan-upload"])').count();
  await scans.locator('input[type=file]').setInputFiles({
    name: 'guia-remision-e2e.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  const attached = scans.getByText('guia-remision-e2e.pdf');
  await expect(attached).toBeVisible();
  await expect(scans.locator('[data-testid^="scan-"]:not([data-testid="scan-upload"])')).toHaveCount(
    before + 1,
  );
  await scans
    .locator('.ant-list-item', { hasText: 'guia-remision-e2e.pdf' })
    .getByTestId(/^remove-scan-/)
    .click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  // The confirmation stays open until the removal and the drawer's refetch are done, which a
  // busy machine stretches past the default wait.
  await expect(attached).toHaveCount(0, { timeout: 30_000 });
});

test('a shipment document is added to a document order and removed again', async ({ page }) => {
  await signInAt(page, OPERATIONS, '/operations/document-orders/list');
  await page
    .getByTestId('document-order-table')
    .locator('tbody tr', { hasNotText: /Entregad/ })
    .locator('.ant-btn-link')
    .first()
    .click();
  const drawer = page.getByTestId('document-order-drawer');
  const documents = drawer.getByTestId('document-order-documents');
  await expect(documents).toBeVisible();
  // SUNAT's 8-digit correlative keeps its leading zeros as typed (the browser tests always start
  // on a fresh database, so the fixed number is free).
  const number = '00058427';
  await drawer.getByPlaceholder('T001').fill('T009');
  await drawer.getByPlaceholder('Número').fill(number);
  await drawer.getByRole('button', { name: 'Agregar documento' }).click();
  const row = documents.locator('tbody tr', { hasText: number });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: number, exact: true })).toBeVisible();
  await row.locator('[data-testid^="document-remove-"]').click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(row).toHaveCount(0, { timeout: 30_000 });
});
