import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, signInAt, signOut } from './helpers.ts';

type Auth = { authorization: string };
type Run = { id: number; state: string; job: 'queued' | 'running' | 'done' | 'failed'; error: string | null };
type Movement = {
  id: number;
  code: string;
  amount: string;
  sourceKind: string | null;
  sourceId: number | null;
};

const tokenOf = async (
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<Auth> => {
  const login = await apiLogin(request, who);
  const body = login as { accessToken: string };
  return { authorization: `Bearer ${body.accessToken}` };
};

const post = async <T>(request: APIRequestContext, auth: Auth, path: string, data: unknown): Promise<T> => {
  const response = await request.post(`/api${path}`, { headers: auth, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
};

/*
 * HR approves December 2026's gratificación for the administrative staff (never a monthly run:
 * approving one closes that attendance month for every later test). The approved payroll arrives
 * in treasury as one pending batch movement.
 */
const approvedGratificacion = async (
  request: APIRequestContext,
): Promise<{ runId: number; companyName: string }> => {
  const hr = await tokenOf(request, ACCOUNTS.hrChief);
  const companies = await post<{ id: number; name: string }[]>(
    request,
    hr,
    '/rrhh/employee/get-companies',
    {},
  );
  const company = companies.find((c) => c.name.startsWith('Zerg Transportes'));
  if (!company) throw new Error('no company in the demo data');
  const run = await post<Run>(request, hr, '/rrhh/payroll/run/create', {
    companyId: company.id,
    year: 2026,
    month: 12,
    kind: 'gratificacion',
    personalType: 'administrative',
    overrideWarnings: true,
  });
  await expect
    .poll(async () => (await post<Run>(request, hr, '/rrhh/payroll/run/get', { id: run.id })).job, {
      timeout: 120_000,
      intervals: [1_000],
    })
    .toBe('done');
  await post<Run>(request, hr, '/rrhh/payroll/run/approve', { id: run.id });
  return { runId: run.id, companyName: company.name };
};

/** `S/ 1,234.50` as the Spanish (Peru) screen writes an amount of soles given in céntimos. */
const soles = (cents: number): string => {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `S/ ${whole}.${String(cents % 100).padStart(2, '0')}`;
};
const centsOf = (amount: string): number => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

test('treasury registers an account, approves and processes the payment of an approved payroll', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { runId, companyName } = await approvedGratificacion(request);

  const treasury = await tokenOf(request, ACCOUNTS.treasury);
  const pending = await post<{ data: Movement[] }>(request, treasury, '/treasury/transaction/list', {
    page: 1,
    perPage: 50,
    sortDesc: true,
    filters: { sourceKind: 'payroll_run', state: 'pending' },
  });
  const movement = pending.data.find((m) => m.sourceId === runId);
  expect(movement, 'the approved payroll arrives as a pending movement').toBeDefined();
  if (!movement) return;

  // A soles account with room for the whole payroll.
  const number = '191-40526318-0-99';
  await signInAt(page, ACCOUNTS.treasury, '/treasury/bank-accounts/list');
  await page.getByTestId('account-add').click();
  const accountModal = page.getByTestId('account-modal');
  await choose(page, 'account-company', companyName);
  await choose(page, 'account-bank', 'Banco de Crédito');
  await accountModal.getByTestId('account-number').fill(number);
  await accountModal.getByTestId('account-opening-balance').fill('900000.00');
  await page.getByTestId('account-save').click();
  await expect(accountModal).toBeHidden();
  await page.getByTestId('table-search').fill(number);
  const accountRow = page.getByTestId('bank-accounts-table').locator('tr', { hasText: number });
  await expect(accountRow).toContainText('S/ 900,000.00');

  // The pending payroll batch: approved from that account, then processed with the bank's number.
  await page.goto('/treasury/transactions/list');
  await page.getByTestId('table-search').fill(movement.code);
  await page.getByTestId(`tx-open-${movement.id}`).click();
  const drawer = page.getByTestId('tx-drawer');
  await expect(drawer.getByTestId('tx-payees')).toBeVisible();
  await drawer.getByTestId('tx-approve').click();
  await choose(page, 'approve-account', number);
  const type = page.getByTestId('approve-type');
  if (await type.isVisible()) {
    await type.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  }
  await keepScreenshot(page, 'treasury-approve-modal');
  await page.getByTestId('approve-save').click();
  await expect(page.getByTestId('approve-modal')).toBeHidden();
  await expect(drawer.getByTestId('tx-drawer-state')).toHaveText(/Aprobado/);

  await drawer.getByTestId('tx-process').click();
  // Without the bank's operation number the movement is not processed: the field asks for it.
  await page.getByTestId('process-save').click();
  await expect(page.getByTestId('process-modal')).toContainText('es requerido');
  await expect(drawer.getByTestId('tx-drawer-state')).toHaveText(/Aprobado/);
  await page.getByTestId('process-operation').fill('OP-778899');
  await page.getByTestId('process-save').click();
  await expect(page.getByTestId('process-modal')).toBeHidden();
  await expect(drawer.getByTestId('tx-drawer-state')).toHaveText(/Procesado/);
  await expect(drawer.getByTestId('tx-operation')).toContainText('OP-778899');
  await page.keyboard.press('Escape');

  await page.getByTestId('tx-tab-processed').click();
  await expect(page.getByTestId(`tx-state-${movement.id}`)).toHaveText(/Procesado/);

  // The account's balance went down by exactly what the payroll paid.
  await page.goto('/treasury/bank-accounts/list');
  await page.getByTestId('table-search').fill(number);
  await expect(accountRow).toContainText(soles(90_000_000 - centsOf(movement.amount)));
});

test('a movement the operator types waits for a second person, and its history names both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const operator = await tokenOf(request, ACCOUNTS.treasury);
  const accounts = await post<{ id: number; currency: string }[]>(
    request,
    operator,
    '/treasury/bank-account/get-for-select',
    { companyId: 1 },
  );
  const account = accounts.find((a) => a.currency === 'PEN');
  const [type] = await post<{ id: number }[]>(
    request,
    operator,
    '/bookkeeping/transaction-type/get-for-select',
    {
      direction: 'expense',
    },
  );
  expect(account && type, 'the demo has an account and an expense type').toBeTruthy();
  const created = await post<Movement>(request, operator, '/treasury/transaction/create', {
    companyId: 1,
    bankAccountId: account?.id,
    date: new Date().toISOString().slice(0, 10),
    direction: 'expense',
    transactionTypeId: type?.id,
    counterpartyKind: 'other',
    counterpartyName: 'Ferretería Industrial S.A.C.',
    counterpartyDocument: '20512345678',
    concept: 'Repuestos de taller (dos personas)',
    amount: '350.00',
    currency: 'PEN',
  });

  // The operator made it: no approve button, a note saying who must.
  await signInAt(page, ACCOUNTS.treasury, '/treasury/transactions/list');
  await page.getByTestId('table-search').fill(created.code);
  await page.getByTestId(`tx-open-${created.id}`).click();
  const drawer = page.getByTestId('tx-drawer');
  await expect(drawer.getByTestId('tx-second-person')).toBeVisible();
  await expect(drawer.getByTestId('tx-approve')).toHaveCount(0);
  await expect(drawer.getByTestId('tx-cancel')).toBeVisible();
  await keepScreenshot(page, 'treasury-maker-waits');
  await page.keyboard.press('Escape');
  await signOut(page);

  // Finance approves and processes it; the history shows both people.
  await signInAt(page, ACCOUNTS.finance, '/treasury/transactions/list');
  await page.getByTestId('table-search').fill(created.code);
  await page.getByTestId(`tx-open-${created.id}`).click();
  await expect(drawer.getByTestId('tx-second-person')).toHaveCount(0);
  await drawer.getByTestId('tx-approve').click();
  await page.getByTestId('approve-save').click();
  await expect(page.getByTestId('approve-modal')).toBeHidden();
  await expect(drawer.getByTestId('tx-drawer-state')).toHaveText(/Aprobado/);
  await drawer.getByTestId('tx-process').click();
  await page.getByTestId('process-operation').fill('OP-2P-001');
  await page.getByTestId('process-save').click();
  await expect(page.getByTestId('process-modal')).toBeHidden();
  await expect(drawer.getByTestId('tx-drawer-state')).toHaveText(/Procesado/);
  const history = drawer.getByTestId('tx-timeline');
  await expect(history).toContainText('Rosa Angélica Torres Castillo');
  await expect(history).toContainText('Ana Lucía Mendoza Salazar');
  await keepScreenshot(page, 'treasury-checker-history');
});

test('the company form sets the amount one treasury user may handle alone', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/settings/companies/list');
  await page.getByTestId('company-edit-1').click();
  const card = page.getByTestId('company-treasury');
  await expect(card).toBeVisible();
  await card.getByTestId('company-treasury-limit').fill('0');
  await card.getByTestId('company-treasury-save').click();
  await expect(card).toContainText('El monto debe ser mayor que 0.00');
  await keepScreenshot(page, 'company-treasury-error');
  await card.getByTestId('company-treasury-limit').fill('500');
  await card.getByTestId('company-treasury-save').click();
  await expect(card).toContainText('Administrador del Sistema');
  await keepScreenshot(page, 'company-treasury-saved');
  // Back to the default: two people for every amount.
  await card.getByTestId('company-treasury-limit').fill('');
  await card.getByTestId('company-treasury-save').click();
  await expect(page.getByText('Regla de tesorería guardada').last()).toBeVisible();
});

test('an HR user does not reach treasury transactions', async ({ page }) => {
  await signInAt(page, ACCOUNTS.hrChief, '/treasury/transactions/list');
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized/);
});
