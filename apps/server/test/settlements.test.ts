import { SECTION_IDS } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeTravelOrderState } from '../src/modules/operations/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { multipart, TINY_PDF, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import { insertTrip, insertTripViatic, tripRow } from './setup/trip-fixture.ts';

const ctx = useTestApp();
const base = '/api/operations/documentary-settlement';

type Api = ReturnType<typeof client>;
type Settlement = {
  state: 'none' | 'open' | 'closed';
  advanced: string;
  spent: string;
  balance: string;
  advancedByConcept: Record<string, string>;
  lines: { id: number; concept: string; amount: string }[];
};
type Errors = { code: string; errors?: Record<string, string[]> };

let ops: Api;
let opsUserId: number;
let opsToken: string;

type LineScans = { lineId: number; scans: { id: number; lineId: number; name: string; size: number }[] };

const uploadScan = async (
  token: string,
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) => {
  const body = await multipart(fields, file);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${base}/line-scan/upload`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Errors & LineScans };
};

const line = (travelOrderId: number, concept: string, amount: string) => ({
  travelOrderId,
  concept,
  date: '2026-11-03',
  description: 'Peaje Chilca',
  receiptNumber: 'PCH-0001',
  amount,
  docType: '00',
});

beforeAll(async () => {
  const session = await login(ctx, DEMO.operations);
  ops = client(ctx, session.accessToken);
  opsUserId = session.userData.id;
  opsToken = session.accessToken;
});

describe('the settlement balance rule', () => {
  it('accepts lines up to what was advanced per concept and refuses one céntimo more, naming amount', async () => {
    const trip = await insertTrip(ctx, { tolls: '186.40', fuel: '1450.00', other: '0.00' });
    await insertTripViatic(ctx, trip.id, '240.00');
    const fresh = await ops.post(`${base}/get`, { travelOrderId: trip.id });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      state: 'none',
      advanced: '1876.40',
      spent: '0.00',
      advancedByConcept: { viatics: '240.00', tolls: '186.40', fuel: '1450.00', other: '0.00' },
    });

    expect((await ops.post(`${base}/add-line`, line(trip.id, 'tolls', '100.00'))).status).toBe(200);
    const over = await ops.post(`${base}/add-line`, line(trip.id, 'tolls', '86.41'));
    expect(over.status).toBe(400);
    expect((over.body as Errors).errors?.amount?.[0]).toContain('86.40');
    const exact = await ops.post(`${base}/add-line`, line(trip.id, 'tolls', '86.40'));
    expect(exact.status).toBe(200);
    expect(exact.body).toMatchObject({ state: 'open', spent: '186.40', balance: '1690.00' });
    // Another concept's balance is its own: "other" was advanced nothing.
    const other = await ops.post(`${base}/add-line`, line(trip.id, 'other', '0.01'));
    expect(other.status).toBe(400);
    expect((other.body as Errors).errors?.amount?.[0]).toContain('0.00');
    const viatic = await ops.post(`${base}/add-line`, line(trip.id, 'viatics', '240.00'));
    expect(viatic.status).toBe(200);
  });

  it('lets only one of two lines racing for the last balance in', async () => {
    const trip = await insertTrip(ctx, { tolls: '50.00', fuel: '0.00' });
    const results = await Promise.all([
      ops.post(`${base}/add-line`, line(trip.id, 'tolls', '30.00')),
      ops.post(`${base}/add-line`, line(trip.id, 'tolls', '30.00')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const after = (await ops.post(`${base}/get`, { travelOrderId: trip.id })).body as Settlement;
    expect(after.lines).toHaveLength(1);
    expect(after.spent).toBe('30.00');
  });

  it('settles only finished trips', async () => {
    const trip = await insertTrip(ctx, { state: 'returned' });
    expect((await ops.post(`${base}/add-line`, line(trip.id, 'tolls', '1.00'))).status).toBe(409);
    expect((await ops.post(`${base}/get`, { travelOrderId: trip.id })).status).toBe(404);
    expect((await ops.post(`${base}/close`, { travelOrderId: trip.id })).status).toBe(409);
  });

  it('names bad input by field', async () => {
    const trip = await insertTrip(ctx);
    const bad = await ops.post(`${base}/add-line`, { ...line(trip.id, 'petrol', '-1'), date: '2026-13-40' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as Errors).errors ?? {})).toEqual(
      expect.arrayContaining(['concept', 'amount', 'date']),
    );
  });
});

describe('closing a settlement', () => {
  it('freezes the balance, locks the trip, refuses further lines and tells treasury', async () => {
    const trip = await insertTrip(ctx, { tolls: '100.00', fuel: '400.00' });
    await ops.post(`${base}/add-line`, line(trip.id, 'fuel', '350.50'));
    const closed = await ops.post(`${base}/close`, { travelOrderId: trip.id });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      state: 'closed',
      advanced: '500.00',
      spent: '350.50',
      balance: '149.50',
    });
    expect((await tripRow(ctx, trip.id)).settledAt).not.toBeNull();

    expect((await ops.post(`${base}/add-line`, line(trip.id, 'tolls', '1.00'))).status).toBe(409);
    const lineId = (closed.body as Settlement).lines[0]!.id;
    expect((await ops.post(`${base}/remove-line`, { id: lineId })).status).toBe(409);
    expect((await ops.post(`${base}/close`, { travelOrderId: trip.id })).status).toBe(409);

    // The trip is locked: no state change of it goes through afterwards.
    await expect(
      ctx.database.db.transaction((tx) =>
        changeTravelOrderState(
          tx,
          { user: { id: opsUserId } as never, ip: '127.0.0.1', requestId: 'test' },
          { id: trip.id, to: 'canceled' },
        ),
      ),
    ).rejects.toMatchObject({ status: 409, code: 'INVALID_CHANGE' });

    // A viatic approved later does not move a closed settlement.
    await insertTripViatic(ctx, trip.id, '99.00');
    expect((await ops.post(`${base}/get`, { travelOrderId: trip.id })).body).toMatchObject({
      advanced: '500.00',
    });

    const { rows } = await ctx.database.pool.query(
      `select n.body from notifications n join user_sections us on us.user_id = n.user_id
        where us.section_id = $1 and n.type = 'settlement_closed' and n.body like $2`,
      [SECTION_IDS.TREASURY_TRANSACTIONS, `%${trip.code}%`],
    );
    expect(rows.length).toBeGreaterThan(0);
    const audit = await ctx.database.pool.query(
      `select action from audit_log where entity = 'settlement' and action = 'settlement.close' and after->>'balance' = '149.50'`,
    );
    expect(audit.rowCount).toBeGreaterThan(0);
  });

  it('lists finished trips with their balance and filters them by state', async () => {
    const trip = await insertTrip(ctx, { tolls: '10.00', fuel: '20.00' });
    const list = await ops.post(`${base}/list`, { q: trip.code, filters: { state: 'none' } });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 1,
      data: [{ travelOrderCode: trip.code, advanced: '30.00', balance: '30.00' }],
    });
    const open = await ops.post(`${base}/list`, { q: trip.code, filters: { state: 'closed' } });
    expect(open.body).toMatchObject({ total: 0 });
    const xlsx = await ops.post(`${base}/export`, { q: trip.code });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('receipt scans of a line', () => {
  it('uploads, lists, downloads byte-exact and removes; refuses too large (413) and foreign types (400)', async () => {
    const trip = await insertTrip(ctx, { tolls: '100.00' });
    const added = (await ops.post(`${base}/add-line`, line(trip.id, 'tolls', '40.00'))).body as Settlement;
    const lineId = added.lines[0]!.id;
    expect(added.lines[0]).toMatchObject({ scanCount: 0 });

    const up = await uploadScan(
      opsToken,
      { lineId: String(lineId) },
      { name: 'peaje.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect(up.status).toBe(200);
    expect(up.body.scans).toMatchObject([{ lineId, name: 'peaje.pdf', size: TINY_PDF.length }]);
    const photo = await uploadScan(
      opsToken,
      { lineId: String(lineId) },
      { name: 'ticket.png', type: 'image/png', data: TINY_PNG },
    );
    expect(photo.body.scans).toHaveLength(2);

    const listed = await ops.post(`${base}/line-scan/list`, { lineId });
    expect(listed.status).toBe(200);
    expect((listed.body as LineScans).scans.map((s) => s.name)).toEqual(['peaje.pdf', 'ticket.png']);
    const settlement = (await ops.post(`${base}/get`, { travelOrderId: trip.id })).body as Settlement;
    expect(settlement.lines[0]).toMatchObject({ id: lineId, scanCount: 2 });

    const scanId = up.body.scans[0]!.id;
    const down = await ctx.app.inject({
      method: 'GET',
      url: `${base}/line-scan/${scanId}`,
      headers: { authorization: `Bearer ${opsToken}` },
    });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(down.rawPayload, TINY_PDF)).toBe(0);

    const big = await uploadScan(
      opsToken,
      { lineId: String(lineId) },
      { name: 'big.png', type: 'image/png', data: Buffer.concat([TINY_PNG, Buffer.alloc(11 * 1024 * 1024)]) },
    );
    expect(big.status).toBe(413);
    const exe = await uploadScan(
      opsToken,
      { lineId: String(lineId) },
      { name: 'x.pdf', type: 'application/pdf', data: Buffer.from('MZ not a scan') },
    );
    expect(exe.status).toBe(400);
    expect(exe.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    const noLine = await uploadScan(opsToken, {}, { name: 'a.pdf', type: 'application/pdf', data: TINY_PDF });
    expect(noLine.status).toBe(400);
    expect(noLine.body.errors?.lineId).toBeDefined();

    const removed = await ops.post(`${base}/line-scan/remove`, { id: scanId });
    expect(removed.status).toBe(200);
    expect((removed.body as LineScans).scans.map((s) => s.name)).toEqual(['ticket.png']);
    expect((await ops.get(`${base}/line-scan/${scanId}`)).status).toBe(404);

    const audit = await ctx.database.pool.query(
      `select action from audit_log where entity = 'settlement' and action in ('settlement.upload_scan', 'settlement.remove_scan')
        and (after->>'lineId' = $1 or before->>'lineId' = $1)`,
      [String(lineId)],
    );
    expect(audit.rowCount).toBe(3);
  });

  it('refuses to add or remove a scan once the settlement is closed, and keeps the scans readable', async () => {
    const trip = await insertTrip(ctx, { tolls: '100.00' });
    const added = (await ops.post(`${base}/add-line`, line(trip.id, 'tolls', '40.00'))).body as Settlement;
    const lineId = added.lines[0]!.id;
    const up = await uploadScan(
      opsToken,
      { lineId: String(lineId) },
      { name: 'peaje.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    const scanId = up.body.scans[0]!.id;
    expect((await ops.post(`${base}/close`, { travelOrderId: trip.id })).status).toBe(200);

    const late = await uploadScan(
      opsToken,
      { lineId: String(lineId) },
      { name: 'tarde.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect(late.status).toBe(409);
    expect((await ops.post(`${base}/line-scan/remove`, { id: scanId })).status).toBe(409);
    expect(((await ops.post(`${base}/line-scan/list`, { lineId })).body as LineScans).scans).toHaveLength(1);
    expect((await ops.get(`${base}/line-scan/${scanId}`)).status).toBe(200);
  });

  it('removing a line takes its scans along', async () => {
    const trip = await insertTrip(ctx, { tolls: '100.00' });
    const added = (await ops.post(`${base}/add-line`, line(trip.id, 'tolls', '10.00'))).body as Settlement;
    const lineId = added.lines[0]!.id;
    const up = await uploadScan(
      opsToken,
      { lineId: String(lineId) },
      { name: 'peaje.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect((await ops.post(`${base}/remove-line`, { id: lineId })).status).toBe(200);
    expect((await ops.get(`${base}/line-scan/${up.body.scans[0]!.id}`)).status).toBe(404);
    expect((await ops.post(`${base}/line-scan/list`, { lineId })).status).toBe(404);
  });

  it('refuses the driver, treasury and HR', async () => {
    const trip = await insertTrip(ctx, { tolls: '100.00' });
    const added = (await ops.post(`${base}/add-line`, line(trip.id, 'tolls', '10.00'))).body as Settlement;
    const lineId = added.lines[0]!.id;
    const up = await uploadScan(
      opsToken,
      { lineId: String(lineId) },
      { name: 'peaje.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    const scanId = up.body.scans[0]!.id;
    for (const who of [DEMO.driver, DEMO.treasury, DEMO.hrChief]) {
      const token = (await login(ctx, who)).accessToken;
      const api = client(ctx, token);
      const denied = await uploadScan(
        token,
        { lineId: String(lineId) },
        { name: 'x.pdf', type: 'application/pdf', data: TINY_PDF },
      );
      expect(denied.status).toBe(403);
      expect((await api.post(`${base}/line-scan/list`, { lineId })).status).toBe(403);
      expect((await api.get(`${base}/line-scan/${scanId}`)).status).toBe(403);
      expect((await api.post(`${base}/line-scan/remove`, { id: scanId })).status).toBe(403);
    }
  });
});

describe('who may settle', () => {
  it('refuses treasury, HR and the driver', async () => {
    const trip = await insertTrip(ctx);
    for (const who of [DEMO.treasury, DEMO.hrChief, DEMO.driver]) {
      const api = client(ctx, (await login(ctx, who)).accessToken);
      expect((await api.post(`${base}/add-line`, line(trip.id, 'tolls', '1.00'))).status).toBe(403);
      expect((await api.post(`${base}/close`, { travelOrderId: trip.id })).status).toBe(403);
    }
    const holder = await createTestUser(ctx, { sections: [SECTION_IDS.DOCUMENTARY_SETTLEMENTS] });
    const api = client(ctx, await sessionToken(ctx, holder));
    expect((await api.post(`${base}/add-line`, line(trip.id, 'tolls', '1.00'))).status).toBe(200);
  });
});
