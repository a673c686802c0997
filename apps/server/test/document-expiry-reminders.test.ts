import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usersWithSection } from '../src/modules/notifications/index.ts';
import { sendDocumentExpiryReminders } from '../src/modules/operations/index.ts';
import { resolveEventRecipients } from '../src/modules/settings/index.ts';
import { createLocalStorage } from '../src/platform/files/file-storage.ts';
import { createMailService, type MailService } from '../src/platform/mail/mail.service.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser } from './setup/test-users.ts';

const ctx = useTestApp();
let mail: MailService;
let holder: number;
let outsider: number;

// A day far after the demo's documents (which are dated from the seeding day, so all expired
// then): the rule is checked on this file's own vehicles, by plate.
const TODAY = '2031-03-01';
const PLATE = 'EXP-101';
const OTHER = 'EXP-202';
const INACTIVE = 'EXP-303';

const addVehicle = async (plate: string, active = true): Promise<number> => {
  const { rows } = await ctx.database.db.execute<{ id: number }>(sql`
    insert into vehicles (plate, brand_id, model_id, type_id, company_id, year, tare_kg, payload_kg, gross_kg, axles, is_active)
    select ${plate}, brand_id, model_id, type_id, company_id, year, tare_kg, payload_kg, gross_kg, axles, ${active}
    from vehicles order by id limit 1 returning id`);
  return rows[0]!.id;
};
const addDocument = async (
  vehicleId: number,
  kind: string,
  number: string,
  issue: string,
  expiry: string,
) => {
  await ctx.database.db.execute(sql`
    insert into vehicle_documents (vehicle_id, kind, number, issue_date, expiry_date)
    values (${vehicleId}, ${kind}, ${number}, ${issue}, ${expiry})`);
};

type Notice = { user_id: number; type: string; title: string; body: string; link: string };
const noticesAbout = async (plate: string) =>
  (
    await ctx.database.db.execute<Notice>(sql`
      select user_id, type, title, body, link from notifications
      where type like 'vehicle_document_%' and title like ${`${plate}%`} order by id`)
  ).rows;
type Mail = { event: string; to: string; subject: string; text: string };
const mailsAbout = async (plate: string) =>
  (
    await ctx.database.db.execute<Mail>(sql`
      select event, "to", subject, text from mail_outbox
      where event like 'vehicle_document.%' and subject like ${`${plate}%`} order by id`)
  ).rows;

const run = (today: string) => sendDocumentExpiryReminders(ctx.database.db, mail, { today, days: 30 });

beforeAll(async () => {
  mail = createMailService(
    ctx.config,
    ctx.database.db,
    { error: () => {}, warn: () => {} },
    resolveEventRecipients,
    createLocalStorage(ctx.config.filesDir),
  );
  holder = (await createTestUser(ctx, { sections: [SECTION_IDS.VEHICLES] })).id;
  outsider = (await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] })).id;
  await ctx.database.db.execute(sql`update users set language = 'en' where id = ${holder}`);

  const vehicle = await addVehicle(PLATE);
  // SOAT: the renewed one expires in 19 days (due); the old one expired a year ago (replaced, not due).
  await addDocument(vehicle, 'soat', 'SOAT-OLD', '2029-03-01', '2030-03-01');
  await addDocument(vehicle, 'soat', 'SOAT-NEW', '2030-03-20', '2031-03-20');
  // Technical inspection: expired two days ago.
  await addDocument(vehicle, 'technical_inspection', 'CITV-1', '2030-02-27', '2031-02-27');
  // MTC certificate: 31 days away, one day beyond the window.
  await addDocument(vehicle, 'mtc_certificate', 'MTC-1', '2030-04-01', '2031-04-01');
  // A deactivated vehicle's expired SOAT concerns nobody.
  await addDocument(await addVehicle(INACTIVE, false), 'soat', 'SOAT-X', '2030-01-01', '2031-01-01');
});

describe('document-expiry reminders', () => {
  it('tells the vehicles section, by bell and mail, of documents expired or expiring within the days', async () => {
    const first = await run(TODAY);
    expect(first.sent).toBeGreaterThanOrEqual(2);

    const notices = await noticesAbout(PLATE);
    const holders = await usersWithSection(ctx.database.db, SECTION_IDS.VEHICLES);
    expect(holders).toContain(holder);
    expect(holders).not.toContain(outsider);
    // Two documents, each to every holder of the section, and to nobody else.
    expect(notices).toHaveLength(2 * holders.length);
    expect(new Set(notices.map((n) => n.user_id))).toEqual(new Set(holders));
    const mine = notices.filter((n) => n.user_id === holder);
    expect(mine.map((n) => [n.type, n.title, n.body])).toEqual([
      [
        'vehicle_document_expired',
        'EXP-101: technical inspection expired',
        'The technical inspection no. CITV-1 of vehicle EXP-101 expired on 02/27/2031: the vehicle cannot be dispatched.',
      ],
      [
        'vehicle_document_expiring',
        'EXP-101: SOAT expiring',
        'The SOAT no. SOAT-NEW of vehicle EXP-101 expires on 03/20/2031 (in 19 days).',
      ],
    ]);
    expect(mine.every((n) => n.link === '/settings/vehicles/list')).toBe(true);

    const mails = await mailsAbout(PLATE);
    expect([...new Set(mails.map((m) => m.event))].sort()).toEqual([
      'vehicle_document.expired',
      'vehicle_document.expiring',
    ]);
    const { rows } = await ctx.database.db.execute<{ email: string }>(
      sql`select email from users where id = ${holder}`,
    );
    // The holder's copy is the English one; the Spanish copy goes to the demo's holders.
    expect(mails.filter((m) => m.to.includes(rows[0]!.email)).map((m) => m.subject)).toEqual([
      'EXP-101: revisión técnica expired on 2031-02-27',
      'EXP-101: SOAT expires on 2031-03-20',
    ]);
    expect(await noticesAbout(INACTIVE)).toEqual([]);
  });

  it('sends nothing again on a second run the same day', async () => {
    const before = { notices: (await noticesAbout(PLATE)).length, mails: (await mailsAbout(PLATE)).length };
    expect(await run(TODAY)).toMatchObject({ sent: 0 });
    expect((await noticesAbout(PLATE)).length).toBe(before.notices);
    expect((await mailsAbout(PLATE)).length).toBe(before.mails);
  });

  it('reminds once more when an expiring document expires, and once when the next one comes into the window', async () => {
    const holders = await usersWithSection(ctx.database.db, SECTION_IDS.VEHICLES);
    const before = (await noticesAbout(PLATE)).length;
    // 2031-03-21: the SOAT is past (expired), the MTC certificate 11 days away (expiring).
    await run('2031-03-21');
    const added = (await noticesAbout(PLATE)).slice(before).filter((n) => n.user_id === holder);
    expect(added.map((n) => n.type).sort()).toEqual([
      'vehicle_document_expired',
      'vehicle_document_expiring',
    ]);
    expect((await noticesAbout(PLATE)).length).toBe(before + 2 * holders.length);
  });

  it('sends one reminder when two runs meet, as on two instances', async () => {
    const vehicle = await addVehicle(OTHER);
    await addDocument(vehicle, 'soat', 'SOAT-TWO', '2030-06-01', '2031-06-10');
    const runs = await Promise.all([run('2031-06-01'), run('2031-06-01')]);
    const holders = await usersWithSection(ctx.database.db, SECTION_IDS.VEHICLES);
    expect((await noticesAbout(OTHER)).length).toBe(holders.length);
    // One mail per language of its readers (the holder here reads English, the demo's Spanish).
    expect((await mailsAbout(OTHER)).map((m) => m.event)).toEqual([
      'vehicle_document.expiring',
      'vehicle_document.expiring',
    ]);
    expect(runs.filter((r) => r.sent > 0)).toHaveLength(1);
  });
});
