import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { newEmployee } from './setup/employee-fixtures.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

/**
 * SUNAT's T-Registro files through the API as HR makes them: altas, modificaciones and bajas of one
 * employer in a date range, the problems of each worker, the zip, the audit and who may ask.
 */
const ctx = useTestApp();
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

let hr: ReturnType<typeof client>;
let ruc = '';
let hired = 0;
let outside = 0;
let gaps = 0;

type Worker = { employeeId: number; date: string; problems: { field: string; reason: string }[] };
type Preview = {
  ruc: string;
  workers: Worker[];
  files: { name: string; lines: number }[];
  manualFields: string[];
};

const october = { companyId: 1, from: '2026-10-01', to: '2026-10-31' };
const preview = async (kind: string, range = october) => {
  const res = await hr.post('/api/rrhh/t-registro/preview', { ...range, kind });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Preview;
};
const create = async (documentNumber: string, startDate: string) => {
  const base = newEmployee();
  const res = await hr.post('/api/rrhh/employee/create-employee', {
    ...base,
    documentNumber,
    personalEmail: `${documentNumber}@correo.pe`,
    workEmail: null,
    bankAccounts: [],
    job: { ...base.job, startDate },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { id: number }).id;
};

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  ruc = (await rows<{ ruc: string }>(sql`select ruc from companies where id = 1`))[0]?.ruc ?? '';
  hired = await create('71000001', '2026-10-05');
  outside = await create('71000002', '2026-09-15');
  gaps = await create('71000003', '2026-10-12');
  await exec(sql`update employees set district_ubigeo = null where id = ${gaps}`);
  await exec(sql`update employee_jobs set cuspp = null where employee_id = ${gaps}`);
});

describe('altas', () => {
  it('lists a hire in the range with its start date, and not one outside it', async () => {
    const p = await preview('hires');
    expect(p.ruc).toBe(ruc);
    const mine = p.workers.find((w) => w.employeeId === hired);
    expect(mine).toMatchObject({ date: '2026-10-05', problems: [] });
    expect(p.workers.some((w) => w.employeeId === outside)).toBe(false);
    expect(p.files.map((f) => f.name)).toEqual(['ide', 'tra', 'per', 'est'].map((e) => `RP_${ruc}.${e}`));
    expect(p.manualFields).toEqual(['tra.occupation']);
  });

  it('lists the required fields a worker lacks, by file and column', async () => {
    const p = await preview('hires');
    expect(p.workers.find((w) => w.employeeId === gaps)?.problems).toEqual([
      { field: 'ide.ubigeo', reason: 'missing' },
      { field: 'tra.cuspp', reason: 'missing' },
    ]);
  });

  it('downloads the four files, ISO-8859-1, one line per worker (four periods each), and audits it', async () => {
    const res = await hr.post('/api/rrhh/t-registro/download', { ...october, kind: 'hires' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.raw);
    const text = async (ext: string) => {
      const bytes = await zip.file(`RP_${ruc}.${ext}`)?.async('nodebuffer');
      return (bytes ?? Buffer.alloc(0)).toString('latin1');
    };
    const ide = (await text('ide')).split('\r\n').find((l) => l.startsWith('01|71000001|'));
    expect(ide?.split('|')).toHaveLength(42); // 41 columns and the closing separator
    expect(ide).toContain('|Cárdenas|Ríos|Valeria Sofía|2|9589|');
    const per = (await text('per')).split('\r\n').filter((l) => l.startsWith('01|71000001|'));
    expect(per).toEqual([
      '01|71000001||1|1|05/10/2026|||||',
      '01|71000001||1|2|05/10/2026|||21||',
      '01|71000001||1|3|05/10/2026|||00||',
      '01|71000001||1|4|05/10/2026|||21||',
    ]);
    const est = (await text('est')).split('\r\n').find((l) => l.startsWith('01|71000001|'));
    expect(est).toBe(`01|71000001||${ruc}|0000|`);
    const [audit] = await rows<{ after: { kind: string; employeeIds: number[]; withProblems: number[] } }>(
      sql`select after from audit_log where entity = 't_registro' order by id desc limit 1`,
    );
    expect(audit?.after.kind).toBe('hires');
    expect(audit?.after.employeeIds).toContain(hired);
    expect(audit?.after.withProblems).toContain(gaps);
  });
});

describe('bajas', () => {
  it('gives the closed period with the last day and the reason code of table 17', async () => {
    const res = await hr.post('/api/rrhh/employee/inactive-employee-by-id', {
      employee_id: outside,
      date: '2026-10-20',
      cessationReason: 'resignation',
      reason: 'Carta de renuncia',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = await preview('cessations');
    expect(p.workers.find((w) => w.employeeId === outside)).toMatchObject({
      date: '2026-10-20',
      problems: [],
    });
    const zip = await JSZip.loadAsync(
      (await hr.post('/api/rrhh/t-registro/download', { ...october, kind: 'cessations' })).raw,
    );
    expect(Object.keys(zip.files)).toEqual([`RP_${ruc}.per`]);
    const per = ((await zip.file(`RP_${ruc}.per`)?.async('string')) ?? '').split('\r\n');
    expect(per).toContain('01|71000002||1|1|15/09/2026|20/10/2026|01|||');
  });
});

describe('modificaciones', () => {
  it('lists a worker employed before the range whose record changed in it, from the audit', async () => {
    await exec(sql`insert into audit_log (at, action, entity, entity_id)
      values ('2026-10-10T15:00:00Z', 'update', 'employee', ${String(outside)}),
             ('2026-11-02T15:00:00Z', 'update', 'employee', ${String(hired)})`);
    const p = await preview('changes');
    expect(p.workers.find((w) => w.employeeId === outside)?.date).toBe('2026-10-10');
    // Hired in the range: its alta carries the data; changed after the range: not listed.
    expect(p.workers.some((w) => w.employeeId === hired)).toBe(false);
    expect(p.files.map((f) => f.name)).toEqual([`RP_${ruc}.ide`, `RP_${ruc}.tra`]);
  });
});

describe('bad input and access', () => {
  it('answers 400 naming the end date before the start', async () => {
    const res = await hr.post('/api/rrhh/t-registro/preview', {
      ...october,
      kind: 'hires',
      to: '2026-09-01',
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['to']);
  });

  it('answers 404 for an unknown company and 409 when there is nobody to declare', async () => {
    expect(
      (await hr.post('/api/rrhh/t-registro/preview', { ...october, companyId: 9999, kind: 'hires' })).status,
    ).toBe(404);
    const empty = await hr.post('/api/rrhh/t-registro/download', {
      companyId: 1,
      kind: 'hires',
      from: '2001-01-01',
      to: '2001-01-31',
    });
    expect(empty.status).toBe(409);
    expect((empty.body as { code: string }).code).toBe('T_REGISTRO_NOTHING_TO_DECLARE');
  });

  it('refuses an area chief (403 WHOLE_COMPANY_ONLY) and a user without the employees section', async () => {
    const admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
    const reg = await admin.post('/api/user/register', {
      email: 'jefe.treg@zerg.pe',
      fullName: 'Jorge Luis Rojas Vargas',
      password: 'Jefe1234!',
      passwordConfirmation: 'Jefe1234!',
      roleId: 2,
      campusId: 1,
      employeeId: 3,
      modules: [9],
      sections: [8],
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    const chief = client(
      ctx,
      (await login(ctx, { email: 'jefe.treg@zerg.pe', password: 'Jefe1234!' })).accessToken,
    );
    const refused = await chief.post('/api/rrhh/t-registro/preview', { ...october, kind: 'hires' });
    expect(refused.status).toBe(403);
    expect((refused.body as { code: string }).code).toBe('WHOLE_COMPANY_ONLY');
    const treasury = client(ctx, (await login(ctx, DEMO.treasury)).accessToken);
    expect((await treasury.post('/api/rrhh/t-registro/download', { ...october, kind: 'hires' })).status).toBe(
      403,
    );
  });
});
