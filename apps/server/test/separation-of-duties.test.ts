import { addMonths, DISCOUNT_TYPES } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, apiRoutes } from './setup/api-routes.ts';
import { client, DEMO, login } from './setup/http.ts';
import { multipart } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { sessionToken } from './setup/test-users.ts';

/** A `YYYY-MM` month as an English message names it: "October 2026". */
const inWords = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Separation of duties, generated from the routes: every route that decides something (approve,
 * reject, decide, annul, cancel, grant) is either in the reviewed table below with a way to make a
 * request, or named with the reason it decides nobody's request. For each request route, the HR
 * chief (who decides such requests as a rule) is refused 403 `OWN_REQUEST` on a request she made for
 * a worker and on one made for her by the administrator. On main she approved both.
 */
const ctx = useTestApp();

type Api = ReturnType<typeof client>;
type Made = { id: number };

const DECISION =
  /\/(approve|reject|decide|anull|not-discounted|cancel)(-[a-z]+)?$|\/(register|cancel)-employee-vacation$/;

const lima = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const nextMonth = addMonths(lima().slice(0, 7), 1);

let hr: Api;
let hrToken: string;
/** The demo CEO, the level above the HR chief. */
let ceo: Api;
let ceoName = '';
let admin: Api;
let adminToken: string;
const HR_EMPLOYEE = 2;
let worker = 0;
let zoneId = 0;
let seq = 0;

const made = async (res: Promise<{ status: number; body: unknown }>): Promise<number> => {
  const { status, body } = await res;
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as Made).id;
};

const justification = async (token: string, employeeId: number) => {
  const body = await multipart({
    employeeId: String(employeeId),
    workDate: lima(-1 - (seq++ % 20)),
    type: seq % 2 ? 'absence' : 'tardiness',
    motive: 'Cita médica',
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/attendance/justification/create',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Made).id;
};

/** How to make a request of each kind, as `as` (the requester) for `employeeId` (the worker). */
const MAKE = {
  raise: (as: Api, employeeId: number) =>
    made(
      as.post('/api/rrhh/salary-increase/create', {
        employeeId,
        newSalary: String(20_000 + ++seq),
        reason: 'Nuevo cargo',
        effectiveDate: `${nextMonth}-01`,
      }),
    ),
  additionalWork: (as: Api, employeeId: number) =>
    made(
      as.post('/api/rrhh/additional-work/create', {
        employeeId,
        date: lima(),
        hours: '2',
        reason: 'Cierre de mes',
        payMode: 'hours',
      }),
    ),
  advance: (as: Api, employeeId: number) =>
    made(
      as.post('/api/rrhh/payroll/advance/create', {
        employeeId,
        amount: '10.00',
        period: nextMonth,
        reason: 'Gastos médicos',
      }),
    ),
  discount: (as: Api, employeeId: number) =>
    made(
      as.post('/api/rrhh/payroll/discount/create', {
        employeeId,
        type: DISCOUNT_TYPES[0],
        amount: '10.00',
        quotas: 1,
        startPeriod: nextMonth,
      }),
    ),
  viatic: (as: Api, employeeId: number) => {
    const day = `2031-0${1 + (seq % 9)}-${String(1 + (++seq % 27)).padStart(2, '0')}`;
    return made(
      as.post('/api/rrhh/viatic/create', {
        employeeId,
        zoneId,
        startDate: day,
        endDate: day,
        advance: '0',
        purpose: 'Visita a cliente',
        observations: '',
      }),
    );
  },
  justification: (as: Api, employeeId: number) => justification(as === hr ? hrToken : adminToken, employeeId),
  vacation: async (_as: Api, employeeId: number) => {
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `insert into employee_vacations (employee_id, service_year, start_date, end_date, days)
       values ($1, 1, '2031-02-01', '2031-02-02', 2) returning id`,
      [employeeId],
    );
    return rows[0]!.id;
  },
} as const;

type Case = {
  make: keyof typeof MAKE;
  body: (id: number) => Record<string, unknown>;
  /** Whether a requester other than the decider exists (a vacation is granted by who registers it). */
  requester?: false;
};

const id = (i: number) => ({ id: i });
const reason = (i: number) => ({ id: i, reason: 'No corresponde' });

/** Every decision route, reviewed: how to make its request, or why it decides nobody's request. */
const REVIEWED: Record<string, Case | string> = {
  'POST /api/rrhh/salary-increase/approve': { make: 'raise', body: id },
  'POST /api/rrhh/salary-increase/reject': { make: 'raise', body: reason },
  'POST /api/rrhh/additional-work/approve': { make: 'additionalWork', body: id },
  'POST /api/rrhh/additional-work/reject': { make: 'additionalWork', body: reason },
  'POST /api/rrhh/payroll/advance/approve': { make: 'advance', body: id },
  'POST /api/rrhh/payroll/advance/reject': { make: 'advance', body: reason },
  'POST /api/rrhh/payroll/discount/approve': { make: 'discount', body: id },
  'POST /api/rrhh/payroll/discount/anull': { make: 'discount', body: reason },
  'POST /api/rrhh/payroll/discount/not-discounted': { make: 'discount', body: reason },
  'POST /api/rrhh/viatic/approve-chief': { make: 'viatic', body: id },
  'POST /api/rrhh/viatic/approve-hr': { make: 'viatic', body: id },
  'POST /api/rrhh/viatic/reject': { make: 'viatic', body: reason },
  'POST /api/attendance/justification/decide-chief': {
    make: 'justification',
    body: (i) => ({ id: i, decision: 'approve' }),
  },
  'POST /api/rrhh/justification/decide-hr': {
    make: 'justification',
    body: (i) => ({ id: i, decision: 'approve' }),
  },
  'POST /api/rrhh/employee/register-employee-vacation': {
    make: 'vacation',
    requester: false,
    body: () => ({
      employee_id: HR_EMPLOYEE,
      serviceYear: 1,
      startDate: '2031-03-01',
      endDate: '2031-03-02',
      notes: '',
    }),
  },
  'POST /api/rrhh/employee/cancel-employee-vacation': {
    make: 'vacation',
    requester: false,
    body: (i) => ({ vacation_id: i }),
  },
  'POST /api/rrhh/payroll/run/approve':
    'a payroll run pays the month by rule, nobody asks for it (who runs payroll is its own part)',
  'POST /api/rrhh/payroll/run/cancel': 'undoes a run, not a request',
  'POST /api/operations/service-order/cancel': 'a client order, no money to a person',
  'POST /api/treasury/transaction/approve': 'treasury movements have their own maker and checker',
  'POST /api/treasury/transaction/cancel': 'treasury movements have their own maker and checker',
};

let routes: ApiRoute[] = [];

beforeAll(async () => {
  routes = apiRoutes(ctx.app).filter((r) => DECISION.test(r.url));
  hrToken = (await login(ctx, DEMO.hrChief)).accessToken;
  hr = client(ctx, hrToken, 'en');
  adminToken = (await login(ctx, DEMO.admin)).accessToken;
  admin = client(ctx, adminToken, 'en');
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `select ej.employee_id as id from employee_jobs ej join employees e on e.id = ej.employee_id
     where e.is_active and ej.company_id is not null and ej.area_id = 6
       and not exists (select 1 from users u where u.employee_id = ej.employee_id)
     order by ej.employee_id limit 1`,
  );
  worker = rows[0]!.id;
  const { rows: top } = await ctx.database.pool.query<{ id: number; name: string }>(
    `select id, full_name as name from users where email = 'gerencia@zerg.pe'`,
  );
  ceo = client(ctx, await sessionToken(ctx, { id: top[0]!.id }), 'en');
  ceoName = top[0]!.name;
  const zones = (await admin.post('/api/rrhh/viatic/zones', { date: '2031-01-01' })).body as {
    data: { id: number }[];
  };
  zoneId = zones.data[0]!.id;
});

describe('separation of duties on every decision route', () => {
  it('reviews every route that decides: a request case or the reason it decides no request', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((r) => r.key).filter((key) => !(key in REVIEWED))).toEqual([]);
    expect(Object.keys(REVIEWED).filter((key) => !routes.some((r) => r.key === key))).toEqual([]);
  });

  it('refuses the requester and the worker concerned (403 OWN_REQUEST) on every request route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const reviewed = REVIEWED[route.key];
      if (typeof reviewed !== 'object') continue;
      const url = route.url;
      const tries: { who: string; id: number }[] = [
        { who: 'the worker', id: await MAKE[reviewed.make](admin, HR_EMPLOYEE) },
      ];
      if (reviewed.requester !== false)
        tries.push({ who: 'the requester', id: await MAKE[reviewed.make](hr, worker) });
      for (const attempt of tries) {
        const res = await hr.post(url, reviewed.body(attempt.id));
        const code = (res.body as { code?: string }).code;
        if (res.status !== 403 || code !== 'OWN_REQUEST')
          failures.push(`${route.key} answered ${res.status} ${code} to ${attempt.who}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

type Raise = { id: number; status: string; canDecide: boolean; escalatedTo: string[]; currentSalary: string };

describe('a request of the one who would decide goes up a level', () => {
  it('the HR chief asks for her own raise (7,290 → 15,000): she is refused, the CEO is shown and decides', async () => {
    const asked = await hr.post('/api/rrhh/salary-increase/create', {
      employeeId: HR_EMPLOYEE,
      newSalary: '15000',
      reason: 'Responsabilidades nuevas',
      effectiveDate: `${nextMonth}-01`,
    });
    expect(asked.status).toBe(200);
    const item = asked.body as Raise;
    expect(item).toMatchObject({ currentSalary: '7290.00', canDecide: false, escalatedTo: [ceoName] });
    const own = await hr.post('/api/rrhh/salary-increase/approve', { id: item.id });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'OWN_REQUEST' });
    // The administrator decides raises as a rule, but not this one: it went to the CEO.
    const other = await admin.post('/api/rrhh/salary-increase/approve', { id: item.id });
    expect(other.body).toMatchObject({ code: 'DECIDED_ABOVE' });
    expect(((await ceo.post('/api/rrhh/salary-increase/get', { id: item.id })).body as Raise).canDecide).toBe(
      true,
    );
    const approved = await ceo.post('/api/rrhh/salary-increase/approve', { id: item.id });
    expect(approved.body).toMatchObject({ status: 'approved' });
  });

  it('her additional work for a worker goes to the CEO too, and notifies only the CEO', async () => {
    const { rows: last } = await ctx.database.pool.query<{ id: number }>(
      'select coalesce(max(id), 0) as id from notifications',
    );
    const asked = await hr.post('/api/rrhh/additional-work/create', {
      employeeId: worker,
      date: lima(),
      hours: '3',
      reason: 'Inventario',
      payMode: 'hours',
    });
    const item = asked.body as Raise;
    expect(item.escalatedTo).toEqual([ceoName]);
    expect((await admin.post('/api/rrhh/additional-work/approve', { id: item.id })).body).toMatchObject({
      code: 'DECIDED_ABOVE',
    });
    expect((await ceo.post('/api/rrhh/additional-work/approve', { id: item.id })).body).toMatchObject({
      status: 'approved',
    });
    const told = await ctx.database.db.execute<{ email: string }>(
      sql`select u.email from notifications n join users u on u.id = n.user_id
          where n.type = 'additional_work.submitted' and n.id > ${last[0]!.id}`,
    );
    expect(told.rows.map((r) => r.email)).toEqual(['gerencia@zerg.pe']);
  });

  it('her own justification goes to the CEO at both steps, not to the rest of HR', async () => {
    const own = await justification(hrToken, HR_EMPLOYEE);
    const approve = { id: own, decision: 'approve' };
    const chiefStep = '/api/attendance/justification/decide-chief';
    expect((await admin.post(chiefStep, approve)).body).toMatchObject({ code: 'DECIDED_ABOVE' });
    expect((await ceo.post(chiefStep, approve)).body).toMatchObject({ status: 'approved' });
    const hrStep = '/api/rrhh/justification/decide-hr';
    expect((await admin.post(hrStep, approve)).body).toMatchObject({ code: 'DECIDED_ABOVE' });
    expect((await ceo.post(hrStep, approve)).body).toMatchObject({ status: 'approved_by_hr' });
  });

  it('nobody sets their own salary in the job details either', async () => {
    const job = (await hr.post('/api/rrhh/employee/get-jobdetails-information', { employee_id: HR_EMPLOYEE }))
      .body as Record<string, unknown>;
    const res = await hr.post('/api/rrhh/employee/update-employee-job-detail', {
      ...job,
      employee_id: HR_EMPLOYEE,
      salary: '15500.00',
      salaryChangeReason: 'Ajuste',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toMatchObject({ code: 'OWN_REQUEST' });
  });
});

describe('closed months stay closed', () => {
  it('refuses raises and additional work in a month whose payroll is approved, naming the month (409)', async () => {
    const month = addMonths(lima().slice(0, 7), -1);
    const { rows } = await ctx.database.pool.query<{ company: number; staff: string }>(
      'select company_id as company, personal_type as staff from employee_jobs where employee_id = $1',
      [worker],
    );
    const staff = rows[0]!;
    // What approving the month's run writes (closeAttendanceMonth); paying it leaves it closed.
    const close = (m: string) =>
      ctx.database.pool.query(
        `insert into attendance_closed_months (month, company_id, personal_type) values ($1, $2, $3)`,
        [`${m}-01`, staff.company, staff.staff],
      );
    await close(month);
    const raise = (effectiveDate: string) =>
      admin.post('/api/rrhh/salary-increase/create', {
        employeeId: worker,
        newSalary: String(30_000 + ++seq),
        reason: 'Retroactivo',
        effectiveDate,
      });
    const refused = await raise(`${month}-15`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PAYROLL_MONTH_CLOSED' });
    expect((refused.body as { message: string }).message).toContain(inWords(month));
    // A salary from before the closed month would change it too.
    expect((await raise(`${addMonths(month, -1)}-20`)).body).toMatchObject({ code: 'PAYROLL_MONTH_CLOSED' });
    const extra = await admin.post('/api/rrhh/additional-work/create', {
      employeeId: worker,
      date: `${month}-10`,
      hours: '2',
      reason: 'Retroactivo',
      payMode: 'hours',
    });
    expect(extra.status).toBe(409);
    expect((extra.body as { message: string }).message).toContain(inWords(month));
    // A request made while the month was open is refused on approval once it closes.
    const pending = (await raise(`${nextMonth}-01`)).body as Raise;
    await close(nextMonth);
    const late = await ceo.post('/api/rrhh/salary-increase/approve', { id: pending.id });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'PAYROLL_MONTH_CLOSED' });
    expect((late.body as { message: string }).message).toContain(inWords(nextMonth));
  });
});
