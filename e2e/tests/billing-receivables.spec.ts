import { expect, test } from '@playwright/test';
import { isRuc } from '@zerg/shared';
import { ACCOUNTS, apiLogin, keepScreenshot, signInAt } from './helpers.ts';

/*
 * Receivables (issue 28, section 48). The main path: a new client's factura (issued through the
 * billing API) is collected from its account, net then detracción, until its balance is zero. Also:
 * the treasury operator opens the aging, a client's account,
 * collects part of its oldest open factura into the company's account of its currency; the client's
 * balance falls and the collections list finds the collection by its operation number. Empty states
 * are checked by searching for nothing.
 */

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('treasury collects part of a factura from the client account, and the balance falls', async ({
  page,
}) => {
  await signInAt(page, ACCOUNTS.treasury, '/billing/receivables/aging');
  const table = page.getByTestId('aging-table');
  await expect(table.getByTestId('aging-total').first()).toBeVisible();
  await keepScreenshot(page, 'receivables-aging', { fullPage: true });

  await table.locator('[data-testid^="aging-client-"]').first().click();
  const account = page.getByTestId('client-account');
  await expect(account.getByTestId('balance-total')).toBeVisible();
  await keepScreenshot(page, 'receivables-client-account');
  const before = money(await account.getByTestId('balance-total').textContent());

  await account.getByTestId('collection-add').click();
  const form = page.getByTestId('collection-form');
  // The form starts on the company account of the first open document's currency.
  await expect(form.getByTestId('collection-account')).toContainText(/\((PEN|USD)\)/);
  await form.getByTestId('collection-reference').fill('E2E-001');
  const amount = form.locator('[data-testid^="collection-amount-"]').first();
  await amount.fill('10.00');
  await keepScreenshot(page, 'receivables-collection-form');
  await page.getByTestId('collection-submit').click();
  await expect(form).toBeHidden();
  // In soles at the document's rate: S/ 10 for a soles factura, US$ 10 at its rate for a dollar one.
  await expect
    .poll(async () => money(await account.getByTestId('balance-total').textContent()))
    .toBeLessThan(before);

  await page.goto('/billing/receivables/collections');
  const list = page.getByTestId('collections-table');
  await page.getByTestId('table-search').fill('E2E-001');
  await expect(list.getByTestId('collection-amount')).toHaveCount(1);
  await keepScreenshot(page, 'receivables-collections');
  await page.getByTestId('table-search').fill('no such collection at all');
  await expect(list.getByTestId('collection-amount')).toHaveCount(0);
  await keepScreenshot(page, 'receivables-collections-empty');
});

test('the client record shows what the client owes', async ({ page, request }) => {
  const login = (await apiLogin(request, ACCOUNTS.admin)) as { accessToken: string };
  const aging = await request.post('/api/billing/receivables/aging', {
    headers: { authorization: `Bearer ${login.accessToken}` },
    data: { sortBy: 'total', sortDesc: true, perPage: 1 },
  });
  const [top] = ((await aging.json()) as { data: { clientId: number }[] }).data;
  await signInAt(page, ACCOUNTS.admin, `/settings/clients/edit/${top?.clientId}`);
  await expect(page.getByTestId('client-balance')).toContainText('S/');
  await keepScreenshot(page, 'receivables-client-record');
});

test('a factura is collected with its detracción and the client’s balance reaches zero', async ({
  page,
  request,
}) => {
  const login = (await apiLogin(request, ACCOUNTS.admin)) as { accessToken: string };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await request.post(`/api${path}`, {
      headers: { authorization: `Bearer ${login.accessToken}` },
      data,
    });
    expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  // A new client with a RUC (check digit found by trying the ten), invoiced S/ 1,000 + IGV = 1,180.00:
  // detracción 4 % = 47.20 → S/ 47, net S/ 1,133.00.
  const stem = `20${String(Date.now()).slice(-8)}`;
  const ruc = [...'0123456789'].map((d) => stem + d).find(isRuc) ?? '';
  const name = `Cobranza E2E ${ruc}`;
  const client = await post<{ id: number }>('/setting/client/create', {
    documentType: 'RUC',
    documentNumber: ruc,
    legalName: name,
    paymentTermDays: 30,
    currency: 'PEN',
    creditLimit: '0.00',
  });
  const series = await post<{ id: number; companyId: number; series: string }[]>('/billing/series/list', {
    documentType: '01',
    activeOnly: true,
  });
  const f001 = series.find((s) => s.series === 'F001') ?? series[0];
  const draft = await post<{ id: number }>('/billing/sales-document/create-draft', {
    companyId: f001?.companyId,
    clientId: client.id,
    documentType: '01',
    seriesId: f001?.id,
    currency: 'PEN',
    lines: [
      {
        description: 'Transporte de carga Lima – Arequipa',
        quantity: '1',
        unitValue: '1000.00',
        taxAffectation: '10',
      },
    ],
  });
  await post('/billing/sales-document/issue', { id: draft.id });

  await signInAt(page, ACCOUNTS.treasury, '/billing/receivables/aging');
  await page.getByTestId('table-search').fill(ruc);
  await page.getByTestId(`aging-client-${client.id}`).click();
  const account = page.getByTestId('client-account');
  await expect(account.getByTestId('balance-total')).toHaveText('S/ 1,180.00');

  const form = page.getByTestId('collection-form');
  const pay = async (amount: string) => {
    await form.locator('[data-testid^="collection-amount-"]').first().fill(amount);
    await page.getByTestId('collection-submit').click();
    await expect(form).toBeHidden();
  };
  await account.getByTestId('collection-add').click();
  await expect(form.getByTestId('collection-account')).toContainText('(PEN)');
  await form.getByTestId('collection-reference').fill(`OP-${ruc}`);
  await pay('1133');
  await expect(account.getByTestId('balance-total')).toHaveText('S/ 47.00');
  await expect(account.getByTestId('balance-detraction')).toHaveText('S/ 47.00');

  await account.getByTestId('collection-add').click();
  await form.getByText('Depósito de detracción').click();
  await form.getByTestId('collection-constancia').fill(`9${ruc.slice(-7)}`);
  await pay('47');
  await expect(account.getByTestId('balance-total')).toHaveText('S/ 0.00');
  await expect(account.getByTestId('account-documents')).not.toContainText('F0');
  await keepScreenshot(page, 'receivables-client-paid');
});

test('a part of a document is written off with its reason and the balance falls', async ({ page }) => {
  await signInAt(page, ACCOUNTS.treasury, '/billing/receivables/aging');
  await page.getByTestId('aging-table').locator('[data-testid^="aging-client-"]').first().click();
  const account = page.getByTestId('client-account');
  await expect(account.getByTestId('balance-total')).toBeVisible();
  const before = money(await account.getByTestId('balance-total').textContent());
  await account.locator('[data-testid^="write-off-F"]').first().click();
  const form = page.getByTestId('write-off-form');
  await form.getByTestId('write-off-amount').fill('1.00');
  await form.getByTestId('write-off-reason').fill('Diferencia no cobrable por redondeo del cliente');
  await keepScreenshot(page, 'receivables-write-off');
  await page.getByTestId('write-off-submit').click();
  await expect(form).toBeHidden();
  await expect
    .poll(async () => money(await account.getByTestId('balance-total').textContent()))
    .toBeLessThan(before);
});
