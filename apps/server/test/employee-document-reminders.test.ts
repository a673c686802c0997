import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chiefUsersOfArea,
  decidersWithSection,
  sendEmployeeDocumentReminders,
  usersWithSection,
} from '../src/modules/notifications/index.ts';
import { resolveEventRecipients } from '../src/modules/settings/index.ts';
import { createLocalStorage } from '../src/platform/files/file-storage.ts';
import { createMailService, type MailService } from '../src/platform/mail/mail.service.ts';
import { newEmployee } from './setup/employee-fixtures.ts';
import { client } from './setup/http.ts';
import { multipart, TINY_PDF } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken, type TestUser } from './setup/test-users.ts';

const ctx = useTestApp();
let mail: MailService;
let token: string;
let hrUser: TestUser;
let chiefA: TestUser;
let chiefB: TestUser;
let chiefWithoutSection: TestUser;
let driverUser: TestUser;
/** A driver in area A (licence) and a worker in area B (certificate), both from the demo staff. */
let driver: { id: number; name: string; areaId: number };
let clerk: { id: number; name: string; areaId: number };
let certificateId: number;

// Far after the demo's licences (dated from the seeding day, so all expired then): the rule is
// checked on this file's own documents, by employee name.
const TODAY = '2031-03-01';

type Errors = { code: string; errors?: Record<string, string[]> };

/** HR (the whole staff's holders of the employees section) and the area's chiefs who hold it. */
const keepersOf = async (areaId: number) => {
  const holders = new Set(await usersWithSection(ctx.database.db, SECTION_IDS.EMPLOYEES));
  const chiefs = (await chiefUsersOfArea(ctx.database.db, areaId)).filter((id) => holders.has(id));
  return [...(await decidersWithSection(ctx.database.db, SECTION_IDS.EMPLOYEES)), ...chiefs];
};

const run = (today: string) => sendEmployeeDocumentReminders(ctx.database.db, mail, { today, days: 30 });

type Notice = { user_id: number; type: string; title: string; body: string; link: string };
const noticesAbout = async (name: string) =>
  (
    await ctx.database.db.execute<Notice>(sql`
      select user_id, type, title, body, link from notifications
      where type like 'employee_document_%' and title like ${`${name}:%`} order by id`)
  ).rows;
const mailsAbout = async (name: string) =>
  (
    await ctx.database.db.execute<{ event: string; to: string; subject: string }>(sql`
      select event, "to", subject from mail_outbox
      where event like 'employee_document.%' and subject like ${`${name}:%`} order by id`)
  ).rows;

/** An active demo worker of an area with others in it, and that area. */
const workerOfArea = async (notArea: number | null) => {
  const { rows } = await ctx.database.db.execute<{ id: number; name: string; area_id: number }>(sql`
    select e.id, trim(concat_ws(' ', e.first_names, e.paternal_surname, e.maternal_surname)) as name, j.area_id
    from employees e join employee_jobs j on j.employee_id = e.id
    where e.is_active and j.area_id is distinct from ${notArea}
      and j.area_id not in (select id from areas where is_hr)
    order by e.id desc limit 1`);
  return rows[0]!;
};

/** A user of role chief linked to a worker of `areaId`: a chief of that area. */
const chiefOf = async (areaId: number, sections: number[]) => {
  const { rows } = await ctx.database.db.execute<{ id: number }>(sql`
    select e.id from employees e join employee_jobs j on j.employee_id = e.id
    where j.area_id = ${areaId} and e.is_active and not exists (select 1 from users u where u.employee_id = e.id)
    order by e.id limit 1 offset ${sections.length}`);
  const user = await createTestUser(ctx, { sections, employeeId: rows[0]!.id });
  await ctx.database.db.execute(sql`update users set role_id = ${ROLE_IDS.CHIEF} where id = ${user.id}`);
  return user;
};

const upload = async (fields: Record<string, string>) => {
  const body = await multipart(fields, { name: 'curso.pdf', type: 'application/pdf', data: TINY_PDF });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/rrhh/employee/upload-file',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Errors & Record<string, unknown> };
};

beforeAll(async () => {
  mail = createMailService(
    ctx.config,
    ctx.database.db,
    { error: () => {}, warn: () => {} },
    resolveEventRecipients,
    createLocalStorage(ctx.config.filesDir),
  );
  const a = await workerOfArea(null);
  const b = await workerOfArea(a.area_id);
  driver = { id: a.id, name: a.name, areaId: a.area_id };
  clerk = { id: b.id, name: b.name, areaId: b.area_id };
  hrUser = await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] });
  token = await sessionToken(ctx, hrUser);
  await ctx.database.db.execute(sql`update users set language = 'en' where id = ${hrUser.id}`);
  chiefA = await chiefOf(a.area_id, [SECTION_IDS.EMPLOYEES]);
  chiefWithoutSection = await chiefOf(a.area_id, []);
  chiefB = await chiefOf(b.area_id, [SECTION_IDS.EMPLOYEES]);
  driverUser = await createTestUser(ctx, { sections: [], employeeId: driver.id });

  // The driver's licence expires in 19 days; the clerk's certificate expired two days ago.
  await ctx.database.db.execute(sql`
    update employees set licence_number = 'Q40000001', licence_category = 'A-IIIc',
      licence_issue_date = '2028-03-20', licence_expiry_date = '2031-03-20' where id = ${driver.id}`);
  const res = await upload({ employee_id: String(clerk.id), kind: 'certificate', expiry_date: '2031-02-27' });
  expect(res.status).toBe(200);
  expect(res.body.expiryDate).toBe('2031-02-27');
  certificateId = res.body.id as number;
});

describe('employee document reminders', () => {
  it('tells HR and the area chiefs of a licence, and the driver themself, by bell and mail', async () => {
    expect((await run(TODAY)).sent).toBeGreaterThanOrEqual(2);
    const keepers = await keepersOf(driver.areaId);
    expect(keepers).toEqual(expect.arrayContaining([hrUser.id, chiefA.id]));
    const notices = await noticesAbout(driver.name);
    const told = new Set(notices.map((n) => n.user_id));
    expect(told).toEqual(new Set([...keepers, driverUser.id]));
    expect(told.has(chiefB.id)).toBe(false);
    expect(told.has(chiefWithoutSection.id)).toBe(false);
    const mine = notices.filter((n) => n.user_id === hrUser.id);
    expect(mine.map((n) => [n.type, n.title, n.body, n.link])).toEqual([
      [
        'employee_document_expiring',
        `${driver.name}: driving licence expiring`,
        `The driving licence (Q40000001 · A-IIIc) of ${driver.name} expires on 03/20/2031 (in 19 days).`,
        `/rrhh/employees/information/${driver.id}`,
      ],
    ]);
    expect(notices.find((n) => n.user_id === driverUser.id)?.link).toBe('/profile');
    const { rows } = await ctx.database.db.execute<{ email: string }>(
      sql`select email from users where id = ${hrUser.id}`,
    );
    const mails = await mailsAbout(driver.name);
    expect(mails.filter((m) => m.to.includes(rows[0]!.email)).map((m) => [m.event, m.subject])).toEqual([
      ['employee_document.expiring', `${driver.name}: licencia de conducir expires on 2031-03-20`],
    ]);
    expect(mails.some((m) => m.to.includes(driverUser.email))).toBe(true);
  });

  it("tells a certificate's expiry to HR and the chiefs of its worker's area only", async () => {
    const keepers = await keepersOf(clerk.areaId);
    expect(keepers).toContain(chiefB.id);
    const notices = await noticesAbout(clerk.name);
    const told = new Set(notices.map((n) => n.user_id));
    expect(told).toEqual(new Set(keepers));
    expect(told.has(chiefA.id) || told.has(driverUser.id)).toBe(false);
    const mine = notices.filter((n) => n.user_id === hrUser.id);
    expect(mine.map((n) => [n.type, n.title, n.link])).toEqual([
      [
        'employee_document_expired',
        `${clerk.name}: certificate expired`,
        `/rrhh/employees/information/${clerk.id}?tab=files`,
      ],
    ]);
    expect((await mailsAbout(clerk.name)).map((m) => m.event)).toContain('employee_document.expired');
  });

  it('sends nothing again on a second run the same day', async () => {
    const before = {
      notices: (await noticesAbout(driver.name)).length + (await noticesAbout(clerk.name)).length,
      mails: (await mailsAbout(driver.name)).length + (await mailsAbout(clerk.name)).length,
    };
    expect(await run(TODAY)).toMatchObject({ sent: 0 });
    expect((await noticesAbout(driver.name)).length + (await noticesAbout(clerk.name)).length).toBe(
      before.notices,
    );
    expect((await mailsAbout(driver.name)).length + (await mailsAbout(clerk.name)).length).toBe(before.mails);
  });

  it('reminds once when the licence expires, again for a renewed one, and never for a deleted certificate', async () => {
    const driverNotices = async () =>
      (await noticesAbout(driver.name)).filter((n) => n.user_id === hrUser.id).map((n) => n.type);
    await run('2031-03-21');
    await run('2031-03-22');
    expect(await driverNotices()).toEqual(['employee_document_expiring', 'employee_document_expired']);
    // Renewed on the record: the new expiry day comes into the window a year later.
    await ctx.database.db.execute(
      sql`update employees set licence_expiry_date = '2032-03-20' where id = ${driver.id}`,
    );
    await run('2031-03-23');
    expect(await driverNotices()).toHaveLength(2);
    await run('2032-03-01');
    expect(await driverNotices()).toEqual([
      'employee_document_expiring',
      'employee_document_expired',
      'employee_document_expiring',
    ]);
    // The certificate, deleted, is no longer anyone's concern.
    await client(ctx, token).post('/api/rrhh/employee/delete-file', { file_id: certificateId });
    const before = (await noticesAbout(clerk.name)).length;
    await ctx.database.db.execute(
      sql`delete from employee_document_reminders where document = 'certificate'`,
    );
    await run('2032-03-02');
    expect((await noticesAbout(clerk.name)).length).toBe(before);
  });
});

describe('licence and certificate expiry fields', () => {
  it('saves a licence on the record and reads it back', async () => {
    const hr = client(ctx, token);
    const created = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70998877',
        licenceNumber: 'q70998877',
        licenceCategory: 'A-IIb',
        licenceIssueDate: '2024-05-02',
        licenceExpiryDate: '2027-05-02',
      }),
    );
    expect(created.status).toBe(200);
    const id = (created.body as { id: number }).id;
    const info = (await hr.post('/api/rrhh/employee/get-employee-information', { employee_id: id })).body;
    expect(info).toMatchObject({
      licenceNumber: 'Q70998877',
      licenceCategory: 'A-IIb',
      licenceIssueDate: '2024-05-02',
      licenceExpiryDate: '2027-05-02',
    });
  });

  it('answers 400 naming the licence field: expiry before issue, a licence without expiry or class', async () => {
    const hr = client(ctx, token);
    const before = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70998866',
        licenceNumber: 'Q70998866',
        licenceCategory: 'A-I',
        licenceIssueDate: '2027-05-02',
        licenceExpiryDate: '2024-05-02',
      }),
    );
    expect(before.status).toBe(400);
    expect((before.body as Errors).errors).toEqual({
      licenceExpiryDate: ['The expiry date cannot be before the issue date'],
    });
    const partial = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70998866',
        licenceNumber: 'Q70998866',
        licenceExpiryDate: '2024-13-40',
      }),
    );
    expect(partial.status).toBe(400);
    expect(Object.keys((partial.body as Errors).errors ?? {}).sort()).toEqual([
      'licenceCategory',
      'licenceExpiryDate',
    ]);
  });

  it('answers 400 naming expiry_date: a bad day, or an expiry on a file that is no certificate', async () => {
    const bad = await upload({
      employee_id: String(clerk.id),
      kind: 'certificate',
      expiry_date: '2031-02-30',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ expiry_date: ['Must be a valid date'] });
    const cv = await upload({ employee_id: String(clerk.id), kind: 'cv', expiry_date: '2031-02-27' });
    expect(cv.status).toBe(400);
    expect(Object.keys(cv.body.errors ?? {})).toEqual(['expiry_date']);
    const none = await upload({ employee_id: String(clerk.id), kind: 'certificate', expiry_date: '' });
    expect(none.status).toBe(200);
    expect(none.body.expiryDate).toBeNull();
  });
});
