import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, request as newRequest, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, signInAt } from './helpers.ts';

/*
 * The certificates. The demo holds last July's gratificación, approved and paid, so every worker has
 * a quinta certificate of the year. A demo worker nobody else's test uses (Juana Beatriz Díaz) is
 * ceased through the API for her certificado de trabajo and taken back to active at the end.
 */

const SCREENS = process.env.SCREENS_DIR;
const YEAR = new Date().getFullYear();

const hrHeaders = async (request: APIRequestContext) => {
  const login = await apiLogin(request, ACCOUNTS.hrChief);
  const { accessToken } = login as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
};

const juana = async (request: APIRequestContext, headers: Record<string, string>) => {
  const res = await request.post('/api/rrhh/employee/list', {
    headers,
    data: { perPage: 5, q: 'juana beatriz diaz', filters: { status: 'all' } },
  });
  const [found] = ((await res.json()) as { data: { id: number }[] }).data;
  if (!found) throw new Error('the demo worker Juana Beatriz Díaz is missing');
  return found.id;
};

const setLanguage = async (page: Page, lang: string) => {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-option-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
};

const pdfOf = async (path: string) => (await readFile(path)).subarray(0, 5).toString();

test.afterAll(async ({ baseURL }) => {
  const request = await newRequest.newContext({ baseURL });
  const headers = await hrHeaders(request);
  const id = await juana(request, headers);
  await request.post('/api/rrhh/employee/active-employee-by-id', {
    headers,
    data: { employee_id: id, date: `${YEAR}-11-01` },
  });
  await request.dispose();
});

test("HR issues a ceased worker's work certificate and a quinta certificate from the record", async ({
  page,
  request,
}) => {
  const headers = await hrHeaders(request);
  const id = await juana(request, headers);
  await signInAt(page, ACCOUNTS.hrChief, `/rrhh/employees/information/${id}?tab=payslips`);
  const card = page.getByTestId('employee-certificates');
  await expect(card).toBeVisible();
  // Still active: the work certificate waits for the cessation.
  await expect(page.getByTestId('work-certificate-download')).toBeDisabled();

  const ceased = await request.post('/api/rrhh/employee/inactive-employee-by-id', {
    headers,
    data: { employee_id: id, date: `${YEAR}-10-31`, cessationReason: 'resignation', reason: 'Renuncia' },
  });
  expect(ceased.ok(), await ceased.text()).toBe(true);
  await page.reload();
  await expect(card).toContainText(/Cesó el|Ceased on/);
  const work = page.waitForEvent('download');
  await page.getByTestId('work-certificate-download').click();
  const workFile = await work;
  expect(workFile.suggestedFilename()).toMatch(/^certificado-trabajo-.+\.pdf$/);
  expect(await pdfOf(await workFile.path())).toBe('%PDF-');
  if (SCREENS) await workFile.saveAs(`${SCREENS}/work-certificate-es.pdf`);

  const quinta = page.waitForEvent('download');
  await page.getByTestId(`quinta-certificate-${YEAR}`).click();
  const quintaFile = await quinta;
  expect(quintaFile.suggestedFilename()).toMatch(new RegExp(`^quinta-${YEAR}-.+\\.pdf$`));
  expect(await pdfOf(await quintaFile.path())).toBe('%PDF-');
  if (SCREENS) {
    await quintaFile.saveAs(`${SCREENS}/quinta-certificate-es.pdf`);
    await page.screenshot({ path: `${SCREENS}/employee-certificates-es.png`, fullPage: true });
  }
});

test('the driver downloads their own quinta certificate from the profile', async ({ page }) => {
  await signInAt(page, ACCOUNTS.driver, '/profile');
  const card = page.getByTestId('own-certificates');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('work-certificate-download')).toBeDisabled();
  const download = page.waitForEvent('download');
  await page.getByTestId(`quinta-certificate-${YEAR}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^quinta-${YEAR}-.+\\.pdf$`));
  expect(await pdfOf(await file.path())).toBe('%PDF-');
});

test('HR issues the quinta certificates of the whole staff and downloads the zip', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/payroll/certificates');
  await choose(page, 'quinta-company', 'Zerg Transportes');
  await page.getByTestId('quinta-year').fill(String(YEAR));
  await page.getByTestId('quinta-batch-start').click();
  await expect(page.getByTestId('document-batch-state')).toContainText(/Listo|Done/, { timeout: 150_000 });
  await keepScreenshot(page, 'certificates-batch-es', { fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /certificados-quinta-/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^certificados-quinta-${YEAR}-\\d+\\.zip$`));
  expect((await readFile(await file.path())).subarray(0, 2).toString()).toBe('PK');
  if (SCREENS) {
    // The same screen in English, then back: the language is the user's, later tests read Spanish.
    await setLanguage(page, 'en');
    await expect(page.getByTestId('document-batch-state')).toContainText('Done');
    await page.screenshot({ path: `${SCREENS}/certificates-batch-en.png`, fullPage: true });
    await page.goto(
      `/rrhh/employees/information/${await juana(request, await hrHeaders(request))}?tab=payslips`,
    );
    await expect(page.getByTestId('employee-certificates')).toContainText('Ceased on');
    await page.screenshot({ path: `${SCREENS}/employee-certificates-en.png`, fullPage: true });
    await setLanguage(page, 'es');
  }
});
