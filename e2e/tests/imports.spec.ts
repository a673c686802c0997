import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signInAt } from './helpers.ts';

const OPERATIONS = { email: 'operaciones@zerg.pe', password: 'Opera123!' };
const shot = (page: Page, name: string) => keepScreenshot(page, name);
// The machine running the suite may be busy: a slow first load is not a failure.
test.setTimeout(180_000);

const HEADER =
  'plate,brand,model,type,owner_ruc,year,odometer_km,capacity_m3,capacity_tons,tare_kg,payload_kg,gross_kg,length_m,width_m,height_m,axles';
const vehicle = (plate: string) =>
  `${plate},Volvo,FH 460,Tracto,20551938043,2023,1000,,,8900,39100,48000,,,,3`;
const csv = (rows: string[]) => ({
  name: 'vehiculos.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${HEADER}\n${rows.join('\n')}\n`),
});

const upload = async (page: Page, rows: string[]) => {
  await page.getByTestId('import-modal').locator('input[type=file]').setInputFiles(csv(rows));
  await page.getByTestId('import-submit').click();
};

test('a vehicle import runs as a job: a file refused at once, a bad row, then a good file', async ({
  page,
}) => {
  await signInAt(page, OPERATIONS, '/settings/vehicles/list');
  await expect(page.getByTestId('vehicles-table')).toContainText('F5K-712', { timeout: 30_000 });
  await page.getByTestId('vehicles-import').click();
  await expect(page.getByTestId('import-modal')).toBeVisible();
  await shot(page, 'import-vehicles-empty');

  // A file without the key column is refused at once, saying which column it lacks.
  await page
    .getByTestId('import-modal')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'x.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('brand,model\nVolvo,FH 460\n'),
    });
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-error')).toContainText('plate');
  await shot(page, 'import-vehicles-columns');

  // A bad row: nothing is written, the report names the row and the field.
  await upload(page, [vehicle('E2E-101'), vehicle('E2E-10')]);
  const report = page.getByTestId('import-report');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('import-refused')).toContainText('ABC-123');
  await shot(page, 'import-vehicles-refused');

  // Sent again corrected: written, and the list shows the new vehicles.
  await page.getByTestId('import-again').click();
  await upload(page, [vehicle('E2E-101'), vehicle('E2E-102')]);
  await expect(report).toContainText('Todas las filas se importaron', { timeout: 30_000 });
  await shot(page, 'import-vehicles-done');
  await page.getByTestId('import-close').click();
  await expect(page.getByTestId('vehicles-table')).toContainText('E2E-101', { timeout: 30_000 });

  // Seen once, the dialog opens on a new upload; "My documents" keeps the import's counts.
  await page.getByTestId('vehicles-import').click();
  await expect(page.getByTestId('import-modal')).toBeVisible();
  await page.getByRole('button', { name: /cancelar/i }).click();
  await page.getByTestId('my-documents').click();
  await expect(page.getByTestId('my-document-result').first()).toBeVisible();
  await shot(page, 'import-my-documents');
});

test('a long import shows its rows being checked, is found again after leaving, and lists every refused row', async ({
  page,
}) => {
  // 2,000 rows (the most a file may hold), every tenth with a model of another brand: all or nothing.
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const plate = `P${String.fromCharCode(65 + Math.floor(i / 1000))}Z-${String(i % 1000).padStart(3, '0')}`;
    return i % 10 === 9 ? vehicle(plate).replace('FH 460', 'R 450') : vehicle(plate);
  });
  await signInAt(page, OPERATIONS, '/settings/vehicles/list');
  await expect(page.getByTestId('vehicles-table')).toContainText('F5K-712', { timeout: 30_000 });
  await page.getByTestId('vehicles-import').click();
  // An import that ended minutes ago and this tab has not shown opens first (the test above's).
  await expect(page.getByTestId('import-modal').or(page.getByTestId('import-again'))).toBeVisible();
  if (await page.getByTestId('import-again').isVisible()) await page.getByTestId('import-again').click();
  await upload(page, rows);
  await expect(page.getByTestId('import-progress-state')).toContainText(/Revisando la fila \d+ de 2000/, {
    timeout: 30_000,
  });
  await shot(page, 'import-vehicles-progress');
  // Left while it runs, the dialog opened again shows the same import going on, then its report.
  await page.getByTestId('import-close').click();
  await page.getByTestId('vehicles-import').click();
  const report = page.getByTestId('import-report');
  await expect(page.getByTestId('import-progress').or(report)).toBeVisible();
  await expect(report).toBeVisible({ timeout: 120_000 });
  await expect(report).toContainText('2,000');
  await expect(page.getByTestId('import-refused').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await shot(page, 'import-vehicles-long-report');
});

test('an employee import writes the good rows and lists the refused ones', async ({ page }) => {
  const columns = [
    'document_type,document_number,first_names,paternal_surname,maternal_surname,gender,birth_date',
    'marital_status,nationality,mobile_phone,personal_email,address,district_ubigeo,campus,area',
    'position,personal_type,labor_regime,start_date,contract_type,contract_end_date,salary,pension_system',
  ].join(',');
  const person = (dni: string, email: string) =>
    [
      `DNI,${dni},Rosa María,Apaza,Condori,F,1994-08-20,single,PE,(+51)955111222,${email}`,
      'Jr. Lampa 450,150101,Sede Central Lima,Operaciones,Despachador,operations,general',
      '2027-03-01,fixed_term,2027-08-31,2100,onp',
    ].join(',');
  // The new worker starts after the months other specs pay or declare: none of their staffs changes.
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/employees/list');
  await page.getByTestId('employees-import').click();
  await page
    .getByTestId('import-modal')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'personal.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${columns}\n${person('71999001', 'rosa.e2e@correo.pe')}\n${person('123', 'x.e2e@correo.pe')}\n`,
      ),
    });
  await page.getByTestId('import-submit').click();
  const report = page.getByTestId('import-report');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report).toContainText('Algunas filas tienen errores');
  await expect(page.getByTestId('import-refused')).toContainText('DNI');
  await shot(page, 'import-employees-partial');
});

test('a tolerance change saves at once and shows the month being recomputed', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/settings/payroll/settings');
  const tolerance = page.getByTestId('late-tolerance');
  await expect(tolerance).toBeVisible({ timeout: 30_000 });
  const current = Number(await tolerance.inputValue());
  await tolerance.fill(String(current === 10 ? 11 : 10));
  await page.getByTestId('general-save').click();
  const recompute = page.getByTestId('attendance-recompute');
  await expect(recompute).toBeVisible();
  await expect(recompute.getByTestId('document-batch-state')).toContainText(/Listo|Done/, {
    timeout: 60_000,
  });
  await shot(page, 'attendance-recompute-done');
  // The tolerance later specs count lateness with is put back (and recomputed again).
  await tolerance.fill(String(current));
  const saved = page.waitForResponse((r) => r.url().includes('/setting/payroll/attendance/update'));
  await page.getByTestId('general-save').click();
  expect((await saved).status()).toBe(200);
  await expect(recompute.getByTestId('document-batch-state')).toContainText(/Listo|Done/, {
    timeout: 60_000,
  });
});
