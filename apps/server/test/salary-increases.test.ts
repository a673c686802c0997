import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const base = '/api/rrhh/salary-increase';
const S = SECTION_IDS;

type Api = ReturnType<typeof client>;
type Item = {
  id: number;
  employeeId: number;
  employeeName: string;
  areaId: number | null;
  currentSalary: string;
  newSalary: string;
  effectiveDate: string;
  status: 'pending' | 'approved' | 'rejected';
  requestedByName: string | null;
  decidedByName: string | null;
  rejectionReason: string | null;
  canDecide: boolean;
};
type Errors = { code: string; message: string; errors?: Record<string, string[]> };

let hr: Api;
let hrId: number;
/** A chief of the workshop (area 6) and one of operations (area 3), holding 42, 44 and 8. */
let chief: Api;
let chiefId: number;
let otherChief: Api;
let ceo: Api;
/** Holds only section 44: may ask, never decide. */
let requesterOnly: Api;
/** Workshop employees; the first has a user account of their own. */
let workers: number[] = [];
let workerUserId: number;
let workerUser: Api;

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

const salaryOf = async (employeeId: number) =>
  (
    await rows<{ salary: string }>(
      sql`select salary::text from employee_jobs where employee_id = ${employeeId}`,
    )
  )[0]?.salary ?? '';

const asUser = async (
  sections: number[],
  options: { employeeId?: number; roleId?: number; isCeo?: boolean },
) => {
  const user = await createTestUser(ctx, { sections, employeeId: options.employeeId, isCeo: options.isCeo });
  if (options.roleId)
    await ctx.database.pool.query('update users set role_id = $1 where id = $2', [options.roleId, user.id]);
  return { id: user.id, api: client(ctx, await sessionToken(ctx, user)) };
};

const notificationsOf = async (userId: number, type: string) =>
  rows<{ title: string; body: string; link: string }>(
    sql`select title, body, link from notifications where user_id = ${userId} and type = ${type} order by id`,
  );

const plus = (salary: string, n: number) => (Number(salary) + n).toFixed(2);

const request = (api: Api, employeeId: number, newSalary: string, over: Record<string, unknown> = {}) =>
  api.post(`${base}/create`, {
    employeeId,
    newSalary,
    reason: 'Asume la jefatura de turno',
    effectiveDate: '2026-12-01',
    ...over,
  });

beforeAll(async () => {
  const session = await login(ctx, DEMO.hrChief);
  hr = client(ctx, session.accessToken);
  hrId = session.userData.id;
  const sections = [S.EMPLOYEES, S.SALARY_INCREASE, S.SALARY_INCREASE_REQUESTS];
  ({ id: chiefId, api: chief } = await asUser(sections, { employeeId: 7, roleId: ROLE_IDS.CHIEF }));
  ({ api: otherChief } = await asUser(sections, { employeeId: 3, roleId: ROLE_IDS.CHIEF }));
  ({ api: ceo } = await asUser([S.SALARY_INCREASE], { isCeo: true }));
  ({ api: requesterOnly } = await asUser([S.SALARY_INCREASE_REQUESTS], {}));
  workers = (
    await rows<{ id: number }>(
      sql`select ej.employee_id as id from employee_jobs ej join employees e on e.id = ej.employee_id
          where ej.area_id = 6 and ej.employee_id > 7 and e.is_active
            and not exists (select 1 from users u where u.employee_id = ej.employee_id)
            and not exists (select 1 from salary_increase_requests r where r.employee_id = ej.employee_id)
          order by ej.employee_id`,
    )
  ).map((r) => r.id);
  expect(workers.length).toBeGreaterThanOrEqual(6);
  ({ id: workerUserId, api: workerUser } = await asUser([], { employeeId: workers[0] }));
});

describe('a chief asks for a raise', () => {
  it('creates a pending request with the current salary, tells HR (not other chiefs), mails and audits', async () => {
    const employeeId = workers[0]!;
    const salary = await salaryOf(employeeId);
    const res = await request(chief, employeeId, plus(salary, 200));
    expect(res.status).toBe(200);
    const item = res.body as Item;
    expect(item).toMatchObject({
      employeeId,
      currentSalary: salary,
      newSalary: plus(salary, 200),
      status: 'pending',
      areaId: 6,
      canDecide: false,
    });
    expect(await salaryOf(employeeId)).toBe(salary);
    const toHr = await notificationsOf(hrId, 'salary_increase.submitted');
    expect(toHr.at(-1)?.body).toContain(plus(salary, 200));
    expect(toHr.at(-1)?.link).toBe('/rrhh/salary-increase/approvals');
    // The requester and an area chief who holds section 42 but decides nothing are not told.
    expect(await notificationsOf(chiefId, 'salary_increase.submitted')).toHaveLength(0);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'salary_increase' and entity_id = ${String(item.id)}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const mail = await rows<{ event: string }>(
      sql`select event from mail_outbox where event = 'salary_increase.submitted'`,
    );
    expect(mail.length).toBeGreaterThan(0);
  });

  it('normalises the amount to two decimals and writes the notification in the reader’s language', async () => {
    await ctx.database.pool.query(`update users set language = 'es' where id = $1`, [hrId]);
    const employeeId = workers[1]!;
    const res = await request(chief, employeeId, String(Number(await salaryOf(employeeId)) + 7));
    expect(res.status).toBe(200);
    expect((res.body as Item).newSalary).toMatch(/^\d+\.00$/);
    expect((await notificationsOf(hrId, 'salary_increase.submitted')).at(-1)?.title).toBe(
      'Solicitud de aumento de sueldo',
    );
  });

  it('answers "The entered value is the same as the old one" on the salary field for the same salary', async () => {
    const employeeId = workers[2]!;
    const res = await request(chief, employeeId, await salaryOf(employeeId));
    expect(res.status).toBe(409);
    const body = res.body as Errors;
    expect(body.code).toBe('SAME_AS_OLD_VALUE');
    expect(body.message).toBe('The entered value is the same as the old one');
    expect(body.errors?.newSalary).toEqual(['The entered value is the same as the old one']);
  });

  it('names each bad field', async () => {
    const bad = await chief.post(`${base}/create`, {
      employeeId: workers[2],
      newSalary: '12.345',
      reason: '   ',
      effectiveDate: '2026-02-30',
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body as Errors).errors ?? {};
    expect(Object.keys(fields).sort()).toEqual(['effectiveDate', 'newSalary', 'reason']);
    for (const newSalary of ['0', '-5', 'abc', 0.001, '']) {
      const res = await request(chief, workers[2]!, newSalary as string);
      expect(res.status, String(newSalary)).toBe(400);
      expect(Object.keys((res.body as Errors).errors ?? {})).toEqual(['newSalary']);
    }
    const missing = await chief.post(`${base}/create`, {});
    expect(Object.keys((missing.body as Errors).errors ?? {}).sort()).toEqual([
      'effectiveDate',
      'employeeId',
      'newSalary',
      'reason',
    ]);
  });

  it('keeps a chief to their own area: 404 for another area, as for nobody', async () => {
    const employeeId = workers[2]!;
    const salary = await salaryOf(employeeId);
    expect((await request(otherChief, employeeId, plus(salary, 50))).status).toBe(404);
    expect((await request(otherChief, 999_999, '5000')).status).toBe(404);
    const mine = (await request(chief, employeeId, plus(salary, 50))).body as Item;
    expect((await otherChief.post(`${base}/get`, { id: mine.id })).status).toBe(404);
    const theirs = (await otherChief.post(`${base}/list`, {})).body as { data: Item[] };
    expect(theirs.data.some((r) => r.id === mine.id)).toBe(false);
    const ours = (await chief.post(`${base}/list`, {})).body as { data: Item[] };
    expect(ours.data.every((r) => r.areaId === 6)).toBe(true);
  });
});

describe('deciding', () => {
  it('lets only HR or the CEO decide: a chief holding 42 and a holder of 44 alone are refused', async () => {
    const employeeId = workers[3]!;
    const item = (await request(requesterOnly, employeeId, plus(await salaryOf(employeeId), 10)))
      .body as Item;
    expect(item.status).toBe('pending');
    expect((await chief.post(`${base}/approve`, { id: item.id })).status).toBe(403);
    expect((await requesterOnly.post(`${base}/approve`, { id: item.id })).status).toBe(403);
    expect((await chief.post(`${base}/reject`, { id: item.id, reason: 'No' })).status).toBe(403);
    expect(((await hr.post(`${base}/get`, { id: item.id })).body as Item).canDecide).toBe(true);
    const approved = await ceo.post(`${base}/approve`, { id: item.id });
    expect(approved.status).toBe(200);
    expect((approved.body as Item).status).toBe('approved');
  });

  it('approval writes the salary history with the effective date, moves the salary and tells requester and employee', async () => {
    const employeeId = workers[0]!;
    const salary = await salaryOf(employeeId);
    const list = (await hr.post(`${base}/list`, { filters: { employeeId, status: 'pending' } })).body as {
      data: Item[];
    };
    const item = list.data[0]!;
    const res = await hr.post(`${base}/approve`, { id: item.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', decidedByName: expect.any(String) });
    expect(await salaryOf(employeeId)).toBe(item.newSalary);
    const history = (await hr.post('/api/rrhh/employee/get-historial-sueldos', { employee_id: employeeId }))
      .body as { effectiveDate: string; oldSalary: string; newSalary: string; reason: string }[];
    expect(history[0]).toMatchObject({
      effectiveDate: '2026-12-01',
      oldSalary: salary,
      newSalary: item.newSalary,
    });
    expect(history[0]?.reason).toContain(`${item.id}`);
    expect(await notificationsOf(chiefId, 'salary_increase.approved')).toHaveLength(1);
    const toEmployee = await notificationsOf(workerUserId, 'salary_increase.approved');
    expect(toEmployee).toHaveLength(1);
    expect(toEmployee[0]?.link).toBe('/profile');
    // The employee reads their own history too.
    const own = (
      await workerUser.post('/api/rrhh/employee/get-historial-sueldos', { employee_id: employeeId })
    ).body as { newSalary: string }[];
    expect(own[0]?.newSalary).toBe(item.newSalary);
    const audit = await rows<{ action: string; before: { salary: string }; after: { salary: string } }>(
      sql`select action, before, after from audit_log where entity = 'salary_increase' and entity_id = ${String(item.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'approve']);
    expect(audit[1]?.before.salary).toBe(salary);
    const mail = await rows<{ to: string }>(
      sql`select "to" from mail_outbox where event = 'salary_increase.decided' order by id desc limit 1`,
    );
    expect(mail[0]?.to).toContain('@');
  });

  it('anything but pending → approved | rejected answers 409 INVALID_CHANGE', async () => {
    const done = (
      (await hr.post(`${base}/list`, { filters: { status: 'approved' } })).body as { data: Item[] }
    ).data[0]!;
    const again = await hr.post(`${base}/approve`, { id: done.id });
    expect(again.status).toBe(409);
    expect((again.body as Errors).code).toBe('INVALID_CHANGE');
    expect((await hr.post(`${base}/reject`, { id: done.id, reason: 'Tarde' })).status).toBe(409);
    expect((await hr.post(`${base}/approve`, { id: 999_999 })).status).toBe(404);
  });

  it('rejection needs a reason, tells the requester and leaves the salary alone', async () => {
    const employeeId = workers[4]!;
    const salary = await salaryOf(employeeId);
    const item = (await request(chief, employeeId, plus(salary, 99))).body as Item;
    const noReason = await hr.post(`${base}/reject`, { id: item.id, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(Object.keys((noReason.body as Errors).errors ?? {})).toEqual(['reason']);
    const res = await hr.post(`${base}/reject`, { id: item.id, reason: 'Sin presupuesto este trimestre' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'Sin presupuesto este trimestre' });
    expect(await salaryOf(employeeId)).toBe(salary);
    expect((await notificationsOf(chiefId, 'salary_increase.rejected')).at(-1)?.body).toContain(
      'Sin presupuesto este trimestre',
    );
    expect((await hr.post(`${base}/approve`, { id: item.id })).status).toBe(409);
  });

  it('refuses on approval when the salary already became the requested one, writing nothing', async () => {
    const employeeId = workers[5]!;
    const target = plus(await salaryOf(employeeId), 123);
    const first = (await request(chief, employeeId, target)).body as Item;
    const second = (await request(chief, employeeId, target)).body as Item;
    expect((await hr.post(`${base}/approve`, { id: first.id })).status).toBe(200);
    const historyBefore = (
      await hr.post('/api/rrhh/employee/get-historial-sueldos', { employee_id: employeeId })
    ).body as unknown[];
    const res = await hr.post(`${base}/approve`, { id: second.id });
    expect(res.status).toBe(409);
    expect((res.body as Errors).code).toBe('SAME_AS_OLD_VALUE');
    expect((res.body as Errors).errors?.newSalary).toEqual(['The entered value is the same as the old one']);
    expect(((await hr.post(`${base}/get`, { id: second.id })).body as Item).status).toBe('pending');
    const historyAfter = (
      await hr.post('/api/rrhh/employee/get-historial-sueldos', { employee_id: employeeId })
    ).body as unknown[];
    expect(historyAfter).toHaveLength(historyBefore.length);
  });

  it('of two simultaneous decisions one wins and the other answers 409', async () => {
    const employeeId = workers[6] ?? workers[3]!;
    const before = (await hr.post('/api/rrhh/employee/get-historial-sueldos', { employee_id: employeeId }))
      .body as unknown[];
    const item = (await request(chief, employeeId, plus(await salaryOf(employeeId), 321))).body as Item;
    const results = await Promise.all([
      hr.post(`${base}/approve`, { id: item.id }),
      ceo.post(`${base}/approve`, { id: item.id }),
      hr.post(`${base}/reject`, { id: item.id, reason: 'Duplicado' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const after = (await hr.post('/api/rrhh/employee/get-historial-sueldos', { employee_id: employeeId }))
      .body as unknown[];
    const final = ((await hr.post(`${base}/get`, { id: item.id })).body as Item).status;
    expect(after.length - before.length).toBe(final === 'approved' ? 1 : 0);
  });
});

describe('the lists', () => {
  it('filter by status, employee, area and date range, search, sort and export', async () => {
    const all = (await hr.post(`${base}/list`, { perPage: 200 })).body as { data: Item[]; total: number };
    expect(all.total).toBeGreaterThanOrEqual(8);
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const res = (await hr.post(`${base}/list`, { filters: { status } })).body as { data: Item[] };
      expect(res.data.length).toBeGreaterThan(0);
      expect(res.data.every((r) => r.status === status)).toBe(true);
    }
    const area = (await hr.post(`${base}/list`, { filters: { areaId: 6 } })).body as { data: Item[] };
    expect(area.data.every((r) => r.areaId === 6)).toBe(true);
    const range = (await hr.post(`${base}/list`, { filters: { from: '2026-12-01', to: '2026-12-01' } }))
      .body as { data: Item[] };
    expect(range.data.length).toBeGreaterThan(0);
    expect(range.data.every((r) => r.effectiveDate === '2026-12-01')).toBe(true);
    const name = all.data[0]!.employeeName.split(' ').at(-1)!.toLowerCase();
    const found = (await hr.post(`${base}/list`, { q: name })).body as { data: Item[] };
    expect(found.data.length).toBeGreaterThan(0);
    const sorted = (await hr.post(`${base}/list`, { sortBy: 'newSalary', sortDesc: true })).body as {
      data: Item[];
    };
    const amounts = sorted.data.map((r) => Number(r.newSalary));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const page = (await hr.post(`${base}/list`, { page: 2, perPage: 2 })).body as { data: Item[] };
    expect(page.data).toHaveLength(2);
    const file = await hr.post(`${base}/export`, { filters: { status: 'approved' } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(sheet.getRow(1).getCell(4).value).toBe('New salary');
  });

  it('refuses a bad filter by name', async () => {
    const res = await hr.post(`${base}/list`, { filters: { status: 'done', from: '2026-13-01' } });
    expect(res.status).toBe(400);
  });
});
