import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { startTestSunat } from '../../apps/server/test/support/fake-sunat-account.ts';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, signInAt } from './helpers.ts';
import { misfits } from './screen-fit.ts';

/*
 * Billing › Electronic documents. A factura of a company with SUNAT credentials and a certificate is
 * recorded when issued; the screen lists it with its SUNAT state (pending, sending or failed: no
 * SUNAT answers here, its addresses point at a closed local port), filters by state, and opens its
 * record. The sales document shows the same state in its list and its SUNAT panel. The empty list,
 * a failing list and a long page are shown as well (the last two answered by the test).
 */

type Auth = { authorization: string };
type Item = { id: number; clientId: number; companyId: number; documentType: string; series: string };
type Doc = { id: number; fullNumber: string; sunat: { id: number; state: string } | null };

const COMPANY = 1;
const PASSWORD = 'zerg-test-1';
const CERTIFICATE = join(import.meta.dirname, '../../apps/server/test/fixtures/signing-certificate.p12');
// Nothing listens on port 9 (discard): every send fails at once, without reaching the internet.
const CLOSED = 'http://127.0.0.1:9/sunat';
const SLOW = { timeout: 30_000 };

const post = async <T>(request: APIRequestContext, auth: Auth, path: string, data: unknown): Promise<T> => {
  const response = await request.post(`/api${path}`, { headers: auth, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
};

const adminAuth = async (request: APIRequestContext): Promise<Auth> => {
  const login = (await apiLogin(request, ACCOUNTS.admin)) as { accessToken: string };
  return { authorization: `Bearer ${login.accessToken}` };
};

/** Credentials on beta with closed addresses and the test certificate, then a new factura issued. */
const issueElectronically = async (
  request: APIRequestContext,
  endpoints: Record<string, string | null> = {
    billService: CLOSED,
    billConsultService: null,
    greToken: CLOSED,
    greApi: CLOSED,
  },
): Promise<Doc> => {
  const auth = await adminAuth(request);
  // A GRE client saved by an earlier spec stays: only the addresses change.
  const saved = await post<{ credentials: { greClientId: string | null } | null }>(
    request,
    auth,
    '/setting/company/sunat/get',
    { id: COMPANY },
  );
  await post(request, auth, '/setting/company/sunat/update', {
    companyId: COMPANY,
    environment: 'beta',
    solUser: 'MODDATOS',
    solPassword: 'moddatos',
    greClientId: saved.credentials?.greClientId ?? undefined,
    endpoints,
  });
  const upload = await request.post('/api/setting/company/certificate/upload', {
    headers: auth,
    multipart: {
      company_id: String(COMPANY),
      password: PASSWORD,
      file: {
        name: 'signing-certificate.p12',
        mimeType: 'application/x-pkcs12',
        buffer: readFileSync(CERTIFICATE),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  // A client the demo already invoiced with a factura of the company, and the company's F001.
  const list = await post<{ data: Item[] }>(request, auth, '/billing/sales-document/list', {
    page: 1,
    perPage: 50,
    filters: { companyId: COMPANY, documentType: '01', state: 'issued' },
  });
  const invoiced = list.data[0];
  if (!invoiced) throw new Error('no issued factura of the company in the demo data');
  const series = await post<{ id: number; series: string; companyId: number }[]>(
    request,
    auth,
    '/billing/series/list',
    { companyId: COMPANY, documentType: '01' },
  );
  const f001 = series.find((s) => s.series === invoiced.series) ?? series[0];
  const draft = await post<Doc>(request, auth, '/billing/sales-document/create-draft', {
    companyId: COMPANY,
    clientId: invoiced.clientId,
    documentType: '01',
    seriesId: f001?.id,
    currency: 'PEN',
    lines: [
      { description: 'Servicio de transporte e2e', quantity: '1', unitValue: '100.00', taxAffectation: '10' },
    ],
  });
  return post<Doc>(request, auth, '/billing/sales-document/issue', { id: draft.id });
};

test.afterAll(async ({ request }) => {
  // The next specs find the company as they expect it: no certificate, not issuing electronically.
  const auth = await adminAuth(request);
  await request.post('/api/setting/company/certificate/remove', { headers: auth, data: { id: COMPANY } });
  await request.post('/api/setting/company/sunat/remove', { headers: auth, data: { id: COMPANY } });
});

test('the electronic documents list: empty, a recorded factura with its state, filtered by state, its record', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAt(page, ACCOUNTS.admin, '/billing/e-documents/list');
  // Nothing was issued electronically yet: the empty list says where the records come from.
  await expect(page.getByTestId('edocs-table')).toContainText(
    'Aún no se ha enviado ningún comprobante',
    SLOW,
  );
  await keepScreenshot(page, 'e-documents-empty');

  const doc = await issueElectronically(request);
  expect(doc.sunat).not.toBeNull();
  const recordId = doc.sunat?.id ?? 0;

  const row = page.getByTestId(`edoc-state-${recordId}`);
  await page.reload();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', /pending|sending|failed/, SLOW);
  // The closed address refuses the send, and the test server does not try again: failed.
  await expect(async () => {
    await page.reload();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'failed', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await keepScreenshot(page, 'e-documents-list');

  // Filtered by a state it is not in, it is gone; by its own, it is back.
  await choose(page, 'filter-state', 'Aceptado con observaciones');
  await expect(page.getByTestId('edocs-table')).toContainText('Ningún registro coincide', SLOW);
  await expect(row).toHaveCount(0);
  await choose(page, 'filter-state', 'Fallido');
  await expect(row).toBeVisible(SLOW);

  // The record: SUNAT's answer, the signed XML, and Resend since it failed.
  await page.getByTestId(`edoc-open-${recordId}`).click();
  const panel = page.getByTestId('edoc-drawer').getByTestId('edoc-panel');
  await expect(panel.getByTestId('edoc-state').locator('[data-status]')).toHaveAttribute(
    'data-status',
    'failed',
  );
  await expect(panel).toContainText(`-01-${doc.fullNumber.replace(/-0*/, '-')}`);
  await expect(panel.getByTestId('edoc-xml')).toBeVisible();
  await expect(panel.getByTestId('edoc-resend')).toBeVisible();
  await keepScreenshot(page, 'e-documents-drawer');
  const download = page.waitForEvent('download');
  await panel.getByTestId('edoc-xml').click();
  expect((await download).suggestedFilename()).toMatch(/-01-F\w+-\d+\.xml$/);
  await page.keyboard.press('Escape');

  // The sales document carries the same record: a tag in its list and the SUNAT panel on its page.
  await page.goto(`/billing/sales-documents/view/${doc.id}`);
  await expect(page.getByTestId('edoc-panel').getByTestId('edoc-state')).toBeVisible(SLOW);
  await keepScreenshot(page, 'e-documents-sales-document', { fullPage: true });
  await page.getByTestId('edoc-resend').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Comprobante en cola para reenviarse a SUNAT')).toBeVisible();
  await page.goto('/billing/sales-documents/list');
  await expect(page.getByTestId(`doc-sunat-${doc.id}`).locator('[data-status]')).toBeVisible(SLOW);
  await keepScreenshot(page, 'e-documents-billing-list');
  expect(await misfits(page)).toEqual([]);
});

test('a failing list says so, and a long page of records keeps its columns', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/home');
  await page.route('**/api/e-documents/list', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'Internal error' } }),
  );
  await page.goto('/billing/e-documents/list');
  await expect(page.getByTestId('retry-button')).toBeVisible(SLOW);
  await keepScreenshot(page, 'e-documents-error');

  await page.unroute('**/api/e-documents/list');
  const states = ['accepted', 'observed', 'rejected', 'failed', 'pending', 'awaiting_ticket', 'sending'];
  const data = Array.from({ length: 50 }, (_, i) => ({
    id: 1000 + i,
    companyId: 1,
    companyName: 'Zerg Transportes S.A.C.',
    kind: i % 9 === 0 ? 'voided' : 'sales',
    sourceType: 'sales_document',
    sourceId: i + 1,
    fileName: i % 9 === 0 ? `20601234565-RA-20261129-${i}` : `20601234565-01-F001-${200 + i}`,
    documentType: i % 9 === 0 ? 'RA' : '01',
    series: i % 9 === 0 ? 'RA-20261129' : 'F001',
    number: 200 + i,
    state: states[i % states.length],
    sunatCode: i % 7 < 3 ? String((i % 7) * 1000) : null,
    sunatDescription:
      i % 7 === 1
        ? 'La Factura numero F001-200, ha sido aceptada con observaciones: el dato ingresado como dirección no cumple con el formato establecido'
        : i % 7 < 3
          ? `La Factura numero F001-${200 + i}, ha sido aceptada`
          : null,
    attempts: i % 4,
    createdAt: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T15:00:00.000Z`,
    answeredAt: i % 7 < 3 ? `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T15:01:00.000Z` : null,
  }));
  await page.route('**/api/e-documents/list', (route) => route.fulfill({ json: { data, total: 1234 } }));
  await page.getByTestId('retry-button').click();
  await expect(page.getByTestId('edocs-table').locator('tbody tr.ant-table-row')).toHaveCount(50, SLOW);
  await keepScreenshot(page, 'e-documents-long', { fullPage: true });
  // Long answers and file names stay in their columns: no sideways scroll at 1440 px.
  expect(await misfits(page)).toEqual([]);
});

test('a factura SUNAT accepted is voided by a comunicación de baja from its page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const auth = await adminAuth(request);
  const companies = await post<{ data: { id: number; ruc: string }[] }>(
    request,
    auth,
    '/setting/company/list',
    {
      page: 1,
      perPage: 10,
    },
  );
  const ruc = companies.data.find((c) => c.id === COMPANY)?.ruc;
  // The local SUNAT of the API tests, answering with signed CDRs, on a free port of this machine.
  const sunat = await startTestSunat({ ...(ruc ? { ruc } : {}), ticketsPendingOnce: false });
  try {
    const doc = await issueElectronically(request, {
      billService: sunat.endpoints.billService,
      billConsultService: sunat.endpoints.billConsultService ?? null,
      greToken: sunat.endpoints.greToken,
      greApi: sunat.endpoints.greApi,
    });
    await signInAt(page, ACCOUNTS.admin, `/billing/sales-documents/view/${doc.id}`);
    // The queue sends it in the background; the page shows SUNAT's answer once it is stored.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('doc-void')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await page.getByTestId('doc-void').click();
    await page.getByTestId('void-ok').click();
    await expect(page.getByTestId('void-modal').locator('.ant-form-item-explain-error')).toHaveCount(1);
    await page.getByTestId('void-reason').fill('Error en la descripción del servicio');
    await page.getByTestId('void-ok').click();
    await expect(page.getByText('comunicación de baja va camino a SUNAT')).toBeVisible(SLOW);
    // Asked, not yet void: the factura stays issued until SUNAT accepts the baja.
    await expect(page.getByTestId('doc-void')).toHaveCount(0);
    await expect(page.getByTestId('doc-state').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'issued',
    );
    await expect(page.getByTestId('void-status')).toContainText('Error en la descripción del servicio');
    await keepScreenshot(page, 'billing-baja-awaiting');
    await expect.poll(() => sunat.receipts.filter((r) => r.fileName.includes('-RA-')).length, SLOW).toBe(1);
    // The page reads the document again while the baja waits: SUNAT's acceptance voids it.
    await expect(page.getByTestId('doc-state').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'voided',
      SLOW,
    );
    await expect(page.getByTestId('doc-baja').getByTestId('edoc-state')).toContainText(/Aceptad/);
    await keepScreenshot(page, 'billing-voided-by-baja');
  } finally {
    await sunat.close();
  }
});
