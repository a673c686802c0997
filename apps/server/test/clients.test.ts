import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IMPORT_COLUMNS } from '../src/modules/clients/client-import.ts';
import { client, DEMO, login } from './setup/http.ts';
import { multipart } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let ops: ReturnType<typeof client>;
let opsEs: ReturnType<typeof client>;
let driver: ReturnType<typeof client>;
let opsToken: string;

type Client = {
  id: number;
  documentNumber: string;
  creditLimit: string;
  isActive: boolean;
  addresses: {
    id: number;
    ubigeo: string;
    districtName: string;
    deliveryPoints: { id: number; name: string }[];
  }[];
  contacts: { name: string; email: string | null }[];
};

const newClient = (over: Record<string, unknown> = {}) => ({
  documentType: 'RUC',
  documentNumber: '20100047218',
  legalName: 'Minera Huaytapallana S.A.C.',
  tradeName: 'Huaytapallana',
  paymentTermDays: 45,
  currency: 'USD',
  creditLimit: '125000.5',
  addresses: [
    {
      ubigeo: '120101',
      address: 'Av. Giráldez 540',
      reference: 'Frente a la plaza',
      deliveryPoints: [
        {
          name: 'Almacén Huancayo',
          address: 'Av. Ferrocarril 2200',
          ubigeo: '120101',
          contactName: 'Pedro Ríos',
        },
      ],
    },
  ],
  contacts: [
    { name: 'Elena Cárdenas', role: 'Logística', phone: '(+51)987654321', email: 'ECardenas@huayta.pe' },
  ],
  ...over,
});

beforeAll(async () => {
  const session = await login(ctx, DEMO.operations);
  opsToken = session.accessToken;
  ops = client(ctx, opsToken);
  opsEs = client(ctx, opsToken, 'es');
  driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
});

describe('clients', () => {
  it('lists the demo clients with paging, search, filters and sort', async () => {
    const all = (await ops.post('/api/setting/client/list', { perPage: 5 })).body as {
      data: { legalName: string }[];
      total: number;
    };
    expect(all.total).toBe(21);
    expect(all.data).toHaveLength(5);
    const usd = (await ops.post('/api/setting/client/list', { filters: { currency: 'USD' } })).body as {
      data: { currency: string }[];
    };
    expect(usd.data.length).toBeGreaterThan(3);
    expect(usd.data.every((c) => c.currency === 'USD')).toBe(true);
    const dni = (await ops.post('/api/setting/client/list', { filters: { documentType: 'DNI' } })).body as {
      total: number;
    };
    expect(dni.total).toBe(1);
    const inactive = (await ops.post('/api/setting/client/list', { filters: { status: 'inactive' } }))
      .body as {
      data: { documentNumber: string }[];
    };
    expect(inactive.data.map((c) => c.documentNumber)).toEqual(['20685995281']);
    const search = (await ops.post('/api/setting/client/list', { q: 'cemento' })).body as {
      data: { tradeName: string; deliveryPoints: number; mainContact: string }[];
    };
    expect(search.data.map((c) => c.tradeName)).toEqual(['Cementos Pacífico']);
    expect(search.data[0]).toMatchObject({ deliveryPoints: 2, mainContact: 'Carmen Quispe Mamani' });
    const sorted = (
      await ops.post('/api/setting/client/list', { sortBy: 'creditLimit', sortDesc: true, perPage: 1 })
    ).body as { data: { creditLimit: string }[] };
    expect(sorted.data[0]?.creditLimit).toBe('400000.00');
  });

  it('creates a client with its address, delivery point and contact, exact money and an audit entry', async () => {
    const res = await ops.post('/api/setting/client/create', newClient());
    expect(res.status).toBe(200);
    const c = res.body as Client;
    expect(c.creditLimit).toBe('125000.50');
    expect(c.addresses[0]?.districtName).toBe('Huancayo');
    expect(c.addresses[0]?.deliveryPoints.map((p) => p.name)).toEqual(['Almacén Huancayo']);
    expect(c.contacts[0]?.email).toBe('ecardenas@huayta.pe');
    const audit = await ctx.database.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'client' and entity_id = ${String(c.id)}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);
    const points = await ops.post('/api/setting/client/get-select-delivery-point', { clientId: c.id });
    expect(points.body).toEqual([
      {
        id: c.addresses[0]?.deliveryPoints[0]?.id,
        name: 'Almacén Huancayo',
        address: 'Av. Ferrocarril 2200',
        ubigeo: '120101',
      },
    ]);
  });

  it('edits a client replacing its nested rows in one go, keeping the delivery points it names', async () => {
    const created = (
      await ops.post('/api/setting/client/create', newClient({ documentNumber: '20600000013' }))
    ).body as Client;
    const address = created.addresses[0];
    const point = address?.deliveryPoints[0];
    const res = await ops.post('/api/setting/client/update', {
      ...newClient({ documentNumber: '20600000013', legalName: 'Minera Huaytapallana S.A.A.' }),
      id: created.id,
      addresses: [
        {
          id: address?.id,
          ubigeo: '120101',
          address: 'Av. Giráldez 560',
          deliveryPoints: [
            { id: point?.id, name: 'Almacén principal', address: 'Av. Ferrocarril 2200', ubigeo: '120101' },
            { name: 'Mina Huaytapallana', address: 'Carretera a Pariahuanca km 20', ubigeo: '120101' },
          ],
        },
        { ubigeo: '150131', address: 'Av. Camino Real 390, of. 1201', deliveryPoints: [] },
      ],
      contacts: [],
    });
    expect(res.status).toBe(200);
    const c = res.body as Client;
    expect(c.addresses).toHaveLength(2);
    expect(c.addresses[0]?.deliveryPoints[0]).toMatchObject({ id: point?.id, name: 'Almacén principal' });
    expect(c.addresses[0]?.deliveryPoints).toHaveLength(2);
    expect(c.contacts).toEqual([]);
    // An id of another client's point is refused, naming the field.
    const other = (await ops.post('/api/setting/client/get', { id: 1 })).body as Client;
    const stolen = await ops.post('/api/setting/client/update', {
      ...newClient({ documentNumber: '20600000013' }),
      id: created.id,
      addresses: [
        {
          ubigeo: '120101',
          address: 'x',
          deliveryPoints: [
            { id: other.addresses[0]?.deliveryPoints[0]?.id, name: 'x', address: 'x', ubigeo: '120101' },
          ],
        },
      ],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ errors: { 'addresses.0.deliveryPoints.0.id': ['Invalid value'] } });
  });

  it('refuses a RUC with a wrong check digit, a bad DNI, an unknown district and bad money, in the caller language', async () => {
    const ruc = await opsEs.post('/api/setting/client/create', newClient({ documentNumber: '20100047219' }));
    expect(ruc.status).toBe(400);
    expect(ruc.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { documentNumber: ['El RUC no es válido'] },
    });
    const dni = await ops.post(
      '/api/setting/client/create',
      newClient({ documentType: 'DNI', documentNumber: '1234567' }),
    );
    expect(dni.body).toMatchObject({ errors: { documentNumber: ['The DNI must have 8 digits'] } });
    const ubigeo = await ops.post(
      '/api/setting/client/create',
      newClient({ addresses: [{ ubigeo: '999999', address: 'Av. X 1', deliveryPoints: [] }] }),
    );
    expect(ubigeo.status).toBe(400);
    expect(ubigeo.body).toMatchObject({ errors: { 'addresses.0.ubigeo': ['Does not exist'] } });
    const money = await ops.post('/api/setting/client/create', newClient({ creditLimit: '10.555' }));
    expect(money.body).toMatchObject({
      errors: { creditLimit: ['Must be an amount with up to 2 decimals'] },
    });
    const negative = await ops.post('/api/setting/client/create', newClient({ creditLimit: '-5' }));
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ errors: { creditLimit: ['The amount cannot be negative'] } });
  });

  it('answers 409 naming the document on a duplicate, on create and on edit', async () => {
    const dup = await ops.post('/api/setting/client/create', newClient({ documentNumber: '20526018151' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      code: 'DOCUMENT_ALREADY_REGISTERED',
      errors: { documentNumber: ['Document number is already registered'] },
    });
    const mine = (await ops.post('/api/setting/client/create', newClient({ documentNumber: '20600000021' })))
      .body as Client;
    const edit = await ops.post('/api/setting/client/update', {
      ...newClient({ documentNumber: '20908301669' }),
      id: mine.id,
    });
    expect(edit.status).toBe(409);
  });

  it('answers 404 "Client not found" for an unknown client on every route that takes one', async () => {
    for (const [url, body] of [
      ['/api/setting/client/get', { id: 999999 }],
      ['/api/setting/client/activate', { id: 999999 }],
      ['/api/setting/client/deactivate', { id: 999999 }],
      ['/api/setting/client/get-select-delivery-point', { clientId: 999999 }],
      ['/api/setting/client/update', { ...newClient({ documentNumber: '20600000030' }), id: 999999 }],
    ] as const) {
      const res = await ops.post(url, body);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ code: 'CLIENT_NOT_FOUND', message: 'Client not found' });
    }
  });

  it('deactivates and activates (no deleting), refusing a repeated change, and leaves the picker', async () => {
    const c = (await ops.post('/api/setting/client/create', newClient({ documentNumber: '20600000048' })))
      .body as Client;
    const off = await ops.post('/api/setting/client/deactivate', { id: c.id });
    expect((off.body as Client).isActive).toBe(false);
    expect((await ops.post('/api/setting/client/deactivate', { id: c.id })).body).toMatchObject({
      code: 'INVALID_CHANGE',
    });
    const picker = (await ops.get(`/api/setting/client/get-select-client?ids=${c.id}`)).body as {
      id: number;
    }[];
    expect(picker).toEqual([]);
    expect(((await ops.post('/api/setting/client/activate', { id: c.id })).body as Client).isActive).toBe(
      true,
    );
    const audit = await ctx.database.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'client' and entity_id = ${String(c.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'deactivate', 'activate']);
  });

  it('exports the filtered list to Excel in the caller language', async () => {
    const res = await opsEs.post('/api/setting/client/export', { filters: { currency: 'USD' } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(3).value).toBe('Razón social');
    expect(sheet?.rowCount).toBeGreaterThan(3);
  });

  it('imports from the template all or nothing, reporting each bad row', async () => {
    const template = await ops.get('/api/setting/client/import-template');
    expect(template.status).toBe(200);
    const row = (over: Partial<Record<(typeof CLIENT_IMPORT_COLUMNS)[number], string>>) => {
      const base: Record<string, string> = {
        document_type: 'RUC',
        document_number: '20600000056',
        legal_name: 'Transportes Sierra Verde S.A.C.',
        payment_term_days: '30',
        currency: 'PEN',
        credit_limit: '20000',
        address_ubigeo: '080101',
        address: 'Av. La Cultura 1200',
        delivery_point_name: 'Almacén Cusco',
        delivery_point_address: 'Av. La Cultura 1200',
        contact_name: 'Rosa Huamán',
      };
      return CLIENT_IMPORT_COLUMNS.map((c) => over[c] ?? base[c] ?? '');
    };
    const send = async (rows: string[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('clients');
      sheet.addRow([...CLIENT_IMPORT_COLUMNS]);
      for (const r of rows) sheet.addRow(r);
      const body = await multipart(
        {},
        {
          name: 'clients.xlsx',
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          data: Buffer.from(await book.xlsx.writeBuffer()),
        },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/setting/client/import',
        headers: {
          authorization: `Bearer ${opsToken}`,
          'content-type': body.contentType,
          'accept-language': 'en',
        },
        payload: body.payload,
      });
      // The route answers the job's batch; the job (run here) leaves the report on it.
      const { batchId } = res.json() as { batchId: number };
      await ctx.app.documentBatches.runQueued();
      const batch = (await ops.post('/api/documents/batch/get', { batchId })).body as { result: unknown };
      return { status: res.statusCode, body: batch.result };
    };
    const count = async () =>
      ((await ops.post('/api/setting/client/list', { perPage: 1 })).body as { total: number }).total;
    const before = await count();
    const bad = await send([
      row({}),
      row({ document_number: '20600000054' }),
      row({ document_number: '20526018151' }),
    ]);
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({
      total: 3,
      created: 0,
      refused: [
        { row: 3, errors: { documentNumber: ['The RUC is not valid'] } },
        { row: 4, errors: { documentNumber: ['Document number is already registered'] } },
      ],
    });
    expect(await count()).toBe(before);
    const good = await send([
      row({}),
      row({ document_number: '20600000064', legal_name: 'Agro Sur S.A.C.' }),
    ]);
    expect(good.body).toMatchObject({ total: 2, created: 2, refused: [] });
    expect(await count()).toBe(before + 2);
  });

  it('refuses a driver on every client route with 403', async () => {
    for (const url of [
      '/api/setting/client/list',
      '/api/setting/client/create',
      '/api/setting/client/get',
      '/api/setting/client/deactivate',
      '/api/setting/client/export',
      '/api/setting/client/get-select-delivery-point',
      '/api/setting/client/import',
    ]) {
      expect((await driver.post(url, {})).status, url).toBe(403);
    }
    expect((await driver.get('/api/setting/client/get-select-client')).status).toBe(403);
    expect((await driver.get('/api/setting/client/import-template')).status).toBe(403);
  });
});
