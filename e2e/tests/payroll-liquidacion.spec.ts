import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, signInAt } from './helpers.ts';

/*
 * HR records a worker's arbitrary dismissal on 31 August 2026 (through the API: the dialog has its
 * own test), makes the liquidación for August, reads the hoja's figures on the run before approving
 * (each benefit with its period, months, days and amount, the deductions and the net) and downloads
 * the hoja de liquidación. The demo worker is in the microempresa regime: no CTS nor gratificación
 * is due, and the indemnity is ten daily pays a year. The record is taken back to active at the end
 * for the tests that follow.
 */

const hrApi = async (request: APIRequestContext) => {
  const login = await apiLogin(request, ACCOUNTS.hrChief);
  const { accessToken } = login as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
};

const aguilar = async (request: APIRequestContext, headers: Record<string, string>) => {
  const res = await request.post('/api/rrhh/employee/list', {
    headers,
    data: { perPage: 5, q: 'aguilar alvarado', filters: { status: 'all' } },
  });
  const [found] = ((await res.json()) as { data: { id: number }[] }).data;
  if (!found) throw new Error('the demo worker Aguilar Alvarado is missing');
  return found.id;
};

test('HR makes a liquidación, reviews its benefits and downloads the hoja', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await hrApi(request);
  const employeeId = await aguilar(request, headers);
  const ceased = await request.post('/api/rrhh/employee/inactive-employee-by-id', {
    headers,
    data: {
      employee_id: employeeId,
      date: '2026-08-31',
      cessationReason: 'arbitrary_dismissal',
      reason: 'Carta de despido',
    },
  });
  expect(ceased.ok(), await ceased.text()).toBe(true);
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/payroll/payments/administrative');
  await page.getByTestId('new-run').click();
  await choose(page, 'run-company', 'Zerg Transportes');
  await choose(page, 'run-kind', 'Liquidación');
  await page.getByTestId('run-year').fill('2026');
  await page.getByTestId('run-month').fill('8');
  await page.getByTestId('run-employee').click();
  await page.keyboard.type('Aguilar');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByTestId('run-submit').click();

  const runLink = page.getByTestId('run-2026-8');
  await expect(runLink).toBeVisible({ timeout: 30_000 });
  await runLink.click();
  await expect(page).toHaveURL(/\/rrhh\/payroll\/payments\/run\/\d+$/);
  await expect(page.getByTestId('run-approve')).toBeVisible({ timeout: 120_000 });

  const breakdown = page.getByTestId('liquidacion-breakdown');
  await expect(breakdown).toBeVisible({ timeout: 30_000 });
  // A microempresa owes no CTS nor gratificación; truncated vacations and the dismissal indemnity
  // are paid, and the reason is named.
  await expect(page.getByTestId('benefit-cts')).toContainText('no corresponde en el régimen de microempresa');
  await expect(page.getByTestId('benefit-gratificacion')).toContainText('no corresponde');
  await expect(page.getByTestId('benefit-vacationTruncated')).toBeVisible();
  await expect(page.getByTestId('benefit-dismissal')).toBeVisible();
  await expect(breakdown).toContainText('Despido arbitrario');
  await expect(breakdown).toContainText('Remuneración computable');
  await expect(page.getByTestId('liquidacion-net')).toContainText('S/');
  await keepScreenshot(page, 'liquidacion-review-es', { fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByTestId('liquidacion-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^liquidacion-.+-2026-08\.pdf$/);
  if (process.env.SCREENS_DIR) await file.saveAs(`${process.env.SCREENS_DIR}/hoja-es.pdf`);

  // Beside the hoja, the certificado de trabajo of the ceased worker.
  const certificate = page.waitForEvent('download');
  await page.getByTestId('liquidacion-work-certificate').click();
  expect((await certificate).suggestedFilename()).toMatch(/^certificado-trabajo-.+\.pdf$/);

  const back = await request.post('/api/rrhh/employee/active-employee-by-id', {
    headers,
    data: { employee_id: employeeId, date: '2026-09-01' },
  });
  expect(back.ok(), await back.text()).toBe(true);
});
