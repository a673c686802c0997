import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedAdditionalWork } from '../src/modules/additional-work/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const base = '/api/rrhh/additional-work';

type Api = ReturnType<typeof client>;
type Item = {
  id: number;
  employeeId: number;
  employeeName: string;
  areaId: number | null;
  date: string;
  hours: string;
  payMode: 'hours' | 'amount';
  amount: string | null;
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason: string | null;
  canDecide: boolean;
};
type Errors = { code: string; errors?: Record<string, string[]> };

let hr: Api;
let hrId: number;
let chief: Api;
let chiefId: number;
let otherChief: Api;
let workers: number[] = [];
let workerUserId: number;

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

const asUser = async (sections: number[], options: { employeeId?: number; roleId?: number }) => {
  const user = await createTestUser(ctx, { sections, employeeId: options.employeeId });
  if (options.roleId)
    await ctx.database.pool.query('update users set role_id = $1 where id = $2', [options.roleId, user.id]);
  return { id: user.id, api: client(ctx, await sessionToken(ctx, user)) };
};

const notificationsOf = async (userId: number, type: string) =>
  rows<{ title: string; body: string }>(
    sql`select title, body from notifications where user_id = ${userId} and type = ${type} order by id`,
  );

const request = (api: Api, over: Record<string, unknown> = {}) =>
  api.post(`${base}/create`, {
    employeeId: workers[0],
    date: '2026-11-20',
    hours: '3.5',
    reason: 'Reparación urgente de un tracto',
    payMode: 'hours',
    ...over,
  });

beforeAll(async () => {
  const session = await login(ctx, DEMO.hrChief);
  hr = client(ctx, session.accessToken);
  hrId = session.userData.id;
  const sections = [SECTION_IDS.EMPLOYEES, SECTION_IDS.ADDITIONAL_WORK];
  ({ id: chiefId, api: chief } = await asUser(sections, { employeeId: 7, roleId: ROLE_IDS.CHIEF }));
  ({ api: otherChief } = await asUser(sections, { employeeId: 3, roleId: ROLE_IDS.CHIEF }));
  workers = (
    await rows<{ id: number }>(
      sql`select ej.employee_id as id from employee_jobs ej join employees e on e.id = ej.employee_id
          where ej.area_id = 6 and ej.employee_id > 7 and e.is_active and ej.start_date <= '2026-01-01'
            and not exists (select 1 from users u where u.employee_id = ej.employee_id)
          order by ej.employee_id`,
    )
  ).map((r) => r.id);
  expect(workers.length).toBeGreaterThanOrEqual(3);
  ({ id: workerUserId } = await asUser([], { employeeId: workers[0] }));
});

describe('a chief requests additional work', () => {
  it('paid by the hours: pending, HR told, mailed, audited', async () => {
    const res = await request(chief);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      employeeId: workers[0],
      hours: '3.50',
      payMode: 'hours',
      amount: null,
      status: 'pending',
      areaId: 6,
      canDecide: false,
    });
    const id = (res.body as Item).id;
    expect((await notificationsOf(hrId, 'additional_work.submitted')).at(-1)?.body).toContain('3.5');
    expect(await notificationsOf(chiefId, 'additional_work.submitted')).toHaveLength(0);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'additional_work' and entity_id = ${String(id)}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(
      (await rows(sql`select 1 from mail_outbox where event = 'additional_work.submitted'`)).length,
    ).toBeGreaterThan(0);
  });

  it('paid as an amount, exactly one way to pay', async () => {
    const res = await request(chief, { payMode: 'amount', amount: '150.5', hours: 8 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ payMode: 'amount', amount: '150.50', hours: '8.00' });
    const noAmount = await request(chief, { payMode: 'amount' });
    expect(noAmount.status).toBe(400);
    expect(Object.keys((noAmount.body as Errors).errors ?? {})).toEqual(['amount']);
    const both = await request(chief, { payMode: 'hours', amount: '20.00' });
    expect(both.status).toBe(400);
    expect(Object.keys((both.body as Errors).errors ?? {})).toEqual(['amount']);
  });

  it('names each bad field: hours above the maximum, zero, too precise; dates; reason', async () => {
    for (const hours of ['0', '-1', '16.01', '24', '2.555', 'x', '']) {
      const res = await request(chief, { hours });
      expect(res.status, hours).toBe(400);
      expect(Object.keys((res.body as Errors).errors ?? {}), hours).toEqual(['hours']);
    }
    expect((await request(chief, { hours: '16' })).status).toBe(200);
    const bad = await request(chief, { date: '2026-02-29', reason: '', payMode: 'overtime' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as Errors).errors ?? {}).sort()).toEqual(['date', 'payMode', 'reason']);
    const beforeStart = await request(chief, { date: '1990-01-01' });
    expect(beforeStart.status).toBe(400);
    expect(Object.keys((beforeStart.body as Errors).errors ?? {})).toEqual(['date']);
  });

  it('keeps a chief to their own area', async () => {
    expect((await request(otherChief)).status).toBe(404);
    const mine = (await request(chief)).body as Item;
    expect((await otherChief.post(`${base}/get`, { id: mine.id })).status).toBe(404);
    const theirs = (await otherChief.post(`${base}/list`, {})).body as { data: Item[] };
    expect(theirs.data.some((r) => r.id === mine.id)).toBe(false);
  });
});

describe('HR decides', () => {
  it('a chief cannot decide, HR approves, requester and employee are told, the payroll reads it', async () => {
    const item = (await request(chief, { employeeId: workers[0], date: '2026-10-10', hours: '2.25' }))
      .body as Item;
    expect((await chief.post(`${base}/approve`, { id: item.id })).status).toBe(403);
    expect(((await hr.post(`${base}/get`, { id: item.id })).body as Item).canDecide).toBe(true);
    const res = await hr.post(`${base}/approve`, { id: item.id });
    expect(res.status).toBe(200);
    expect((res.body as Item).status).toBe('approved');
    expect(await notificationsOf(chiefId, 'additional_work.approved')).toHaveLength(1);
    expect(await notificationsOf(workerUserId, 'additional_work.approved')).toHaveLength(1);
    const month = await approvedAdditionalWork(ctx.database.db, [workers[0]!], '2026-10-01', '2026-10-31');
    expect(month).toEqual([
      expect.objectContaining({
        id: item.id,
        date: '2026-10-10',
        hours: '2.25',
        payMode: 'hours',
        amount: null,
      }),
    ]);
    expect(await approvedAdditionalWork(ctx.database.db, [workers[1]!], '2026-10-01', '2026-10-31')).toEqual(
      [],
    );
    const again = await hr.post(`${base}/reject`, { id: item.id, reason: 'Tarde' });
    expect(again.status).toBe(409);
    expect((again.body as Errors).code).toBe('INVALID_CHANGE');
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'additional_work' and entity_id = ${String(item.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'approve']);
  });

  it('rejects with a reason; the employee is not told', async () => {
    const item = (await request(chief, { employeeId: workers[0], date: '2026-10-12' })).body as Item;
    const noReason = await hr.post(`${base}/reject`, { id: item.id });
    expect(noReason.status).toBe(400);
    expect(Object.keys((noReason.body as Errors).errors ?? {})).toEqual(['reason']);
    const res = await hr.post(`${base}/reject`, { id: item.id, reason: 'Parte de la jornada' });
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'Parte de la jornada' });
    expect(await notificationsOf(chiefId, 'additional_work.rejected')).toHaveLength(1);
    expect(await notificationsOf(workerUserId, 'additional_work.rejected')).toHaveLength(0);
    expect(await approvedAdditionalWork(ctx.database.db, [workers[0]!], '2026-10-12', '2026-10-12')).toEqual(
      [],
    );
  });

  it('of simultaneous decisions one wins', async () => {
    const item = (await request(chief, { employeeId: workers[1] })).body as Item;
    const results = await Promise.all([
      hr.post(`${base}/approve`, { id: item.id }),
      hr.post(`${base}/reject`, { id: item.id, reason: 'No' }),
      hr.post(`${base}/approve`, { id: item.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('the list', () => {
  it('filters, searches, sorts, pages and exports', async () => {
    const all = (await hr.post(`${base}/list`, { perPage: 200 })).body as { data: Item[]; total: number };
    expect(all.total).toBeGreaterThanOrEqual(10);
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const res = (await hr.post(`${base}/list`, { filters: { status } })).body as { data: Item[] };
      expect(res.data.length).toBeGreaterThan(0);
      expect(res.data.every((r) => r.status === status)).toBe(true);
    }
    const one = (await hr.post(`${base}/list`, { filters: { employeeId: workers[1] } })).body as {
      data: Item[];
    };
    expect(one.data.every((r) => r.employeeId === workers[1])).toBe(true);
    const range = (await hr.post(`${base}/list`, { filters: { from: '2026-10-01', to: '2026-10-31' } }))
      .body as { data: Item[] };
    expect(range.data.map((r) => r.date).sort()).toEqual(['2026-10-10', '2026-10-12']);
    const sorted = (await hr.post(`${base}/list`, { sortBy: 'hours' })).body as { data: Item[] };
    const hours = sorted.data.map((r) => Number(r.hours));
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
    const name = all.data[0]!.employeeName.split(' ').at(-1)!.toLowerCase();
    expect(
      ((await hr.post(`${base}/list`, { q: name })).body as { data: Item[] }).data.length,
    ).toBeGreaterThan(0);
    const file = await hr.post(`${base}/export`, {});
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(4).value).toBe('Hours');
  });
});
