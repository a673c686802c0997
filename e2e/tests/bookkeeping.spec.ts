import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, signInAt } from './helpers.ts';

/*
 * Bookkeeping (module 12) as the treasury operator sees it. The payroll entry comes from a
 * December 2026 gratificación for the operations staff, run and approved by HR through the API: a
 * gratificación never closes an attendance month, and the administrative staff is the treasury
 * test's.
 */

type Auth = { authorization: string };

const tokenOf = async (
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<Auth> => {
  const login = await apiLogin(request, who);
  const body = login as { accessToken: string };
  return { authorization: `Bearer ${body.accessToken}` };
};

const post = async <T>(request: APIRequestContext, auth: Auth, path: string, data: unknown): Promise<T> => {
  const answer = await request.post(`/api${path}`, { headers: auth, data });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
};

type Run = { id: number; job: string; state: string };

/** HR runs and approves the December 2026 gratificación of the operations staff; answers the run. */
const approvedGratificacion = async (
  request: APIRequestContext,
): Promise<{ run: Run; companyId: number }> => {
  const hr = await tokenOf(request, ACCOUNTS.hrChief);
  const companies = await post<{ id: number; name: string }[]>(
    request,
    hr,
    '/rrhh/employee/get-companies',
    {},
  );
  const company = companies.find((c) => c.name.includes('Zerg')) ?? companies[0];
  if (!company) throw new Error('no company');
  const run = await post<Run>(request, hr, '/rrhh/payroll/run/create', {
    companyId: company.id,
    year: 2026,
    month: 12,
    kind: 'gratificacion',
    personalType: 'operations',
    overrideWarnings: true,
  });
  // The job computes in the background.
  await expect
    .poll(async () => (await post<Run>(request, hr, '/rrhh/payroll/run/get', { id: run.id })).job, {
      timeout: 120_000,
      intervals: [1_000],
    })
    .toBe('done');
  const approved = await post<Run>(request, hr, '/rrhh/payroll/run/approve', { id: run.id });
  expect(approved.state).toBe('approved');
  return { run: approved, companyId: company.id };
};

/** Picks an account in a server-searched account picker. */
const pickAccount = async (page: Page, testId: string, code: string) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(code);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${code} ·` })
    .first()
    .click();
};

test('bookkeeping sees the payroll entry and a balanced trial balance', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { run, companyId } = await approvedGratificacion(request);

  // The approved payroll was posted: find its entry through the API, as the journal lists it.
  const treasury = await tokenOf(request, ACCOUNTS.treasury);
  const entries = await post<{
    data: { id: number; number: string; sourceKind: string | null; sourceId: number | null }[];
  }>(request, treasury, '/bookkeeping/transaction/list', {
    page: 1,
    perPage: 100,
    filters: { origin: 'payroll', companyId },
  });
  const entry = entries.data.find((e) => e.sourceKind === 'payroll_run' && e.sourceId === run.id);
  expect(entry, 'the payroll entry').toBeDefined();
  if (!entry) return;

  await signInAt(page, ACCOUNTS.treasury, '/bookeeping/transactions/list');
  await expect(page.getByTestId('journal-table')).toBeVisible();
  await choose(page, 'filter-origin', 'Planilla');
  await page.getByTestId('table-search').fill(entry.number);
  // The search's answer first: a click on the row while the list is read again can be lost.
  const table = page.getByTestId('journal-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.getByTestId(`entry-${entry.id}`).click();
  const drawer = page.getByTestId('entry-drawer');
  await expect(drawer).toContainText(entry.number);
  await expect(drawer.getByTestId('origin-payroll')).toBeVisible();
  // Salaries expense (62…) against what is owed: the net pay of the gratificación (4114).
  await expect(drawer.getByTestId('entry-lines')).toContainText('4114');
  await expect(drawer.getByTestId('entry-lines')).toContainText(/62\d+/);
  await expect(drawer.getByTestId('entry-balanced')).toBeVisible();
  const debits = await drawer.getByTestId('entry-debits').textContent();
  await expect(drawer.getByTestId('entry-credits')).toHaveText(debits ?? '');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // December's trial balance, from the tab.
  await page.getByTestId('tab-trial-balance').click();
  await expect(page).toHaveURL(/\/bookeeping\/transactions\/trial-balance/);
  await page.goto(`/bookeeping/transactions/trial-balance?company=${companyId}&from=2026-12&to=2026-12`);
  await expect(page.getByTestId('trial-totals')).toBeVisible();
  await expect(page.getByTestId('trial-balance')).toContainText('4114');
  await expect(page.getByTestId('trial-balanced')).toBeVisible();
  await expect(page.getByTestId('trial-unbalanced')).toHaveCount(0);

  // A manual entry: refused while it does not balance, posted once it does.
  await page.goto('/bookeeping/transactions/list');
  await page.getByTestId('entry-new').click();
  const modal = page.getByTestId('entry-modal');
  await expect(modal.getByTestId('entry-description')).toBeVisible();
  await choose(page, 'entry-company', 'Zerg');
  await modal.getByTestId('entry-description').fill('Provisión de sueldos de prueba');
  await pickAccount(page, 'line-account-0', '6211');
  await modal.getByTestId('line-debit-0').fill('150.00');
  await pickAccount(page, 'line-account-1', '4111');
  await modal.getByTestId('line-credit-1').fill('120.00');
  await expect(modal.getByTestId('entry-difference')).toHaveAttribute('data-difference', '30.00');
  await modal.getByTestId('entry-save').click();
  await expect(modal.getByTestId('entry-lines-error')).toContainText('El debe debe ser igual al haber');
  await expect(modal.getByTestId('entry-description')).toBeVisible();

  await modal.getByTestId('line-credit-1').fill('150.00');
  await expect(modal.getByTestId('entry-difference')).toHaveAttribute('data-difference', '0.00');
  await modal.getByTestId('entry-save').click();
  await expect(modal.getByTestId('entry-description')).toBeHidden();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('origin-manual')).toBeVisible();
  await expect(drawer.getByTestId('entry-balanced')).toBeVisible();
  await expect(drawer.getByTestId('entry-debits')).toContainText('150.00');

  // The server applies the same rule: an unbalanced entry is a 400 on `lines`.
  const accounts = await post<{ id: number; code: string }[]>(
    request,
    treasury,
    '/bookkeeping/accounting-account/get-for-select',
    { q: '6211', postable: true },
  );
  const payable = await post<{ id: number; code: string }[]>(
    request,
    treasury,
    '/bookkeeping/accounting-account/get-for-select',
    { q: '4111', postable: true },
  );
  const refused = await request.post('/api/bookkeeping/transaction/create', {
    headers: treasury,
    data: {
      companyId,
      date: '2026-12-15',
      description: 'Descuadrado',
      lines: [
        { accountId: accounts.find((a) => a.code === '6211')?.id, debit: '10.00', credit: '0' },
        { accountId: payable.find((a) => a.code === '4111')?.id, debit: '0', credit: '9.00' },
      ],
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors?: Record<string, string[]> }).errors).toHaveProperty('lines');
});

test('the treasury operator adds a sub-account under a PCGE account', async ({ page }) => {
  await signInAt(page, ACCOUNTS.treasury, '/bookeeping/accounting-accounts');
  await expect(page).toHaveURL(/\/bookeeping\/accounting-accounts\/accounts$/);
  await page.getByTestId('table-search').fill('659');
  await page.getByTestId('account-add-child-659').click();
  const modal = page.getByTestId('account-modal');
  await expect(modal.getByTestId('account-code')).toHaveValue('659');
  // A code that does not extend the parent's is refused on the form.
  await modal.getByTestId('account-code').fill('7011');
  await modal.getByTestId('account-name').fill('Gastos de representación');
  await modal.getByTestId('account-save').click();
  await expect(modal).toContainText('empezar con el código de su cuenta');
  // 6591 and 6592 are the PCGE 2019's (Donaciones, Sanciones administrativas): the company takes 6599.
  await modal.getByTestId('account-code').fill('6599');
  await modal.getByTestId('account-save').click();
  await expect(modal.getByTestId('account-name')).toBeHidden();

  await page.getByTestId('table-search').fill('6599');
  const row = page.getByTestId('accounts-table').locator('tr', { hasText: '6599' });
  await expect(row).toContainText('Gastos de representación');
  await expect(row).toContainText('Propia');
  await expect(row).toContainText('Divisionaria');
});
