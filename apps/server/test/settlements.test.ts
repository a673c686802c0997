import { SECTION_IDS } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeTravelOrderState } from '../src/modules/operations/index.ts';
import { client, DEMO, login } from './setup/http.ts';
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

const line = (travelOrderId: number, concept: string, amount: string) => ({
  travelOrderId,
  concept,
  date: '2026-11-03',
  description: 'Peaje Chilca',
  receiptNumber: 'PCH-0001',
  amount,
});

beforeAll(async () => {
  const session = await login(ctx, DEMO.operations);
  ops = client(ctx, session.accessToken);
  opsUserId = session.userData.id;
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
