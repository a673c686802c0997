import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { FakeSunat } from '../../apps/server/test/support/fake-sunat.ts';
import {
  FAKE_SUNAT_ACCOUNT,
  localSunatCredentials,
  startTestSunat,
} from '../../apps/server/test/support/fake-sunat-account.ts';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, signInAt } from './helpers.ts';

const operations = { email: 'operaciones@zerg.pe', password: 'Opera123!' };
const base = '/api/operations/travel-order';

type Part = Record<string, unknown> & { travelOrderId: number };

/**
 * A registered demo trip whose guide could be issued (company, fleet and crew complete), with its
 * GRE part emptied of consignee, remitente guides, goods and weight, so the screen has to fill them.
 */
const emptiedDemoTrip = async (request: APIRequestContext) => {
  const { accessToken } = (await apiLogin(request, operations)) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const post = async <T>(path: string, data: unknown) => {
    const res = await request.post(`${base}/${path}`, { data, headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const list = await post<{ data: { id: number }[] }>('list', {
    filters: { state: 'registered' },
    perPage: 50,
  });
  for (const { id } of list.data) {
    const check = await post<{ ok: boolean }>('despatch/check', { id });
    if (!check.ok) continue;
    const part = await post<Part>('despatch/get', { id });
    await post('despatch/save', {
      id,
      shipper: part.shipper,
      consignee: null,
      payer: null,
      senderGuides: [],
      originUbigeo: part.originUbigeo,
      originAddress: part.originAddress,
      destinationUbigeo: part.destinationUbigeo,
      destinationAddress: part.destinationAddress,
      transferStartDate: part.transferStartDate,
      goods: [],
      grossWeight: null,
      weightUnit: 'KGM',
      observations: null,
    });
    return id;
  }
  throw new Error('no registered demo trip could issue its guide');
};

test('operations fill the GRE part of a demo trip and see its checklist turn complete', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const id = await emptiedDemoTrip(request);
  await signInAt(page, operations, `/operations/travel-orders/${id}`);
  const card = page.getByTestId('travel-order-despatch');
  await expect(card).toBeVisible({ timeout: 30_000 });
  const check = page.getByTestId('despatch-check');
  await expect(check).toHaveAttribute('data-ok', 'false');
  for (const missing of ['consignee', 'goodsLines', 'grossWeight']) {
    await expect(page.getByTestId(`despatch-missing-${missing}`)).toBeVisible();
  }
  await expect(page.getByTestId('despatch-missing-shipper')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'travel-order-despatch-empty', { fullPage: true });

  // A RUC whose check digit is wrong comes back on its field.
  await page.getByTestId('despatch-consignee-number').fill('20123456789');
  await page.getByTestId('despatch-consignee-name').fill('Distribuidora Andina S.A.C.');
  await page.getByTestId('despatch-save').click();
  const numberItem = page.locator('.ant-form-item', { has: page.getByTestId('despatch-consignee-number') });
  await expect(numberItem.locator('.ant-form-item-explain-error')).toContainText('RUC');
  await keepScreenshot(page, 'travel-order-despatch-error');

  // The consignee is a person this time; the remitente's guide, twelve lines of goods and the weight.
  await choose(page, 'despatch-consignee-type', 'DNI');
  await page.getByTestId('despatch-consignee-number').fill('45871236');
  await page.getByTestId('despatch-consignee-name').fill('Juana Pérez Ríos');
  await page.getByTestId('despatch-add-guide').click();
  await page.getByTestId('despatch-guide-0-series').fill('eg01');
  await page.getByTestId('despatch-guide-0-number').fill('4521');
  await page.getByTestId('despatch-guide-0-ruc').fill('20551938043');
  for (let line = 0; line < 12; line += 1) {
    await page.getByTestId('despatch-add-goods').click();
    await page
      .getByTestId(`despatch-goods-${line}-description`)
      .fill(`Cemento Portland tipo I, lote ${line + 1}`);
    await page.getByTestId(`despatch-goods-${line}-quantity`).fill(String(50 + line * 10));
  }
  await choose(page, 'despatch-goods-11-unit', 'BG');
  await page.getByTestId('despatch-gross-weight').fill('28000');
  await page.getByTestId('despatch-save').click();

  await expect(check).toHaveAttribute('data-ok', 'true', { timeout: 15_000 });
  await expect(check).toContainText('Todo listo');
  await expect(page.getByTestId('despatch-goods-11-description')).toHaveValue(
    'Cemento Portland tipo I, lote 12',
  );
  await expect(page.getByTestId('despatch-guide-0-series')).toHaveValue('EG01');
  await keepScreenshot(page, 'travel-order-despatch-complete', { fullPage: true });
});

const CERTIFICATE = join(import.meta.dirname, '../../apps/server/test/fixtures/signing-certificate.p12');

/**
 * Every demo company issues electronically to a local SUNAT of its own (the API tests' server, with
 * signed CDRs), with the test certificate; `undo` puts the companies back as the next specs expect.
 */
const issuingCompanies = async (request: APIRequestContext) => {
  const { accessToken } = (await apiLogin(request, ACCOUNTS.admin)) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = await request.post('/api/setting/company/list', { data: { page: 1, perPage: 10 }, headers });
  const companies = ((await list.json()) as { data: { id: number; ruc: string }[] }).data;
  const servers: FakeSunat[] = [];
  for (const company of companies) {
    // The guide's ticket answers at its first poll: the e2e server does not retry (E_DOCUMENT_RETRY_LIMIT 0).
    const sunat = await startTestSunat({ ruc: company.ruc, ticketsPendingOnce: false });
    servers.push(sunat);
    const saved = await request.post('/api/setting/company/sunat/update', {
      headers,
      data: {
        ...localSunatCredentials(company.id, sunat),
        greClientId: FAKE_SUNAT_ACCOUNT.clientId,
        greClientSecret: FAKE_SUNAT_ACCOUNT.clientSecret,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const upload = await request.post('/api/setting/company/certificate/upload', {
      headers,
      multipart: {
        company_id: String(company.id),
        password: 'zerg-test-1',
        file: { name: 'firma.p12', mimeType: 'application/x-pkcs12', buffer: readFileSync(CERTIFICATE) },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
  }
  return {
    servers,
    undo: async () => {
      for (const company of companies) {
        await request.post('/api/setting/company/certificate/remove', { headers, data: { id: company.id } });
        await request.post('/api/setting/company/sunat/remove', { headers, data: { id: company.id } });
      }
      for (const sunat of servers) await sunat.close();
    },
  };
};

test('a trip started by operations issues its guide, accepted by SUNAT, with its PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { accessToken } = (await apiLogin(request, operations)) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  // A trip of the demo driver, so that the guide is seen on their phone too.
  const driverAuth = (await apiLogin(request, ACCOUNTS.driver)) as { accessToken: string };
  const info = await request.post('/api/driver/get-information-driver', {
    headers: { authorization: `Bearer ${driverAuth.accessToken}` },
  });
  const { employeeId: driverId } = (await info.json()) as { employeeId: number };
  const list = await request.post(`${base}/list`, {
    data: { filters: { state: 'registered', driverId }, perPage: 50 },
    headers,
  });
  let id = 0;
  for (const trip of ((await list.json()) as { data: { id: number }[] }).data) {
    const check = await request.post(`${base}/despatch/check`, { data: { id: trip.id }, headers });
    if (((await check.json()) as { ok: boolean }).ok) {
      id = trip.id;
      break;
    }
  }
  expect(id, 'a registered demo trip that can issue its guide').toBeGreaterThan(0);
  const sunat = await issuingCompanies(request);
  try {
    await signInAt(page, operations, `/operations/travel-orders/${id}`);
    await page.getByTestId('move-initiated').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect(page.getByTestId('gre-number')).toHaveText(/^V001-\d{8}$/, { timeout: 30_000 });
    // The queue sends it in the background; the card shows SUNAT's answer once it is stored.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('gre-state')).toHaveText('aceptada', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await page.getByTestId('gre-pdf').click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    const received = sunat.servers.flatMap((s) => s.receipts).filter((r) => r.fileName.includes('-31-V001-'));
    expect(received).toHaveLength(1);
    await keepScreenshot(page, 'travel-order-gre-accepted', { fullPage: true });
    // The driver's phone: the trip under way, its guide's PDF with SUNAT's QR.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, ACCOUNTS.driver, '/driver');
    const onPhone = page.getByTestId('trip-gre-pdf');
    await expect(onPhone).toContainText(/V001-\d{8}/, { timeout: 30_000 });
    const fromPhone = page.waitForEvent('download');
    await onPhone.click();
    const pdf = await fromPhone;
    expect(pdf.suggestedFilename()).toMatch(/V001-\d{8}.*\.pdf$/);
    const saved = join(test.info().outputDir, 'driver-gre.pdf');
    await pdf.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    await keepScreenshot(page, 'driver-gre-on-phone');
  } finally {
    await sunat.undo();
  }
});
