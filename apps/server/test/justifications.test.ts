import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { multipart, TINY_PDF, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();

type Item = {
  id: number;
  employeeId: number;
  employeeName: string;
  areaId: number | null;
  workDate: string;
  type: 'absence' | 'tardiness';
  status: string;
  fileName: string | null;
  chiefComment: string | null;
  hrComment: string | null;
  createdByName: string | null;
  canDecideChief: boolean;
  canDecideHr: boolean;
};
type Err = { code: string; message: string; errors?: Record<string, string[]> };

const limaDaysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

/** Fleet (area 8) has the demo operations coordinator as its named chief; accounting (5) has another. */
let fleetA: number;
let fleetB: number;
let accounting: number;
let employeeToken: string;
let employeeUserId: number;
let otherEmployeeToken: string;
let chief: ReturnType<typeof client>;
let chiefUserId: number;
let chiefToken: string;
let otherChief: ReturnType<typeof client>;
let hr: ReturnType<typeof client>;
let hrToken: string;
let hrUserId: number;
let employee: ReturnType<typeof client>;

const employeesOfArea = async (areaId: number) =>
  (
    await ctx.database.pool.query<{ id: number }>(
      `select ej.employee_id as id from employee_jobs ej
        where ej.area_id = $1 and ej.employee_id > 8
          and not exists (select 1 from justifications j where j.employee_id = ej.employee_id)
          and not exists (select 1 from users u where u.employee_id = ej.employee_id)
        order by ej.employee_id desc`,
      [areaId],
    )
  ).rows.map((r) => r.id);

const create = async (
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => {
  const body = await multipart(fields, file);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/attendance/justification/create',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Item & Err };
};

const notificationsOf = async (userId: number, id: number) =>
  (
    await ctx.database.pool.query<{ type: string; title: string; body: string; link: string }>(
      `select type, title, body, link from notifications where user_id = $1 and link like $2 order by id`,
      [userId, `%id=${id}`],
    )
  ).rows;

beforeAll(async () => {
  [fleetA, fleetB] = (await employeesOfArea(8)) as [number, number];
  [accounting] = (await employeesOfArea(5)) as [number];
  const emp = await createTestUser(ctx, { sections: [], employeeId: fleetA });
  employeeUserId = emp.id;
  employeeToken = await sessionToken(ctx, emp);
  employee = client(ctx, employeeToken);
  otherEmployeeToken = await sessionToken(
    ctx,
    await createTestUser(ctx, { sections: [], employeeId: fleetB }),
  );
  const ops = await login(ctx, DEMO.operations);
  chiefToken = ops.accessToken;
  chief = client(ctx, chiefToken);
  chiefUserId = ops.userData.id;
  const rrhh = await login(ctx, DEMO.hrChief);
  hrToken = rrhh.accessToken;
  hr = client(ctx, hrToken);
  hrUserId = rrhh.userData.id;
  // A chief-role user working in accounting: chief of area 5, holding payroll like the demo chief role.
  const acc = await createTestUser(ctx, {
    sections: [SECTION_IDS.PAYROLL, SECTION_IDS.EMPLOYEES],
    employeeId: accounting,
  });
  await ctx.database.pool.query('update users set role_id = $1 where id = $2', [ROLE_IDS.CHIEF, acc.id]);
  otherChief = client(ctx, await sessionToken(ctx, acc));
});

describe('the justification flow', () => {
  let id: number;
  const day = limaDaysAgo(1);

  it('an employee justifies their own tardiness with a PDF; the area chief is told', async () => {
    const res = await create(
      employeeToken,
      { workDate: day, type: 'tardiness', motive: 'Accidente en la vía' },
      { name: 'constancia.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      employeeId: fleetA,
      workDate: day,
      type: 'tardiness',
      status: 'pending',
      fileName: 'constancia.pdf',
      canDecideChief: false,
      canDecideHr: false,
    });
    id = res.body.id;
    const told = await notificationsOf(chiefUserId, id);
    expect(told).toHaveLength(1);
    expect(told[0]?.type).toBe('justification.submitted');
    expect(told[0]?.link).toContain('/attendance/justifications');
    expect(told[0]?.title).not.toContain('justificationNotices');
    const mails = await ctx.database.pool.query(
      `select 1 from mail_outbox where event = 'justification.submitted'`,
    );
    expect(mails.rowCount).toBeGreaterThan(0);
  });

  it('refuses a second open justification of the same day and type, a future day, and bad fields', async () => {
    const dup = await create(employeeToken, { workDate: day, type: 'tardiness', motive: 'Otra vez' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('JUSTIFICATION_ALREADY_OPEN');
    const future = await create(employeeToken, { workDate: limaDaysAgo(-3), type: 'absence', motive: 'x' });
    expect(future.status).toBe(400);
    expect(future.body.errors?.workDate).toBeDefined();
    const bad = await create(employeeToken, { workDate: '2026-02-30', type: 'nap', motive: ' ' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['motive', 'type', 'workDate']);
  });

  it('refuses a file too large (413) or of the wrong type (400)', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const large = await create(
      employeeToken,
      { workDate: limaDaysAgo(2), type: 'absence', motive: 'Grande' },
      { name: 'big.png', type: 'image/png', data: big },
    );
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('FILE_TOO_LARGE');
    const text = await create(
      employeeToken,
      { workDate: limaDaysAgo(2), type: 'absence', motive: 'Texto' },
      { name: 'note.txt', type: 'text/plain', data: Buffer.from('hello there') },
    );
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('the employee sees only their own, and the file only they and the deciders can read', async () => {
    const mine = (await employee.post('/api/attendance/justification/mine', {})).body as { data: Item[] };
    expect(mine.data.map((r) => r.id)).toEqual([id]);
    const other = client(ctx, otherEmployeeToken);
    const theirs = (await other.post('/api/attendance/justification/mine', {})).body as { total: number };
    expect(theirs.total).toBe(0);
    const get = await other.post('/api/attendance/justification/get', { id });
    expect(get.status).toBe(404);
    expect((get.body as Err).message).toBe('No justification found');
    expect((await other.get(`/api/attendance/justification/file/${id}`)).status).toBe(404);
    const file = await employee.get(`/api/attendance/justification/file/${id}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await chief.get(`/api/attendance/justification/file/${id}`)).status).toBe(200);
    expect((await hr.get(`/api/attendance/justification/file/${id}`)).status).toBe(200);
    expect((await employee.post('/api/rrhh/justification/list', {})).status).toBe(403);
  });

  it('refuses the steps nobody may take now', async () => {
    // HR's step before the chief's.
    const early = await hr.post('/api/rrhh/justification/decide-hr', { id, decision: 'approve' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'INVALID_CHANGE', message: 'INVALID CHANGE' });
    // The employee decides nothing; HR does not take the step of an area that has a chief.
    expect(
      (await employee.post('/api/attendance/justification/decide-chief', { id, decision: 'approve' })).status,
    ).toBe(403);
    expect(
      (await employee.post('/api/rrhh/justification/decide-hr', { id, decision: 'approve' })).status,
    ).toBe(403);
    expect(
      (await hr.post('/api/attendance/justification/decide-chief', { id, decision: 'approve' })).status,
    ).toBe(403);
    // The chief of another area does not see it: as good as missing.
    const foreign = await otherChief.post('/api/attendance/justification/decide-chief', {
      id,
      decision: 'approve',
    });
    expect(foreign.status).toBe(404);
    expect((foreign.body as Err).code).toBe('JUSTIFICATION_NOT_FOUND');
    expect((await otherChief.post('/api/attendance/justification/get', { id })).status).toBe(404);
    // A rejection says why.
    const noWhy = await chief.post('/api/attendance/justification/decide-chief', { id, decision: 'reject' });
    expect(noWhy.status).toBe(400);
    expect((noWhy.body as Err).errors?.comment).toBeDefined();
    // A missing one.
    const missing = await chief.post('/api/attendance/justification/decide-chief', {
      id: 999_999,
      decision: 'approve',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'JUSTIFICATION_NOT_FOUND',
      message: 'No justification found',
    });
  });

  it('two chief decisions at once: exactly one wins', async () => {
    const list = (await chief.post('/api/attendance/justification/team', { filters: { group: 'pending' } }))
      .body as { data: Item[] };
    expect(list.data.find((r) => r.id === id)?.canDecideChief).toBe(true);
    // Two approvals race, so the flow goes on the same way whichever wins.
    const [a, b] = await Promise.all([
      chief.post('/api/attendance/justification/decide-chief', { id, decision: 'approve', comment: 'Ok' }),
      chief.post('/api/attendance/justification/decide-chief', {
        id,
        decision: 'approve',
        comment: 'Conforme',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = (a.status === 409 ? a : b).body as { code: string };
    expect(loser.code).toBe('INVALID_CHANGE');
    const winner = (a.status === 200 ? a : b).body as Item;
    expect(winner.status).toBe('approved');
    expect(winner.canDecideHr).toBe(false);
    expect(
      (await chief.post('/api/attendance/justification/decide-chief', { id, decision: 'approve' })).status,
    ).toBe(409);
  });

  it('the chief approval tells HR and the employee', async () => {
    const toHr = await notificationsOf(hrUserId, id);
    expect(toHr.map((n) => n.type)).toEqual(['justification.chief_approved']);
    expect(toHr[0]?.link).toContain('/rrhh/payroll/attendance/justifications');
    const toEmployee = await notificationsOf(employeeUserId, id);
    expect(toEmployee.map((n) => n.type)).toEqual(['justification.decided']);
    expect(toEmployee[0]?.title).toMatch(/aprobada por el jefe/i);
  });

  it('HR approves; nothing changes afterwards', async () => {
    const pending = (await hr.post('/api/rrhh/justification/list', { filters: { group: 'pending' } }))
      .body as {
      data: Item[];
    };
    expect(pending.data.find((r) => r.id === id)?.canDecideHr).toBe(true);
    const ok = await hr.post('/api/rrhh/justification/decide-hr', {
      id,
      decision: 'approve',
      comment: 'Conforme',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'approved_by_hr', hrComment: 'Conforme' });
    for (const decision of ['approve', 'reject'] as const) {
      const again = await hr.post('/api/rrhh/justification/decide-hr', { id, decision, comment: 'x' });
      expect(again.status).toBe(409);
      const chiefAgain = await chief.post('/api/attendance/justification/decide-chief', {
        id,
        decision,
        comment: 'x',
      });
      expect(chiefAgain.status).toBe(409);
    }
    const completed = (await hr.post('/api/rrhh/justification/list', { filters: { group: 'completed' } }))
      .body as { data: Item[] };
    expect(completed.data.some((r) => r.id === id && r.status === 'approved_by_hr')).toBe(true);
    expect((await notificationsOf(employeeUserId, id)).map((n) => n.type)).toEqual([
      'justification.decided',
      'justification.decided',
    ]);
    // Once approved by HR, the same day and type cannot be justified again.
    expect((await create(employeeToken, { workDate: day, type: 'tardiness', motive: 'Otra' })).status).toBe(
      409,
    );
  });

  it('audits every write', async () => {
    const { rows } = await ctx.database.pool.query<{ action: string; user_id: number }>(
      `select action, user_id from audit_log where entity = 'justification' and entity_id = $1 order by id`,
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'decide_chief', 'decide_hr']);
    expect(rows.map((r) => r.user_id)).toEqual([employeeUserId, chiefUserId, hrUserId]);
  });
});

describe('rejections, HR on behalf, lists', () => {
  it('a chief rejection ends the flow; a new one may be filed for that day', async () => {
    const day = limaDaysAgo(3);
    const made = await create(employeeToken, { workDate: day, type: 'absence', motive: 'Fiebre' });
    expect(made.status).toBe(200);
    const rejected = await chief.post('/api/attendance/justification/decide-chief', {
      id: made.body.id,
      decision: 'reject',
      comment: 'Sin sustento',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', chiefComment: 'Sin sustento' });
    expect(
      (await hr.post('/api/rrhh/justification/decide-hr', { id: made.body.id, decision: 'approve' })).status,
    ).toBe(409);
    expect(
      (await create(employeeToken, { workDate: day, type: 'absence', motive: 'Fiebre (con certificado)' }))
        .status,
    ).toBe(200);
  });

  it('HR files on behalf of an employee and rejects after the chief; an employee cannot file for another', async () => {
    const onBehalf = await create(
      hrToken,
      { employeeId: String(fleetB), workDate: limaDaysAgo(4), type: 'absence', motive: 'Llamó para avisar' },
      { name: 'foto.png', type: 'image/png', data: TINY_PNG },
    );
    expect(onBehalf.status).toBe(200);
    expect(onBehalf.body).toMatchObject({
      employeeId: fleetB,
      status: 'pending',
      createdByName: 'María Elena Flores Huamán',
    });
    await chief.post('/api/attendance/justification/decide-chief', {
      id: onBehalf.body.id,
      decision: 'approve',
    });
    // Whoever filed it does not decide it (separation of duties): another HR holder does.
    const decision = { id: onBehalf.body.id, decision: 'reject', comment: 'Fuera de plazo' };
    const own = await hr.post('/api/rrhh/justification/decide-hr', decision);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'OWN_REQUEST' });
    const otherHr = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], isCeo: true });
    const rejected = await client(ctx, await sessionToken(ctx, otherHr)).post(
      '/api/rrhh/justification/decide-hr',
      decision,
    );
    expect(rejected.body).toMatchObject({ status: 'rejected_by_hr' });
    const forOther = await create(employeeToken, {
      employeeId: String(fleetB),
      workDate: limaDaysAgo(4),
      type: 'tardiness',
      motive: 'x',
    });
    expect(forOther.status).toBe(404);
  });

  it('an area without another chief: HR takes the chief step', async () => {
    // The demo operations coordinator is the only chief of operations (area 3) and fleet: their own
    // justification goes to HR for both steps.
    const own = await create(chiefToken, {
      workDate: limaDaysAgo(2),
      type: 'tardiness',
      motive: 'Reunión externa',
    });
    expect(own.status).toBe(200);
    expect(own.body.canDecideChief).toBe(false);
    expect((await notificationsOf(hrUserId, own.body.id)).map((n) => n.type)).toEqual([
      'justification.submitted',
    ]);
    const step = await hr.post('/api/attendance/justification/decide-chief', {
      id: own.body.id,
      decision: 'approve',
    });
    expect(step.status).toBe(200);
  });

  it('the chief of another area neither lists nor reads these', async () => {
    const team = (await otherChief.post('/api/attendance/justification/team', {})).body as { data: Item[] };
    expect(team.data.every((r) => r.areaId === 5)).toBe(true);
    const list = (await otherChief.post('/api/rrhh/justification/list', {})).body as { data: Item[] };
    expect(list.data.every((r) => r.areaId === 5)).toBe(true);
  });

  it('HR lists with search, filters and sorting, and exports to Excel', async () => {
    const all = (await hr.post('/api/rrhh/justification/list', { perPage: 100 })).body as {
      data: Item[];
      total: number;
    };
    expect(all.total).toBeGreaterThanOrEqual(9);
    const first = all.data.find((r) => r.employeeId === fleetA);
    const surname = first?.employeeName.split(' ').at(-2) ?? '';
    const search = (await hr.post('/api/rrhh/justification/list', { q: surname.toLowerCase() })).body as {
      data: Item[];
    };
    expect(search.data.some((r) => r.employeeId === fleetA)).toBe(true);
    const tardy = (
      await hr.post('/api/rrhh/justification/list', {
        filters: { type: 'tardiness', areaId: 8, from: limaDaysAgo(30), to: limaDaysAgo(0) },
        sortBy: 'employeeName',
      })
    ).body as { data: Item[] };
    expect(tardy.data.length).toBeGreaterThan(0);
    expect(tardy.data.every((r) => r.type === 'tardiness' && r.areaId === 8)).toBe(true);
    const byStatus = (
      await hr.post('/api/rrhh/justification/list', { filters: { status: 'rejected_by_hr' } })
    ).body as {
      data: Item[];
    };
    expect(byStatus.data.every((r) => r.status === 'rejected_by_hr')).toBe(true);
    const file = await hr.post('/api/rrhh/justification/export', { filters: { group: 'completed' } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBeGreaterThan(1);
  });
});

describe('a month whose payroll is approved', () => {
  it('refuses new justifications and decisions on its days (409)', async () => {
    const day = '2026-01-14';
    const made = await create(employeeToken, { workDate: day, type: 'absence', motive: 'Antes del cierre' });
    expect(made.status).toBe(200);
    await ctx.database.pool.query(`insert into attendance_closed_months (month, company_id, personal_type)
      select distinct '2026-01-01'::date, company_id, personal_type from employee_jobs where company_id is not null`);
    const late = await create(employeeToken, { workDate: '2026-01-15', type: 'absence', motive: 'Después' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ATTENDANCE_MONTH_CLOSED');
    const decided = await chief.post('/api/attendance/justification/decide-chief', {
      id: made.body.id,
      decision: 'approve',
    });
    expect(decided.status).toBe(409);
    expect((decided.body as Err).code).toBe('ATTENDANCE_MONTH_CLOSED');
  });
});
