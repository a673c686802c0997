import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleDocumentsInForce } from '../src/modules/fleet/index.ts';
import { addDays } from '../src/modules/fleet/vehicle.repository.ts';
import { VEHICLE_IMPORT_COLUMNS } from '../src/modules/fleet/vehicle-import.ts';
import { limaToday } from '../src/platform/time/lima-today.ts';
import { client, DEMO, login } from './setup/http.ts';
import { multipart, TINY_PDF, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let ops: ReturnType<typeof client>;
let opsEs: ReturnType<typeof client>;
let driver: ReturnType<typeof client>;
let opsToken: string;
let volvo: number;
let fh: number;
let scaniaModel: number;
let tracto: number;

type Vehicle = { id: number; plate: string; documents: { id: number; kind: string; expiryDate: string }[] };
type Summary = { plate: string; nextExpiry: string | null; nextExpiryKind: string | null };

const newVehicle = (over: Record<string, unknown> = {}) => ({
  plate: 'x9y-123',
  brandId: volvo,
  modelId: fh,
  typeId: tracto,
  companyId: 1,
  year: 2024,
  odometerKm: 1200,
  capacityTons: '30',
  tareKg: '8900.5',
  payloadKg: '39100',
  grossKg: '48000',
  lengthM: '6.1',
  widthM: '2.55',
  heightM: '3.9',
  axles: 3,
  ...over,
});

const upload = async (
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => {
  const body = await multipart(fields, file);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/setting/vehicle/upload-document',
    headers: {
      authorization: `Bearer ${opsToken}`,
      'content-type': body.contentType,
      'accept-language': 'en',
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  const session = await login(ctx, DEMO.operations);
  opsToken = session.accessToken;
  ops = client(ctx, opsToken);
  opsEs = client(ctx, opsToken, 'es');
  driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
  const brands = (await ops.get('/api/setting/vehicle-brand/select')).body as { id: number; name: string }[];
  volvo = brands.find((b) => b.name === 'Volvo')!.id;
  const scania = brands.find((b) => b.name === 'Scania')!.id;
  fh = (
    (await ops.post('/api/setting/vehicle-model/select', { brandId: volvo })).body as {
      id: number;
      name: string;
    }[]
  ).find((m) => m.name === 'FH 460')!.id;
  scaniaModel = (
    (await ops.post('/api/setting/vehicle-model/select', { brandId: scania })).body as { id: number }[]
  )[0]!.id;
  tracto = ((await ops.get('/api/setting/vehicle-type/select')).body as { id: number; name: string }[]).find(
    (t) => t.name === 'Tracto',
  )!.id;
});

describe('vehicles', () => {
  it('lists the demo fleet with search, filters and sort', async () => {
    const all = (await ops.post('/api/setting/vehicle/list', { perPage: 10 })).body as {
      data: Summary[];
      total: number;
    };
    expect(all.total).toBe(40);
    expect(all.data[0]?.plate).toBe('A4L-306');
    const search = (await ops.post('/api/setting/vehicle/list', { q: 'cascadia' })).body as { total: number };
    expect(search.total).toBe(2);
    const byType = (await ops.post('/api/setting/vehicle/list', { filters: { typeId: tracto } })).body as {
      total: number;
    };
    expect(byType.total).toBe(14);
    const inactive = (await ops.post('/api/setting/vehicle/list', { filters: { status: 'inactive' } }))
      .body as {
      data: Summary[];
    };
    expect(inactive.data.map((v) => v.plate)).toEqual(['A4L-306']);
    const soonest = (await ops.post('/api/setting/vehicle/list', { sortBy: 'nextExpiry', perPage: 1 }))
      .body as {
      data: Summary[];
    };
    // The demo holds one expired document: the inspection of AXS-318.
    expect(soonest.data[0]).toMatchObject({ plate: 'AXS-318', nextExpiryKind: 'technical_inspection' });
  });

  it('creates a vehicle with the plate in capitals, exact weights and an audit entry', async () => {
    const res = await ops.post('/api/setting/vehicle/create', newVehicle());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plate: 'X9Y-123',
      tareKg: '8900.50',
      grossKg: '48000.00',
      brandName: 'Volvo',
    });
    const id = (res.body as Vehicle).id;
    const audit = await ctx.database.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'vehicle' and entity_id = ${String(id)}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);
    const edit = await ops.post('/api/setting/vehicle/update', { ...newVehicle({ odometerKm: 5000 }), id });
    expect(edit.body).toMatchObject({ odometerKm: 5000 });
  });

  it('refuses a bad plate, a model of another brand, negative weights and gross below tare, naming the field', async () => {
    const plate = await opsEs.post('/api/setting/vehicle/create', newVehicle({ plate: 'AB-1234' }));
    expect(plate.status).toBe(400);
    expect(plate.body).toMatchObject({
      errors: { plate: ['La placa debe tener el formato ABC-123 o A1B-234'] },
    });
    const model = await ops.post(
      '/api/setting/vehicle/create',
      newVehicle({ plate: 'X9Y-124', modelId: scaniaModel }),
    );
    expect(model.status).toBe(400);
    expect(model.body).toMatchObject({
      errors: { modelId: ['The model does not belong to the chosen brand'] },
    });
    const negative = await ops.post(
      '/api/setting/vehicle/create',
      newVehicle({ plate: 'X9Y-125', tareKg: '-1' }),
    );
    expect(negative.body).toMatchObject({ errors: { tareKg: ['Cannot be negative'] } });
    const gross = await ops.post(
      '/api/setting/vehicle/create',
      newVehicle({ plate: 'X9Y-126', grossKg: '100' }),
    );
    expect(gross.body).toMatchObject({ errors: { grossKg: ['The gross weight cannot be below the tare'] } });
    expect((await ops.post('/api/setting/vehicle/create', newVehicle({ plate: 'A1B-234' }))).status).toBe(
      200,
    );
  });

  it('answers 409 naming the plate on a duplicate, whatever its case', async () => {
    const dup = await ops.post('/api/setting/vehicle/create', newVehicle({ plate: 'f5k-712' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      code: 'PLATE_ALREADY_REGISTERED',
      errors: { plate: ['The license plate is already registered'] },
    });
  });

  it('answers 404 for an unknown vehicle', async () => {
    const res = await ops.post('/api/setting/vehicle/get', { id: 999999 });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'VEHICLE_NOT_FOUND' });
  });

  it('deactivates and activates, refusing a repeated change', async () => {
    const v = (await ops.post('/api/setting/vehicle/create', newVehicle({ plate: 'X9Y-130' })))
      .body as Vehicle;
    expect((await ops.post('/api/setting/vehicle/deactivate', { id: v.id })).body).toMatchObject({
      isActive: false,
    });
    expect((await ops.post('/api/setting/vehicle/deactivate', { id: v.id })).status).toBe(409);
    const picker = (await ops.post('/api/setting/vehicle/select', {})).body as { id: number }[];
    expect(picker.some((o) => o.id === v.id)).toBe(false);
    expect((await ops.post('/api/setting/vehicle/activate', { id: v.id })).body).toMatchObject({
      isActive: true,
    });
  });

  it('filters documents expiring within 30 days at the edge, expired ones included', async () => {
    const today = limaToday();
    const make = async (plate: string, expiry: string) => {
      const v = (await ops.post('/api/setting/vehicle/create', newVehicle({ plate }))).body as Vehicle;
      for (const kind of ['soat', 'technical_inspection', 'mtc_certificate']) {
        const res = await upload(
          {
            vehicle_id: String(v.id),
            kind,
            number: `N-${plate}-${kind}`,
            issue_date: addDays(today, -300),
            expiry_date: kind === 'soat' ? expiry : addDays(today, 200),
          },
          { name: 'soat.pdf', type: 'application/pdf', data: TINY_PDF },
        );
        expect(res.status).toBe(200);
      }
      return v;
    };
    await make('E3D-030', addDays(today, 30));
    await make('E3D-031', addDays(today, 31));
    await make('E3D-001', addDays(today, -1));
    const list = (
      await ops.post('/api/setting/vehicle/list', { q: 'E3D', filters: { documentsExpiring: true } })
    ).body as { data: Summary[] };
    expect(list.data.map((v) => v.plate).sort()).toEqual(['E3D-001', 'E3D-030']);
    const all = (
      await ops.post('/api/setting/vehicle/list', { filters: { documentsExpiring: true }, perPage: 100 })
    ).body as { data: Summary[] };
    // Demo vehicles with a document within 30 days or past it; none beyond the edge.
    expect(all.data.every((v) => v.nextExpiry !== null && v.nextExpiry <= addDays(today, 30))).toBe(true);
    expect(all.data.map((v) => v.plate)).toContain('AXS-318');
  });

  it('uploads a SOAT file, downloads it byte for byte, and tells which documents are in force on a date', async () => {
    const v = (await ops.post('/api/setting/vehicle/create', newVehicle({ plate: 'S0A-777' })))
      .body as Vehicle;
    const res = await upload(
      {
        vehicle_id: String(v.id),
        kind: 'soat',
        number: 'SOAT-2026-0099881',
        issue_date: '2026-01-10',
        expiry_date: '2027-01-10',
      },
      { name: 'soat.png', type: 'image/png', data: TINY_PNG },
    );
    expect(res.status).toBe(200);
    const doc = (res.body as { id: number; kind: string; fileName: string }[])[0];
    expect(doc).toMatchObject({ kind: 'soat', fileName: 'soat.png' });
    const file = await ops.get(`/api/setting/vehicle/document/${doc?.id}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.raw as Buffer, TINY_PNG)).toBe(0);
    const onEdge = await vehicleDocumentsInForce(ctx.database.db, v.id, '2027-01-10');
    expect(onEdge.inForce.map((d) => d.kind)).toEqual(['soat']);
    expect(onEdge.missing).toEqual(['technical_inspection', 'mtc_certificate']);
    const after = await vehicleDocumentsInForce(ctx.database.db, v.id, '2027-01-11');
    expect(after.inForce).toEqual([]);
    // A Word file, a missing number and an expiry before the issue are refused.
    const word = await upload(
      {
        vehicle_id: String(v.id),
        kind: 'soat',
        number: 'X',
        issue_date: '2026-01-10',
        expiry_date: '2027-01-10',
      },
      {
        name: 'soat.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: await new ExcelJS.Workbook().xlsx.writeBuffer().then((b) => Buffer.from(b)),
      },
    );
    expect(word.status).toBe(400);
    const dates = await upload(
      {
        vehicle_id: String(v.id),
        kind: 'soat',
        number: '',
        issue_date: '2026-01-10',
        expiry_date: '2025-01-10',
      },
      { name: 'soat.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect(dates.status).toBe(400);
    expect(dates.body).toMatchObject({
      errors: {
        number: ['This field is required'],
        expiry_date: ['The end date cannot be before the start date'],
      },
    });
    const unknown = await upload(
      {
        vehicle_id: '999999',
        kind: 'soat',
        number: 'X',
        issue_date: '2026-01-10',
        expiry_date: '2027-01-10',
      },
      { name: 'soat.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect(unknown.status).toBe(404);
  });

  it('exports the list to Excel', async () => {
    const res = await ops.post('/api/setting/vehicle/export', { filters: { documentsExpiring: true } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe('Plate');
  });

  it('imports vehicles from the template all or nothing, reporting each bad row', async () => {
    expect((await ops.get('/api/setting/vehicle/import-template')).status).toBe(200);
    const row = (over: Partial<Record<(typeof VEHICLE_IMPORT_COLUMNS)[number], string>>) => {
      const base: Record<string, string> = {
        plate: 'K7L-101',
        brand: 'Volvo',
        model: 'FH 460',
        type: 'Tracto',
        owner_ruc: '20551938043',
        year: '2023',
        odometer_km: '1000',
        tare_kg: '8900',
        payload_kg: '39100',
        gross_kg: '48000',
        axles: '3',
      };
      return VEHICLE_IMPORT_COLUMNS.map((c) => over[c] ?? base[c] ?? '');
    };
    const send = async (rows: string[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('vehicles');
      sheet.addRow([...VEHICLE_IMPORT_COLUMNS]);
      for (const r of rows) sheet.addRow(r);
      const body = await multipart(
        {},
        {
          name: 'vehicles.xlsx',
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          data: Buffer.from(await book.xlsx.writeBuffer()),
        },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/setting/vehicle/import',
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
      const batch = (await ops.post('/api/documents/batch/get', { batchId })).body as {
        result: {
          total: number;
          created: number;
          refused: { row: number; errors: Record<string, string[]> }[];
        };
      };
      return batch.result;
    };
    const count = async () =>
      ((await ops.post('/api/setting/vehicle/list', { perPage: 1 })).body as { total: number }).total;
    const before = await count();
    const bad = await send([row({}), row({ plate: 'K7L-102', model: 'R 450' }), row({ plate: 'K7L-10' })]);
    expect(bad).toMatchObject({
      total: 3,
      created: 0,
      refused: [
        { row: 3, errors: { modelId: ['The model does not belong to the chosen brand'] } },
        { row: 4, errors: { plate: ['The plate must look like ABC-123 or A1B-234'] } },
      ],
    });
    expect(await count()).toBe(before);
    const good = await send([row({}), row({ plate: 'k7l-102' })]);
    expect(good).toMatchObject({ total: 2, created: 2, refused: [] });
    expect(await count()).toBe(before + 2);
  });

  it('refuses a driver on every vehicle route with 403', async () => {
    for (const url of [
      '/api/setting/vehicle/list',
      '/api/setting/vehicle/create',
      '/api/setting/vehicle/export',
      '/api/setting/vehicle-brand/list',
      '/api/setting/vehicle-model/list',
      '/api/setting/vehicle-type/list',
      '/api/setting/vehicle-model/select',
      '/api/setting/vehicle/import',
    ]) {
      expect((await driver.post(url, {})).status, url).toBe(403);
    }
    expect((await driver.get('/api/setting/vehicle/document/1')).status).toBe(403);
  });
});

describe('vehicle brands, models and types', () => {
  it('creates, edits, deactivates and lists a brand, refusing a duplicate name', async () => {
    const created = await ops.post('/api/setting/vehicle-brand/create', { name: 'DAF' });
    expect(created.body).toMatchObject({ name: 'DAF', models: 0, isActive: true });
    const id = (created.body as { id: number }).id;
    expect((await ops.post('/api/setting/vehicle-brand/create', { name: 'daf' })).body).toMatchObject({
      code: 'ALREADY_REGISTERED',
      errors: { name: ['Already registered'] },
    });
    expect(
      (await ops.post('/api/setting/vehicle-brand/update', { id, name: 'DAF Trucks' })).body,
    ).toMatchObject({
      name: 'DAF Trucks',
    });
    expect((await ops.post('/api/setting/vehicle-brand/deactivate', { id })).body).toMatchObject({
      isActive: false,
    });
    const list = (await ops.post('/api/setting/vehicle-brand/list', { filters: { status: 'inactive' } }))
      .body as {
      data: { name: string }[];
    };
    expect(list.data.map((b) => b.name)).toEqual(['DAF Trucks']);
    const volvoRow = (await ops.post('/api/setting/vehicle-brand/list', { q: 'volvo' })).body as {
      data: { models: number }[];
    };
    expect(volvoRow.data[0]?.models).toBe(4);
  });

  it('creates models of a brand, lists them by brand and refuses an unknown brand', async () => {
    const m = await ops.post('/api/setting/vehicle-model/create', { brandId: volvo, name: 'FH16 750' });
    expect(m.body).toMatchObject({ brandName: 'Volvo', name: 'FH16 750' });
    const id = (m.body as { id: number }).id;
    expect(
      (await ops.post('/api/setting/vehicle-model/create', { brandId: volvo, name: 'fh16 750' })).status,
    ).toBe(409);
    expect(
      (await ops.post('/api/setting/vehicle-model/create', { brandId: 999999, name: 'X' })).body,
    ).toMatchObject({
      errors: { brandId: ['Does not exist'] },
    });
    const list = (await ops.post('/api/setting/vehicle-model/list', { filters: { brandId: volvo } }))
      .body as {
      total: number;
    };
    expect(list.total).toBe(5);
    expect(
      (await ops.post('/api/setting/vehicle-model/update', { id, brandId: volvo, name: 'FH16 780' })).body,
    ).toMatchObject({
      name: 'FH16 780',
    });
    expect((await ops.post('/api/setting/vehicle-model/deactivate', { id })).body).toMatchObject({
      isActive: false,
    });
    const select = (await ops.post('/api/setting/vehicle-model/select', { brandId: volvo })).body as {
      id: number;
    }[];
    expect(select.some((o) => o.id === id)).toBe(false);
  });

  it('creates and edits a type with its default axles, refusing negative axles', async () => {
    const t = await ops.post('/api/setting/vehicle-type/create', { name: 'Volquete', defaultAxles: 3 });
    expect(t.body).toMatchObject({ name: 'Volquete', defaultAxles: 3 });
    const id = (t.body as { id: number }).id;
    expect(
      (await ops.post('/api/setting/vehicle-type/create', { name: 'Bus', defaultAxles: -1 })).body,
    ).toMatchObject({
      errors: { defaultAxles: ['Cannot be negative'] },
    });
    expect(
      (await ops.post('/api/setting/vehicle-type/update', { id, name: 'Volquete', defaultAxles: 4 })).body,
    ).toMatchObject({
      defaultAxles: 4,
    });
    expect((await ops.post('/api/setting/vehicle-type/deactivate', { id })).body).toMatchObject({
      isActive: false,
    });
    expect((await ops.post('/api/setting/vehicle-type/activate', { id })).body).toMatchObject({
      isActive: true,
    });
    const exported = await ops.post('/api/setting/vehicle-type/export', {});
    expect(exported.status).toBe(200);
  });
});
