import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signInAt } from './helpers.ts';

/** Screenshots of the screens, looked at while building them (not compared). */
const _SCREENS = process.env.SCREENS_DIR;
const shot = (page: Page, name: string) => keepScreenshot(page, name, { fullPage: true });

const HEADER =
  'document_type,document_number,year,month,income,quinta_withheld,gratificacion,cts,vacation_days';
const csv = (rows: string[]) => ({
  name: 'saldos.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${HEADER}\n${rows.join('\n')}\n`),
});

test.beforeEach(async ({ page }) => {
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/employees/list');
});

test("HR adds a previous employer's certificate and imports opening balances on the employee record", async ({
  page,
}) => {
  await page.getByTestId('table-search').fill('chavez ramos');
  await page.getByRole('link', { name: /Luis Fernando Chávez Ramos/ }).click();
  await expect(page.getByTestId('employee-name')).toHaveText('Luis Fernando Chávez Ramos');

  // Income before this company: empty, then a certificate of another year is refused on the year.
  await page.getByTestId('tab-prior-income').click();
  await expect(page.getByTestId('certificate-table')).toContainText(
    'Sin certificados de empleadores anteriores',
  );
  await shot(page, 'prior-income-empty');
  await page.getByTestId('certificate-add').click();
  const modal = page.getByTestId('certificate-modal');
  const hint = await modal.getByText(/Año de ingreso a la empresa: \d{4}/).textContent();
  const hireYear = Number(/(\d{4})/.exec(hint ?? '')?.[1]);
  expect(hireYear).toBeGreaterThan(1990);
  await page.getByTestId('certificate-year').fill(String(hireYear - 1));
  await page.getByTestId('certificate-ruc').fill('20100070971');
  await page.getByTestId('certificate-income').fill('24000');
  await page.getByTestId('certificate-withheld').fill('800');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  // The RUC's check digit is refused in the browser by the shared schema.
  await expect(modal.getByText('El RUC no es válido')).toBeVisible();
  await page.getByTestId('certificate-ruc').fill('20100070970');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  // The year is the server's rule: the field shows its answer.
  await expect(
    modal.getByText(`El certificado debe ser del año de ingreso a la empresa (${hireYear})`),
  ).toBeVisible();
  await shot(page, 'prior-income-year-refused');
  await page.getByTestId('certificate-year').fill(String(hireYear));
  await page.getByTestId('certificate-name').fill('Transportes Anteriores S.A.');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Certificado guardado')).toBeVisible();
  const certificates = page.getByTestId('certificate-table');
  await expect(certificates).toContainText('20100070970');
  await expect(certificates).toContainText('24000.00');
  await shot(page, 'prior-income-list');

  // Opening balances: a file with a wrong row writes nothing and names the row and column.
  await page.getByTestId('tab-opening-balances').click();
  await expect(page.getByTestId('opening-table')).toContainText('Sin saldos iniciales');
  await page.getByTestId('opening-import').click();
  const importer = page.getByTestId('import-modal');
  await importer
    .locator('input[type=file]')
    .setInputFiles(
      csv([`01,45678901,${hireYear},12,4000.00,120.00,0,0,0`, `01,45678901,${hireYear},13,-5,0,0,0,0`]),
    );
  await page.getByTestId('import-submit').click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('3');
  await expect(report).toContainText('month');
  await expect(report).toContainText('income');
  await shot(page, 'opening-import-refused');
  await page.getByRole('button', { name: /Importar otro archivo/ }).click();
  await page
    .getByTestId('import-modal')
    .locator('input[type=file]')
    .setInputFiles(csv([`01,45678901,${hireYear},12,4000.00,120.00,4000.00,0,5`]));
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-report')).toBeVisible();
  await shot(page, 'opening-import-done');
  await page.getByTestId('import-close').click();
  const opening = page.getByTestId('opening-table');
  await expect(opening).toContainText(`${hireYear}-12`);
  await expect(opening).toContainText('120.00');
  await shot(page, 'opening-balances-list');
});
