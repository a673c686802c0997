import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, signInAt } from './helpers.ts';

type Auth = { authorization: string };
type Run = { id: number; state: string };

const tokenOf = async (
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<Auth> => {
  const login = await apiLogin(request, who);
  return { authorization: `Bearer ${(login as { accessToken: string }).accessToken}` };
};

const post = async <T>(request: APIRequestContext, auth: Auth, path: string, data: unknown): Promise<T> => {
  const response = await request.post(`/api${path}`, { headers: auth, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
};

/*
 * The demo's draft of last month's administrative payroll, approved: its slips owe SUNAT (ESSALUD,
 * ONP, quinta) and the AFPs for the month the screen opens on. The spec cancels it at the end, which
 * reopens the attendance month and puts back what the approval settled.
 */
const approvedLastMonth = async (request: APIRequestContext, hr: Auth, companyId: number) => {
  const { data } = await post<{ data: Run[] }>(request, hr, '/rrhh/payroll/run/list', {
    filters: { companyId, kind: 'monthly', personalType: 'administrative', state: 'registered' },
  });
  const draft = data[0];
  if (!draft) throw new Error('no draft payroll in the demo data');
  await post<Run>(request, hr, '/rrhh/payroll/run/approve', { id: draft.id });
  return draft.id;
};

test('treasury creates the payment of a month’s contributions and sees what is paid without an entry', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const hr = await tokenOf(request, ACCOUNTS.hrChief);
  const cashier = await tokenOf(request, ACCOUNTS.treasury);
  const companies = await post<{ id: number; name: string }[]>(
    request,
    hr,
    '/rrhh/employee/get-companies',
    {},
  );
  const company = companies.find((c) => c.name.startsWith('Zerg Transportes'));
  if (!company) throw new Error('no company in the demo data');
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const lastMonth = last.toISOString().slice(0, 7);
  const runId = await approvedLastMonth(request, hr, company.id);

  await signInAt(page, ACCOUNTS.treasury, '/treasury/payroll');
  await expect(page).toHaveURL(/\/treasury\/payroll\/contributions/);
  // The screen opens on last month, the month a payroll is paid and declared in.
  await choose(page, 'contribution-company', company.name);

  const table = page.getByTestId('contributions-table');
  const create = page.getByTestId('contribution-create-sunat');
  await expect(create).toBeVisible();
  await expect(table).toContainText('4031');
  await expect(table).toContainText('417 ·');
  await keepScreenshot(page, 'contributions');
  await create.click();
  // The row now names its pending movement instead of offering another payment.
  await expect(create).toHaveCount(0);
  await expect(table).toContainText('TES-');

  // What is paid without an entry: the demo's July gratificación, paid before the books existed.
  await page.getByTestId('tab-unbooked').click();
  await expect(page).toHaveURL(/\/treasury\/payroll\/unbooked/);
  await expect(page.getByTestId('unbooked-table')).toContainText('Gratificación · julio de 2026');
  // Amounts read as money, as in every other list; each run's own net pay (the list once gave both
  // runs the same 16,731.50).
  await expect(page.getByTestId('unbooked-table')).toContainText('S/ 313,507.84');
  await expect(page.getByTestId('unbooked-table')).toContainText('S/ 183,909.71');
  await keepScreenshot(page, 'unbooked');

  // The run's movement, written by the system, reads in the reader's language with its month in words.
  await page.goto('/treasury/transactions/list?f.sourceKind=payroll_run');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    last,
  );
  await expect(
    page.getByTestId('tx-concept-cell').filter({ hasText: `Monthly payroll ${month} · ${company.name}` }),
  ).toHaveCount(1);
  await keepScreenshot(page, 'payroll-movement-en');

  // Leave the demo as found: the movement canceled (the month may be paid again) and our run too.
  const due = await post<{ data: { payee: string; transactionId: number | null }[] }>(
    request,
    cashier,
    '/treasury/contribution/due',
    { companyId: company.id, period: lastMonth },
  );
  const created = due.data.find((d) => d.payee === 'sunat')?.transactionId;
  if (created)
    await post(request, cashier, '/treasury/transaction/cancel', { id: created, reason: 'Prueba e2e' });
  await post(request, hr, '/rrhh/payroll/run/cancel', { id: runId });
});
