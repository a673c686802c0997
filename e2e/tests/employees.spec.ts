import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, fillDate, searchAndChoose, signInAt } from './helpers.ts';

// A 1×1 PNG and a minimal PDF: the server reads the type from the bytes, so both must be real.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Picks an option of an Ant Design select by its visible text. Long lists are virtual (only some
 * options exist in the page), so a searchable select is narrowed by typing first.
 */
const pick = async (page: Page, testId: string, option: string) => {
  const select = page.getByTestId(testId);
  await select.click();
  const search = select.locator('input');
  if (await search.isEditable().catch(() => false)) await search.fill(option);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await dropdown.locator('.ant-select-item-option', { hasText: exact }).first().click();
  await expect(dropdown).toBeHidden();
};

const next = async (page: Page, step: string) => {
  await page.getByTestId('employee-step-next').click();
  await expect(page.getByTestId(`employee-step-${step}`)).toBeVisible();
};

/** Fills the five steps of the create form with a valid employee, ending on the last step. */
const fillNewEmployee = async (page: Page, dni: string) => {
  // 1. Personal data.
  await page.getByTestId('employee-document-number').fill(dni);
  await page.getByTestId('employee-first-names').fill('Milagros Andrea');
  await page.getByTestId('employee-paternal-surname').fill('Quispe');
  await page.getByTestId('employee-maternal-surname').fill('Navarro');
  await pick(page, 'employee-gender', 'Femenino');
  await pick(page, 'employee-marital-status', 'Soltero(a)');
  await fillDate(page.getByTestId('employee-birth-date'), '1994-08-20');
  await next(page, 'contact');

  // 2. Contact and address: the mobile gets its (+51) mask; Peru asks for the ubigeo cascade.
  await page.getByTestId('employee-mobile').fill('955111222');
  await expect(page.getByTestId('employee-mobile')).toHaveValue('(+51)955111222');
  await page.getByTestId('employee-personal-email').fill(`m.quispe.${dni}@correo.pe`);
  await page.getByTestId('employee-address').fill('Jr. Lampa 450');
  await pick(page, 'employee-department', 'Lima');
  await pick(page, 'employee-province', 'Lima');
  await pick(page, 'employee-district', 'Miraflores');
  await next(page, 'family');

  // 3. Family: one emergency contact.
  await page.getByTestId('emergency-contacts-add').click();
  await page.getByTestId('contact-name-0').fill('Rosa Navarro Díaz');
  await page.getByTestId('contact-phone-0').fill('987111222');
  await pick(page, 'contact-relation-0', 'Madre');
  await next(page, 'job');

  // 4. Job.
  await pick(page, 'employee-job-campus', 'Sede Central Lima (Lima)');
  await pick(page, 'employee-job-area', 'Recursos Humanos');
  await pick(page, 'employee-job-position', 'Analista de Planillas');
  await pick(page, 'employee-job-personal-type', 'Administrativo');
  await pick(page, 'employee-job-labor-regime', 'Régimen general · 30 días de vacaciones');
  await fillDate(page.getByTestId('employee-job-start-date'), '2026-01-05');
  await pick(page, 'employee-job-contract-type', 'Indefinido');
  // A full-time salary below the RMV in force warns before saving (it does not stop the form).
  await page.getByTestId('employee-job-salary').fill('1000');
  await expect(page.getByTestId('employee-step-job')).toContainText(
    'Es menos que la remuneración mínima vital vigente',
  );
  await page.getByTestId('employee-job-salary').fill('3500');
  await pick(page, 'employee-job-pension-system', 'ONP');
  // The chief is searched on the server, typed as the picker shows a name.
  await searchAndChoose(
    page,
    'employee-job-chief',
    'Rojas Vargas, Jorge',
    'Rojas Vargas, Jorge Luis · 43456789',
  );
  await next(page, 'bank');

  // 5. Bank account, then the record is created and opened.
  await page.getByTestId('bank-accounts-add').click();
  await pick(page, 'bank-0', 'Interbank');
  await pick(page, 'bank-account-type-0', 'Sueldo');
  await page.getByTestId('bank-account-number-0').fill('2003001234567');
  // A CCI that opens with another bank's code is refused as it is typed.
  await page.getByTestId('bank-cci-0').fill('00220000300123456731');
  await expect(page.getByTestId('employee-step-bank')).toContainText('El CCI empieza con 002');
  await page.getByTestId('bank-cci-0').fill('00320000300123456731');
};

test.beforeEach(async ({ page }) => {
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/employees/list');
});

test('HR finds an employee, visits every tab of the record and edits the basic data', async ({ page }) => {
  await expect(page).toHaveURL(/\/rrhh\/employees\/list$/);
  await expect(page.getByTestId('page-title')).toHaveText('Empleados');

  // The search ignores accents and case; the area filter narrows it further.
  await page.getByTestId('table-search').fill('chavez ramos');
  const row = page.getByRole('row', { name: /Luis Fernando Chávez Ramos/ });
  await expect(row).toBeVisible();
  await pick(page, 'filter-area', 'Flota');
  await expect(page.getByTestId('table-total')).toHaveText(/: 1$/);
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: /Luis Fernando Chávez Ramos/ }).click();
  await expect(page).toHaveURL(/\/rrhh\/employees\/information\/\d+$/);
  await expect(page.getByTestId('employee-name')).toHaveText('Luis Fernando Chávez Ramos');
  await expect(page.getByTestId('employee-basic-view')).toContainText('Av. Arequipa 1619');

  await page.getByTestId('tab-files').click();
  await expect(page.getByTestId('files-empty')).toBeVisible();
  await page.getByTestId('tab-job').click();
  await expect(page.getByTestId('employee-job-view')).toContainText('Conductor de Tracto');
  await expect(page.getByTestId('salary-history')).toContainText('Aumento por desempeño');
  // An employee is not his own chief: the chief search leaves him out.
  await page.getByTestId('job-edit').click();
  const chiefSearch = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return (
      url.pathname === '/api/rrhh/employee/list-select' &&
      url.searchParams.get('q') === 'Chávez Ramos' &&
      url.searchParams.has('exclude')
    );
  });
  await page.getByTestId('employee-job-chief').click();
  await page.keyboard.type('Chávez Ramos');
  const found = (await (await chiefSearch).json()) as { fullName: string }[];
  expect(found.map((e) => e.fullName)).not.toContain('Chávez Ramos, Luis Fernando');
  await page.keyboard.press('Escape');
  await page.getByTestId('job-cancel').click();
  await page.getByTestId('tab-schedule').click();
  await expect(page.getByTestId('schedule-current-day-1')).toContainText('06:00 – 15:00');
  await page.getByTestId('tab-vacations').click();
  await expect(page.getByTestId('vacation-balances')).toBeVisible();

  await page.getByTestId('tab-basic').click();
  // A tractor driver: the demo gives him a class A-IIIc licence, its expiry day in a tag.
  await expect(page.getByTestId('employee-licence')).toContainText('A-IIIc');
  await expect(page.getByTestId('employee-licence').getByTestId('expiry-tag')).toBeVisible();
  await page.getByTestId('basic-edit').click();
  await page.getByTestId('employee-address').fill('Av. Arequipa 1620, dpto. 302');
  await page.getByTestId('employee-work-email').fill('lchavez@zerg.pe');
  // A licence cannot expire before it was issued: refused on the field, then renewed.
  const licence = page.getByTestId('licence-fields');
  await fillDate(page.getByTestId('employee-licence-expiry-date'), '2020-01-15');
  await page.getByTestId('basic-save').click();
  await expect(licence).toContainText('La fecha de vencimiento no puede ser anterior a la de emisión');
  await fillDate(page.getByTestId('employee-licence-expiry-date'), '2031-06-30');
  await expect(licence).not.toContainText('La fecha de vencimiento no puede ser anterior');
  await page.getByTestId('basic-save').click();
  await expect(page.getByText('Datos del empleado actualizados')).toBeVisible();
  const view = page.getByTestId('employee-basic-view');
  await expect(view).toContainText('Av. Arequipa 1620, dpto. 302');
  await expect(view).toContainText('lchavez@zerg.pe');
  await expect(page.getByTestId('employee-licence').getByTestId('expiry-tag')).toHaveText('30/06/2031');

  // The edit is the first entry of the record's history, the field named in words.
  await page.getByTestId('tab-history').click();
  const latest = page.getByTestId('record-history').locator('tr.ant-table-row').first();
  const address = latest.getByTestId('history-change').filter({ hasText: 'Dirección' });
  await expect(address).toContainText(/Av\. Arequipa 1619.* → Av\. Arequipa 1620, dpto\. 302/);
  await expect(latest).toContainText('Editado');
});

test('HR creates an employee step by step, adds a photo and a file, and downloads the record sheet', async ({
  page,
}) => {
  // The demo's DNIs start with 1 to 7 (composition/seed/demo-employees.ts): an 8 is nobody's yet.
  const dni = '80412637';
  await page.getByTestId('employees-add').click();
  await expect(page).toHaveURL(/\/rrhh\/employees\/register$/);

  // Moving on with empty or wrong fields is refused on the spot, with the shared rules' messages.
  await page.getByTestId('employee-step-next').click();
  await expect(page.getByTestId('employee-step-personal')).toContainText('Este campo es requerido');
  await page.getByTestId('employee-document-number').fill('1234');
  await page.getByTestId('employee-step-next').click();
  await expect(page.getByTestId('employee-step-personal')).toContainText('El DNI debe tener 8 dígitos');
  await fillNewEmployee(page, dni);

  await page.getByTestId('employee-create-submit').click();
  await expect(page).toHaveURL(/\/rrhh\/employees\/information\/\d+$/);
  await expect(page.getByTestId('employee-name')).toHaveText('Milagros Andrea Quispe Navarro');
  await expect(page.getByTestId('employee-document')).toContainText(dni);
  await page.getByTestId('tab-job').click();
  await expect(page.getByTestId('employee-job-view')).toContainText('Jorge Luis Rojas Vargas');
  await page.getByTestId('tab-basic').click();

  // Photo: a real PNG replaces the initials.
  await page
    .getByTestId('photo-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Foto actualizada')).toBeVisible();
  await expect(page.getByTestId('photo-upload').locator('[data-has-photo="true"]')).toBeVisible();

  // Files: a contract in PDF.
  await page.getByTestId('tab-files').click();
  await expect(page.getByTestId('files-empty')).toBeVisible();
  await pick(page, 'file-kind', 'Contrato');
  await page
    .getByTestId('file-upload-form')
    .locator('input[type=file]')
    .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await page.getByTestId('file-upload-submit').click();
  const files = page.getByTestId('files-table');
  await expect(files).toContainText('contrato.pdf');
  await expect(files).toContainText('Contrato');
  // A certificate carries its expiry day (only a certificate asks for one), shown as a tag.
  await expect(page.getByTestId('file-expiry-date')).toBeHidden();
  await pick(page, 'file-kind', 'Certificado');
  await fillDate(page.getByTestId('file-expiry-date'), '2027-01-15');
  await page
    .getByTestId('file-upload-form')
    .locator('input[type=file]')
    .setInputFiles({ name: 'certificado-manejo.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await page.getByTestId('file-upload-submit').click();
  const certificate = files.getByRole('row', { name: /certificado-manejo\.pdf/ });
  await expect(certificate.getByTestId('expiry-tag')).toHaveText('15/01/2027');

  // The record sheet downloads as a PDF named after the code and surname.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('employee-worksheet').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ficha-EMP-\d{6}-Quispe\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
});

test('a document already registered sends the form back to its step, and the draft survives a reload', async ({
  page,
}) => {
  // The RMV of the start date answers late: the salary typed before it still gets its warning.
  await page.route('**/api/setting/payroll/parameter/minimum-wage', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/rrhh/employees/register');
  // Luis Fernando Chávez Ramos of the demo company holds this DNI.
  await fillNewEmployee(page, '45678901');
  await page.getByTestId('employee-create-submit').click();
  const personal = page.getByTestId('employee-step-personal');
  await expect(personal).toBeVisible();
  await expect(personal).toContainText('El número de documento ya está registrado');
  await expect(page).toHaveURL(/\/rrhh\/employees\/register$/);

  await page.reload();
  await expect(page.getByTestId('employee-draft-restored')).toBeVisible();
  await expect(page.getByTestId('employee-document-number')).toHaveValue('45678901');
  await expect(page.getByTestId('employee-first-names')).toHaveValue('Milagros Andrea');
  await page.getByTestId('employee-draft-discard').click();
  await expect(page.getByTestId('employee-draft-restored')).toBeHidden();
  await expect(page.getByTestId('employee-document-number')).toHaveValue('');
});

test('the former addresses of the employee screens lead to the new ones, keeping the query string', async ({
  page,
}) => {
  await page.goto('/rrhh/employees?from=bookmark');
  await expect(page).toHaveURL(/\/rrhh\/employees\/list\?from=bookmark$/);
  await expect(page.getByTestId('page-title')).toHaveText('Empleados');
  await page.goto('/rrhh/employees/new');
  await expect(page).toHaveURL(/\/rrhh\/employees\/register$/);
  await page.goto('/rrhh');
  await expect(page).toHaveURL(/\/rrhh\/employees\/list$/);
});

test('the employee record opens from the singular address SPEC.md §2 writes', async ({ page }) => {
  await expect(page.getByTestId('page-title')).toHaveText('Empleados');
  const link = page.locator('a[href^="/rrhh/employees/information/"]').first();
  await expect(link).toBeVisible();
  const record = (await link.getAttribute('href')) ?? '';
  await page.goto(record.replace('/employees/', '/employee/'));
  await expect(page).toHaveURL(new RegExp(`${record}$`));
  await expect(page.getByTestId('employee-name')).toBeVisible();
});

test('the list keeps its filter, sort and page in the address through a reload and the back button', async ({
  page,
}) => {
  await expect(page).toHaveURL(/\/rrhh\/employees\/list$/);
  const table = page.getByTestId('employees-table');
  // A first visit loads the screen's code and the catalogues: slow on a busy machine.
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  await pick(page, 'filter-status', 'Todos');
  await table.getByRole('columnheader', { name: 'Documento' }).click();
  await expect(page).toHaveURL(/sort=documentNumber/);
  // The rows page 2 is made of, as the server sent them: the screen must come back to these.
  const pageTwo = page.waitForResponse((res) => {
    const body = res.request().postDataJSON() as { page?: number; sortBy?: string } | null;
    return (
      res.url().endsWith('/api/rrhh/employee/list') && body?.page === 2 && body.sortBy === 'documentNumber'
    );
  });
  await table.locator('.ant-pagination-item-2').click();
  const { data } = (await (await pageTwo).json()) as { data: { id: number }[] };
  const firstOnPage2 = String(data[0]?.id);
  await expect(page).toHaveURL(/f\.status=all/);
  await expect(page).toHaveURL(/page=2/);
  await expect(table.locator('tr.ant-table-row').first()).toHaveAttribute('data-row-key', firstOnPage2);

  const kept = async () => {
    await expect(table.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(table.getByRole('columnheader', { name: 'Documento' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByTestId('filter-status')).toContainText('Todos');
    await expect(table.locator('tr.ant-table-row').first()).toHaveAttribute('data-row-key', firstOnPage2);
  };
  await page.reload();
  await kept();

  await table.locator('tr.ant-table-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/rrhh\/employees\/information\/\d+$/);
  // Back once the record is on screen, as a user would: the list comes back as it was left.
  await expect(page.getByTestId('employee-name')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/rrhh\/employees\/list\?.*page=2/);
  await kept();
});
