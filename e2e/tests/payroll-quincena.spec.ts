import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, fillPicker, signInAt } from './helpers.ts';

type Settings = {
  companyId: number;
  fortnightCutDay: number;
  monthCutDay: number;
  lateLimitMinutes: number;
  lateDiscountDays: string;
  advanceLimitRate: string;
  quincenaRate: string;
};

const adminApi = async (request: APIRequestContext) => {
  const login = await apiLogin(request, ACCOUNTS.admin);
  const { accessToken } = login as { accessToken: string };
  return async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/api${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data,
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
};

/*
 * The workshop company starts paying a 40 % quincena (set through the API: the settings screen has
 * its own test). HR generates next month's quincena from the advances tab, sees the advances
 * listed as quincena and approved, and generating again adds nothing.
 */
test('HR generates the quincena of a month once for every worker', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await adminApi(request);
  const { data: companies } = await admin<{ data: { companyId: number; companyName: string }[] }>(
    '/setting/payroll/company/list',
    {},
  );
  const workshop = companies.find((c) => c.companyName.startsWith('Zerg Servicios'));
  if (!workshop) throw new Error('no workshop company in the demo data');
  const current = await admin<Settings>('/setting/payroll/company/get', { companyId: workshop.companyId });
  await admin('/setting/payroll/company/update', {
    companyId: workshop.companyId,
    fortnightCutDay: current.fortnightCutDay,
    monthCutDay: current.monthCutDay,
    lateLimitMinutes: current.lateLimitMinutes,
    lateDiscountDays: current.lateDiscountDays,
    advanceLimitRate: current.advanceLimitRate,
    quincenaRate: '0.40',
  });

  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/payroll/advances');
  await page.getByTestId('quincena-open').click();
  await expect(page.getByTestId('quincena-company')).toBeVisible();
  await choose(page, 'quincena-company', 'Zerg Servicios');
  const period = page.getByTestId('quincena-period');
  const next = new Date();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const label = `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
  await fillPicker(period, label);
  await page.getByTestId('quincena-save').click();
  await expect(page.getByText(/Quincena generada: \d+ adelantos? por S\//)).toBeVisible({ timeout: 30_000 });

  await choose(page, 'filter-kind', 'Quincena');
  const table = page.getByTestId('advance-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText('Quincena');
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText('Aprobado');

  await page.getByTestId('quincena-open').click();
  await choose(page, 'quincena-company', 'Zerg Servicios');
  await fillPicker(period, label);
  await page.getByTestId('quincena-save').click();
  await expect(page.getByText(/Nada nuevo: \d+ trabajador/)).toBeVisible({ timeout: 30_000 });
});
