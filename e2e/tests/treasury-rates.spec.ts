import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, signInAt } from './helpers.ts';

/*
 * Treasury's rate table and the month-end revaluation of the USD account (issue 23, point 8). The
 * treasury operator types a rate, revalues last month (the demo's BBVA dollar account, at the demo
 * table's last-day purchase rate), and a month without a closing rate is refused on its field. The
 * spec restores the demo: its rate is deleted and its revaluation entries reversed.
 */

type Auth = { authorization: string };

const tokenOf = async (request: APIRequestContext): Promise<Auth> => {
  const login = await apiLogin(request, ACCOUNTS.treasury);
  return { authorization: `Bearer ${(login as { accessToken: string }).accessToken}` };
};
const post = async <T>(request: APIRequestContext, auth: Auth, path: string, data: unknown): Promise<T> => {
  const answer = await request.post(`/api${path}`, { headers: auth, data });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
};

test('treasury types a rate, revalues last month’s dollar account, and a month without a rate is refused', async ({
  page,
  request,
}) => {
  await signInAt(page, ACCOUNTS.treasury, '/treasury/exchange-rates/list');
  const table = page.getByTestId('exchange-rates-table');
  // The demo table lists a rate for every day, newest first.
  await expect(table.getByTestId('rate-purchase').first()).toHaveText(/^3\.7\d\d$/);

  // A rate typed by hand: 31 January 2025, purchase 3.752, sale 3.759 (SBS).
  await page.getByTestId('rate-add').click();
  const form = page.getByTestId('rate-form');
  await form.getByTestId('rate-date').click();
  await form.getByTestId('rate-date').fill('31/01/2025');
  await form.getByTestId('rate-date').press('Enter');
  await form.getByTestId('rate-purchase-input').fill('3.752');
  await form.getByTestId('rate-sale-input').fill('3.759');
  await page.getByTestId('rate-form-submit').click();
  await expect(form).toBeHidden();
  await page.getByTestId('table-search').fill('2025-01');
  await expect(table.getByTestId('rate-purchase')).toHaveText(['3.752']);
  await page.getByTestId('table-search').fill('');

  // Last month's revaluation: the dialog opens on last month; the company is chosen.
  await page.getByTestId('revaluation-open').click();
  await choose(page, 'revaluation-company', 'Zerg Transportes');
  await page.getByTestId('revaluation-run').click();
  const result = page.getByTestId('revaluation-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('revaluation-difference')).toHaveCount(1);
  await keepScreenshot(page, 'revaluation-es');

  // January 2024 has no rate on its last day: 409, said on the month's field, nothing written.
  await page.getByTestId('revaluation-period').click();
  await page.getByTestId('revaluation-period').fill('01/2024');
  await page.getByTestId('revaluation-period').press('Enter');
  await page.getByTestId('revaluation-run').click();
  await expect(page.getByTestId('revaluation-form').locator('.ant-form-item-explain-error')).toContainText(
    '31/01/2024',
  );
  await page.keyboard.press('Escape');
  await keepScreenshot(page, 'rates-es');

  // The income statement by function of last month, beside the trial balance: the dollar gain is financial income.
  const last = new Date();
  last.setUTCDate(1);
  last.setUTCMonth(last.getUTCMonth() - 1);
  const month = last.toISOString().slice(0, 7);
  const auth = await tokenOf(request);
  const usd = await post<{ data: { companyId: number }[] }>(request, auth, '/treasury/bank-account/list', {
    filters: { currency: 'USD' },
  });
  const company = usd.data[0]?.companyId ?? 1;
  await page.goto(`/bookeeping/transactions/income-statement?company=${company}&from=${month}&to=${month}`);
  await page.getByTestId('tab-income-statement').waitFor();
  await expect(page.getByTestId('income-result')).toBeVisible();
  await expect(page.getByTestId('income-financialIncome')).not.toHaveText('S/ 0.00');
  await keepScreenshot(page, 'income-statement-es');

  // Restore the demo: the rate goes, the revaluation entries are reversed.
  const mine = await post<{ data: { id: number; date: string }[] }>(
    request,
    auth,
    '/treasury/exchange-rate/list',
    {
      filters: { from: '2025-01-31', to: '2025-01-31' },
    },
  );
  for (const rate of mine.data) await post(request, auth, '/treasury/exchange-rate/delete', { id: rate.id });
  const revaluations = await post<{ data: { journalEntryId: number | null }[] }>(
    request,
    auth,
    '/treasury/revaluation/list',
    {},
  );
  for (const r of revaluations.data)
    if (r.journalEntryId)
      await post(request, auth, '/bookkeeping/transaction/reverse', {
        id: r.journalEntryId,
        reason: 'Prueba de extremo a extremo',
      });
});
