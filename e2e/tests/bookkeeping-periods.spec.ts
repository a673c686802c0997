import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, fillDate, keepScreenshot, signInAt } from './helpers.ts';

/*
 * Accounting periods as the treasury operator (who keeps the books) sees them: the demo company's
 * month of service invoices is closed, refuses a manual entry, gives its PLE books and is reopened
 * with a reason; an empty past year is closed and reopened. Every period is left open at the end:
 * the specs after this one post entries.
 */

type Auth = { authorization: string };

const tokenOf = async (
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<Auth> => {
  const login = await apiLogin(request, who);
  return { authorization: `Bearer ${(login as { accessToken: string }).accessToken}` };
};

const post = async <T>(request: APIRequestContext, auth: Auth, path: string, data: unknown): Promise<T> => {
  const answer = await request.post(`/api${path}`, { headers: auth, data });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
};

type Year = { closed: boolean; months: { month: number; closed: boolean }[] };

/** What the test closed, reopened in afterAll: a fixture of its own survives the test's timeout. */
let touched: { companyId: number; years: number[] } | null = null;

test.afterAll(async ({ request }) => {
  if (!touched) return;
  const { companyId, years } = touched;
  const treasury = await tokenOf(request, ACCOUNTS.treasury);
  for (const y of years) {
    const state = await post<Year>(request, treasury, '/bookkeeping/period/get', { companyId, year: y });
    if (state.closed)
      await post(request, treasury, '/bookkeeping/period/reopen-year', { companyId, year: y, reason: 'e2e' });
    for (const m of state.months)
      if (m.closed)
        await request.post('/api/bookkeeping/period/reopen', {
          headers: treasury,
          data: { companyId, year: y, month: m.month, reason: 'Fin de la prueba' },
        });
  }
});

test('a month closes, refuses entries, gives its PLE books and reopens; a year closes and reopens', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const treasury = await tokenOf(request, ACCOUNTS.treasury);
  // The demo's service invoices (manual entries) are in one month: the latest manual entry's.
  const entries = await post<{ data: { date: string; companyId: number; companyName: string }[] }>(
    request,
    treasury,
    '/bookkeeping/transaction/list',
    { page: 1, perPage: 1, filters: { origin: 'manual' } },
  );
  const invoice = entries.data[0];
  expect(invoice, 'a demo entry').toBeDefined();
  if (!invoice) return;
  const companyId = invoice.companyId;
  const year = Number(invoice.date.slice(0, 4));
  const month = Number(invoice.date.slice(5, 7));
  const period = invoice.date.slice(0, 7);
  touched = { companyId, years: [year, year - 2] };

  await signInAt(page, ACCOUNTS.treasury, '/bookeeping/transactions/list');
  await page.getByTestId('tab-periods').click();
  await expect(page).toHaveURL(/\/bookeeping\/transactions\/periods/);
  await choose(page, 'periods-company', invoice.companyName);
  await choose(page, 'periods-year', String(year));
  await expect(page.getByTestId('year-open')).toBeVisible();
  await expect(page.getByTestId(`period-state-${month}`)).toContainText('Abierto');
  await expect(page.getByTestId(`ple-050100-${month}`)).toBeDisabled();

  // Close the month.
  await page.getByTestId(`period-close-${month}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`period-state-${month}`)).toContainText('Cerrado');
  await expect(page.getByTestId('periods')).toContainText('Cerrado por');

  // Its PLE Libro Diario downloads as SUNAT names it.
  const download = page.waitForEvent('download');
  await page.getByTestId(`ple-050100-${month}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^LE\\d{11}${period.replace('-', '')}00050100001111\\.txt$`),
  );
  await keepScreenshot(page, 'bookkeeping-periods');

  // A manual entry dated in the closed month: the date says the period is closed.
  await page.getByTestId('tab-journal').click();
  await page.getByTestId('entry-new').click();
  const modal = page.getByTestId('entry-modal');
  await choose(page, 'entry-company', invoice.companyName);
  await fillDate(modal.getByTestId('entry-date'), `${period}-15`);
  await modal.getByTestId('entry-description').fill('Asiento en periodo cerrado');
  const pick = async (testId: string, code: string) => {
    await page.getByTestId(testId).click();
    await page.keyboard.type(code);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${code} ·` })
      .first()
      .click();
  };
  await pick('line-account-0', '6391');
  await modal.getByTestId('line-debit-0').fill('10.00');
  await pick('line-account-1', '104101');
  await modal.getByTestId('line-credit-1').fill('10.00');
  await modal.getByTestId('entry-save').click();
  // The message names the month in words, as the screens do.
  const inWords = new Date(`${period}-15T12:00:00Z`).toLocaleDateString('es-PE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(modal).toContainText(`El periodo ${inWords} está cerrado`);
  await modal.locator('.ant-modal-close').click();

  // Reopen with a reason.
  await page.getByTestId('tab-periods').click();
  await choose(page, 'periods-company', invoice.companyName);
  await choose(page, 'periods-year', String(year));
  await page.getByTestId(`period-reopen-${month}`).click();
  await page.getByTestId('reopen-save').click();
  await expect(page.getByTestId('reopen-modal')).toContainText('requerido');
  await page.getByTestId('reopen-reason').fill('Falta registrar una factura');
  await page.getByTestId('reopen-save').click();
  await expect(page.getByTestId(`period-state-${month}`)).toContainText('Abierto');
  await expect(page.getByTestId('periods')).toContainText('Falta registrar una factura');

  // An empty past year closes (every month) and reopens.
  await choose(page, 'periods-year', String(year - 2));
  await page.getByTestId('year-close').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('year-closed')).toBeVisible();
  await expect(page.getByTestId('period-state-1')).toContainText('Cerrado');
  await page.getByTestId('year-reopen').click();
  await page.getByTestId('reopen-reason').fill('Revisión del cierre');
  await page.getByTestId('reopen-save').click();
  await expect(page.getByTestId('year-open')).toBeVisible();
  await expect(page.getByTestId('period-state-12')).toContainText('Abierto');
});
