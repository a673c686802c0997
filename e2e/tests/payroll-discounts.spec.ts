import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, signIn } from './helpers.ts';

/** The workshop's chief: holds the workshop discounts section (21). */
const WORKSHOP = { email: 'taller@zerg.pe', password: 'Taller123!' };
/** The CEO: decides what the HR chief registers (nobody approves their own request). */
const CEO = { email: 'gerencia@zerg.pe', password: 'Gerente123!' };

type Option = { id: number; fullName: string; documentNumber: string };

/** A first visit loads the lazy screen's code: slow on a busy machine. */
const FIRST_LOAD = { timeout: 60_000 };

const signedIn = async (browser: Browser, who: { email: string; password: string }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return page;
};

/** Calls the API as `who` (its own session; the app keeps its token in memory only). */
const api = async <T>(page: Page, who: { email: string; password: string }, path: string, body?: unknown) => {
  const login = await apiLogin(page.request, who);
  const { accessToken } = login as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const res = body
    ? await page.request.post(`/api${path}`, { data: body, headers })
    : await page.request.get(`/api${path}`, { headers });
  return (await res.json()) as T;
};

const pickEmployee = async (page: Page, testId: string, employee: Option) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(employee.documentNumber);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: employee.documentNumber })
    .first()
    .click();
};

test('HR registers a discount, the CEO approves it and sees its quotas under Approved', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const hr = await signedIn(browser, ACCOUNTS.hrChief);
  const options = await api<Option[]>(hr, ACCOUNTS.hrChief, '/rrhh/employee/list-select');
  const worker = options[2];
  if (!worker) throw new Error('no employee');
  const note = 'Préstamo para reparación de vivienda';

  await hr.goto('/rrhh/payroll/discounts/pending');
  await expect(hr.getByTestId('discount-table-pending')).toBeVisible(FIRST_LOAD);
  await expect(hr.getByTestId('tab-payroll-discounts')).toBeVisible();
  await hr.getByTestId('discount-add').click();
  await pickEmployee(hr, 'discount-employee', worker);
  await choose(hr, 'discount-type', 'Préstamo');
  await hr.getByTestId('discount-amount').fill('600.00');
  await hr.getByTestId('discount-quotas').fill('2');
  await hr.getByTestId('discount-observations').fill(note);
  await hr.getByTestId('discount-save').click();
  await expect(hr.getByTestId('discount-modal')).toBeHidden();

  const list = await api<{ data: { id: number; observations: string | null }[] }>(
    hr,
    ACCOUNTS.hrChief,
    '/rrhh/payroll/discount/list',
    { perPage: 100, filters: { status: 'pending', employeeId: worker.id } },
  );
  const created = list.data.find((d) => d.observations === note);
  if (!created) throw new Error('the discount was not created');
  // Her own registration: the row names who decides it instead of offering her the buttons.
  await expect(hr.getByTestId(`discount-decider-${created.id}`)).toBeVisible();
  await expect(hr.getByTestId(`discount-approve-${created.id}`)).toHaveCount(0);
  await keepScreenshot(hr, 'discount-decided-above');

  // She registered it: the CEO decides it.
  const ceo = await signedIn(browser, CEO);
  await ceo.goto('/rrhh/payroll/discounts/pending');
  await expect(ceo.getByTestId('discount-table-pending')).toBeVisible(FIRST_LOAD);
  await ceo.getByTestId(`discount-approve-${created.id}`).click();
  await ceo.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(ceo.getByTestId(`discount-approve-${created.id}`)).toBeHidden();

  await ceo.getByTestId('tab-discounts-approved').click();
  await expect(ceo).toHaveURL(/\/rrhh\/payroll\/discounts\/approved/);
  const table = ceo.getByTestId('discount-table-approved');
  await expect(table).toBeVisible(FIRST_LOAD);
  await ceo.getByPlaceholder('Buscar por colaborador').fill(worker.fullName);
  const row = table.locator(`tr[data-row-key="${created.id}"]`);
  await expect(row).toBeVisible();
  await expect(ceo.getByTestId(`discount-status-${created.id}`)).toContainText('Aprobado');
  await row.locator('.ant-table-row-expand-icon').click();
  const quotas = ceo.getByTestId(`discount-quotas-${created.id}`);
  await expect(quotas.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(quotas).toContainText('300.00');
});

test('the workshop registers a damage discount for HR to approve', async ({ browser }) => {
  test.setTimeout(240_000);
  const chief = await signedIn(browser, WORKSHOP);
  const options = await api<Option[]>(chief, WORKSHOP, '/rrhh/employee/list-select');
  const worker = options[3];
  if (!worker) throw new Error('no employee');

  await chief.goto('/workshop/discounts/list');
  await expect(chief.getByTestId('workshop-discount-table')).toBeVisible(FIRST_LOAD);
  await chief.getByTestId('workshop-discount-add').click();
  // The picker asks the server with what is typed instead of loading every employee.
  const asked = chief.waitForRequest((req) => {
    if (!req.url().includes('/api/rrhh/employee/list-select?')) return false;
    const q = new URL(req.url()).searchParams.get('q');
    return q === worker.documentNumber;
  });
  await chief.getByTestId('workshop-discount-employee').click();
  await chief.keyboard.type(worker.documentNumber);
  await asked;
  await chief
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: worker.documentNumber })
    .first()
    .click();
  await choose(chief, 'workshop-discount-type', 'Daño a unidad');
  await chief.getByTestId('workshop-discount-amount').fill('350.00');
  await chief.getByTestId('workshop-discount-observations').fill('Espejo lateral roto de la unidad ABC-123');
  await chief.getByTestId('workshop-discount-save').click();
  await expect(chief.getByTestId('workshop-discount-modal')).toBeHidden();

  await chief.getByPlaceholder('Buscar por colaborador').fill(worker.fullName.split(',')[0] ?? '');
  const table = chief.getByTestId('workshop-discount-table');
  const row = table.locator('tr.ant-table-row', { hasText: 'Espejo lateral roto' }).first();
  await expect(row).toContainText('Pendiente');

  // Still pending: the workshop corrects the amount.
  const edit = row.getByRole('button', { name: 'Editar' });
  const id = Number((await edit.getAttribute('data-testid'))?.split('-').pop());
  await edit.click();
  await expect(chief.getByTestId('workshop-discount-modal')).toContainText('Corregir descuento pendiente');
  await chief.getByTestId('workshop-discount-amount').fill('420.00');
  await chief.getByTestId('workshop-discount-save').click();
  await expect(chief.getByTestId('workshop-discount-modal')).toBeHidden();
  await expect(row).toContainText('420.00');

  // Once HR approves it, it leaves Pending for Approved, where nothing can be edited.
  await api(chief, CEO, '/rrhh/payroll/discount/approve', { id });
  await chief.getByTestId('tab-workshop-discounts-approved').click();
  await expect(chief).toHaveURL(/tab=approved/);
  const approved = chief.getByTestId('workshop-discount-table');
  await expect(approved.getByTestId(`workshop-discount-status-${id}`)).toContainText('Aprobado');
  await expect(approved.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  // Back on Pending, the list is asked again: the approved one is gone without a reload.
  await chief.getByTestId('tab-workshop-discounts-pending').click();
  await expect(chief).toHaveURL(/tab=pending/);
  await expect(chief.getByTestId('workshop-discount-table')).toBeVisible();
  await expect(chief.getByTestId(`workshop-discount-status-${id}`)).toHaveCount(0);
  await keepScreenshot(chief, 'workshop-discounts-tabs');
});
