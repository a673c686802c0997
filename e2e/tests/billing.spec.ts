import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, searchAndChoose, signInAt } from './helpers.ts';

type Auth = { authorization: string };
type Item = { id: number; fullNumber: string | null; clientName: string; issueDate: string | null };
type Doc = Item & { lines: { travelOrderId: number | null }[] };

const post = async <T>(request: APIRequestContext, auth: Auth, path: string, data: unknown): Promise<T> => {
  const response = await request.post(`/api${path}`, { headers: auth, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
};

/**
 * The demo invoices every finished trip of last month and this one from the work done: the newest
 * factura in soles that holds trips is the one whose trips the test frees again.
 */
const invoiceOfTrips = async (request: APIRequestContext): Promise<Doc> => {
  const login = (await apiLogin(request, ACCOUNTS.admin)) as { accessToken: string };
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const list = await post<{ data: Item[] }>(request, auth, '/billing/sales-document/list', {
    page: 1,
    perPage: 100,
    sortBy: 'issueDate',
    sortDesc: true,
    filters: { state: 'issued', documentType: '01', currency: 'PEN' },
  });
  for (const item of list.data) {
    const doc = await post<Doc>(request, auth, '/billing/sales-document/get', { id: item.id });
    if (doc.lines.some((line) => line.travelOrderId !== null)) return doc;
  }
  throw new Error('no factura of trips in the demo data');
};

const SLOW = { timeout: 30_000 };

test('a month of trips: cancelled by a credit note, invoiced again from the work done, issued, found by its number, printed', async ({
  page,
  request,
}) => {
  const invoice = await invoiceOfTrips(request);
  const period = (invoice.issueDate ?? '').slice(0, 7);

  await signInAt(page, ACCOUNTS.admin, '/billing/sales-documents/list');
  await expect(page.getByTestId('documents-table').locator('tbody tr.ant-table-row').first()).toBeVisible(
    SLOW,
  );
  await keepScreenshot(page, 'billing-list');

  // A cancelling credit note (catálogo 09, 01) voids the factura and frees its trips.
  await page.goto(`/billing/sales-documents/view/${invoice.id}`);
  await expect(page.getByTestId('doc-number')).toContainText(invoice.fullNumber ?? '');
  await expect(page.getByTestId('doc-detraction-amount')).toBeVisible();
  await keepScreenshot(page, 'billing-detail', { fullPage: true });
  await page.getByTestId('doc-credit-note').click();
  await choose(page, 'note-reason', '01 ·');
  await page.getByTestId('note-description').fill('Servicio facturado con la tarifa equivocada');
  await page.getByTestId('note-ok').click();
  await expect(page.getByTestId('doc-number')).toContainText('FC01-', SLOW);
  await expect(page.getByTestId('doc-reference')).toHaveText(invoice.fullNumber ?? '');
  await page.getByTestId('doc-reference').click();
  await expect(page.getByTestId('doc-state').locator('[data-status]')).toHaveAttribute(
    'data-status',
    'voided',
  );
  await expect(page.getByTestId('doc-notes')).toContainText('FC01-');

  // The client's month again, from the work done: its trips at their rates, one draft.
  await page.goto('/billing/sales-documents/from-work');
  await choose(page, 'work-company', 'Zerg Transportes');
  await searchAndChoose(page, 'work-client', invoice.clientName);
  const month = page.getByTestId('work-period');
  await month.click();
  await month.fill(`${period.slice(5)}/${period.slice(0, 4)}`);
  await month.press('Enter');
  await choose(page, 'work-series', 'F001');
  const trips = page.getByTestId('work-trips').locator('tbody tr.ant-table-row');
  await expect(trips).toHaveCount(invoice.lines.filter((l) => l.travelOrderId !== null).length, SLOW);
  await expect(page.getByTestId('work-total-PEN')).toBeVisible();
  await keepScreenshot(page, 'billing-from-work', { fullPage: true });
  await page.getByTestId('work-invoice').click();
  await expect(page).toHaveURL(/\/billing\/sales-documents\/view\/\d+$/, SLOW);
  const draftId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('doc-state').locator('[data-status]')).toHaveAttribute(
    'data-status',
    'draft',
  );

  // Issued: the series' next number, the detracción split, the PDF.
  await page.getByTestId('doc-issue').click();
  await page.getByTestId('issue-ok').click();
  await expect(page.getByTestId('doc-number')).toContainText(/F001-\d{8}/, SLOW);
  const number = /F001-\d{8}/.exec((await page.getByTestId('doc-number').textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByTestId('doc-state').locator('[data-status]')).toHaveAttribute(
    'data-status',
    'issued',
  );
  await expect(page.getByTestId('doc-detraction-amount')).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('doc-pdf').click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

  // In the list by its number, issued, printable from its row.
  await page.goto('/billing/sales-documents/list');
  await page.getByTestId('table-search').fill(number);
  const row = page.getByTestId('documents-table').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1, SLOW);
  await expect(row).toContainText(number);
  await expect(page.getByTestId(`doc-state-${draftId}`).locator('[data-status]')).toHaveAttribute(
    'data-status',
    'issued',
  );
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`doc-pdf-${draftId}`).click(),
  ]);
  expect(again.suggestedFilename()).toMatch(/\.pdf$/);
});

test('the invoice form shows the live totals, the detracción ahead, and the server’s refusal on the client', async ({
  page,
  request,
}) => {
  const invoice = await invoiceOfTrips(request);
  await signInAt(page, ACCOUNTS.admin, '/billing/sales-documents/new');
  await expect(page.getByTestId('draft-series')).toContainText('F001', SLOW);
  await searchAndChoose(page, 'draft-client', invoice.clientName);
  await page.getByTestId('line-description-0').fill('Servicio de transporte de carga Lima → Arequipa');
  await page.getByTestId('line-quantity-0').fill('1.5');
  await page.getByTestId('line-unit-value-0').fill('400');
  // 1.5 × 400.00 = 600.00 + IGV 108.00: over S/ 400, so the 4 % detracción (S/ 28) is announced.
  await expect(page.getByTestId('draft-total')).toContainText('708.00');
  await expect(page.getByTestId('draft-detraction')).toContainText('28.00');
  await keepScreenshot(page, 'billing-form', { fullPage: true });

  // A boleta for a client with a RUC: the server refuses it and says so on the client field.
  await choose(page, 'draft-type', 'Boleta');
  await expect(page.getByTestId('draft-series')).toContainText('B001');
  await page.getByTestId('draft-save').click();
  const clientItem = page.locator('.ant-form-item', { has: page.getByTestId('draft-client') });
  await expect(clientItem.locator('.ant-form-item-explain-error')).toBeVisible(SLOW);
  await keepScreenshot(page, 'billing-form-error', { fullPage: true });

  // A company without documents: the list says nothing matches.
  await page.goto('/billing/sales-documents/list');
  await choose(page, 'filter-company', 'Zerg Servicios');
  await expect(page.getByTestId('table-total')).toContainText('0');
  await keepScreenshot(page, 'billing-list-empty');
});

test('the work done made and issued at once: numbered from the series, in the list as issued', async ({
  page,
  request,
}) => {
  // The newest factura of trips cancelled through the API frees its trips for the screen.
  const invoice = await invoiceOfTrips(request);
  const period = (invoice.issueDate ?? '').slice(0, 7);
  const login = (await apiLogin(request, ACCOUNTS.admin)) as { accessToken: string };
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const series = await post<{ id: number; series: string }[]>(request, auth, '/billing/series/list', {});
  const creditSeries = series.find((s) => s.series === 'FC01');
  await post(request, auth, '/billing/sales-document/issue-note', {
    referenceId: invoice.id,
    documentType: '07',
    seriesId: creditSeries?.id,
    reason: '01',
    description: 'Anulación para facturar de nuevo',
  });

  await signInAt(page, ACCOUNTS.admin, '/billing/sales-documents/from-work');
  await choose(page, 'work-company', 'Zerg Transportes');
  await searchAndChoose(page, 'work-client', invoice.clientName);
  const month = page.getByTestId('work-period');
  await month.click();
  await month.fill(`${period.slice(5)}/${period.slice(0, 4)}`);
  await month.press('Enter');
  await choose(page, 'work-series', 'F001');
  await expect(page.getByTestId('work-trips').locator('tbody tr.ant-table-row').first()).toBeVisible(SLOW);
  await page.getByTestId('work-invoice-issue').click();
  await expect(page.getByTestId('work-issue-ok')).toBeVisible();
  await keepScreenshot(page, 'billing-work-issue');
  await page.getByTestId('work-issue-ok').click();
  // One document for the month (or one per service order): either way, issued with its number.
  await expect(page).toHaveURL(/\/billing\/sales-documents\/(view\/\d+|list)$/, SLOW);
  if (/\/view\/\d+$/.test(page.url())) {
    await expect(page.getByTestId('doc-number')).toContainText(/F001-\d{8}/, SLOW);
    await expect(page.getByTestId('doc-state').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'issued',
    );
  } else {
    await page.getByTestId('table-search').fill(invoice.clientName);
    await expect(page.getByTestId('documents-table').locator('tbody tr.ant-table-row').first()).toContainText(
      /F001-\d{8}/,
      SLOW,
    );
  }
});
