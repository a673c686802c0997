import { MAIL_EVENT_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let admin: ReturnType<typeof client>;
let adminFr: ReturnType<typeof client>;
let outsider: ReturnType<typeof client>;
let person: { id: number; email: string };

type Body = { code: string; message: string; errors?: Record<string, string[]> };
type Event = {
  event: string;
  enabled: boolean;
  personal: boolean;
  recipientCount: number;
  groupCount: number;
};

beforeAll(async () => {
  const user = await createTestUser(ctx, { sections: [SECTION_IDS.SETTINGS_GENERAL] });
  const token = await sessionToken(ctx, user);
  admin = client(ctx, token);
  adminFr = client(ctx, token, 'fr');
  outsider = client(
    ctx,
    await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.ENTITY_GROUPS] })),
  );
  person = await createTestUser(ctx, { sections: [] });
});

const groupId = async (name: string) => {
  const { rows } = await ctx.database.db.execute<{ id: number }>(
    sql`select id from entity_groups where name = ${name}`,
  );
  return rows[0]?.id ?? 0;
};

describe('e-mail events', () => {
  it('lists every event of the catalogue with its switch and seeded recipients', async () => {
    const res = await admin.post('/api/setting/email/event/list', { perPage: 100 });
    const body = res.body as { data: Event[]; total: number };
    expect(body.total).toBe(MAIL_EVENT_IDS.length);
    expect(body.data.map((e) => e.event).sort()).toEqual([...MAIL_EVENT_IDS].sort());
    const personal = body.data.filter((e) => e.personal);
    expect(personal.map((e) => e.event).sort()).toEqual([
      'liquidacion.documents',
      'password.reset',
      'payslip.issued',
    ]);
    // The demo company has someone to tell of every event but the personal ones.
    for (const e of body.data.filter((x) => !x.personal))
      expect(e.recipientCount + e.groupCount, e.event).toBeGreaterThan(0);

    const page = (
      await admin.post('/api/setting/email/event/list', { q: 'viatic', sortBy: 'event', sortDesc: true })
    ).body as { data: Event[] };
    expect(page.data.map((e) => e.event)).toEqual(['viatic.requested', 'viatic.approved']);
    const operations = (
      await admin.post('/api/setting/email/event/list', { filters: { module: 'operations' } })
    ).body as { total: number };
    // Travel order states, driver comments and the two vehicle-document expiry reminders.
    expect(operations.total).toBe(4);
  });

  it('switches an event off and on, audited, and refuses to switch off a personal one', async () => {
    const off = await admin.post('/api/setting/email/event/update', {
      event: 'driver.comment',
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ event: 'driver.comment', enabled: false });
    const list = (await admin.post('/api/setting/email/event/list', { filters: { enabled: false } }))
      .body as {
      data: Event[];
    };
    expect(list.data.map((e) => e.event)).toEqual(['driver.comment']);
    expect(
      (await admin.post('/api/setting/email/event/update', { event: 'driver.comment', enabled: true }))
        .status,
    ).toBe(200);
    const reset = await admin.post('/api/setting/email/event/update', {
      event: 'password.reset',
      enabled: false,
    });
    expect(reset.status).toBe(400);
    expect((reset.body as Body).errors?.enabled).toEqual([
      'This event is only sent to the person it concerns',
    ]);
    const unknown = await admin.post('/api/setting/email/event/update', {
      event: 'nope.event',
      enabled: true,
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as Body).errors?.event).toBeDefined();
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int n from audit_log where entity = 'mail_event' and action = 'update'`,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('adds a user and an address as recipients, refuses duplicates and a bad address', async () => {
    const user = await admin.post('/api/setting/email/recipient/create', {
      event: 'payroll.approved',
      kind: 'cc',
      userId: person.id,
    });
    expect(user.status).toBe(200);
    const dupUser = await admin.post('/api/setting/email/recipient/create', {
      event: 'payroll.approved',
      userId: person.id,
    });
    expect(dupUser.status).toBe(409);
    expect(dupUser.body).toMatchObject({
      code: 'RECIPIENT_ALREADY_IN_EVENT',
      message: 'Recipient already exists in this event',
    });
    expect((dupUser.body as Body).errors?.userId).toBeDefined();

    const address = await admin.post('/api/setting/email/recipient/create', {
      event: 'payroll.approved',
      email: 'Auditoria@Pwc.com.pe',
    });
    expect(address.status).toBe(200);
    const dupAddress = await admin.post('/api/setting/email/recipient/create', {
      event: 'payroll.approved',
      email: 'auditoria@pwc.com.pe',
    });
    expect(dupAddress.status).toBe(409);
    expect((dupAddress.body as Body).errors?.email).toEqual(['Recipient already exists in this event']);

    const bad = await adminFr.post('/api/setting/email/recipient/create', {
      event: 'payroll.approved',
      email: 'no-es-un-correo',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as Body).errors?.email).toEqual(['Doit être une adresse e-mail valide']);
    const neither = await admin.post('/api/setting/email/recipient/create', { event: 'payroll.approved' });
    expect(neither.status).toBe(400);
    expect((neither.body as Body).errors?.userId).toBeDefined();
    const personal = await admin.post('/api/setting/email/recipient/create', {
      event: 'password.reset',
      email: 'spy@example.com',
    });
    expect(personal.status).toBe(400);
    expect((personal.body as Body).errors?.event).toBeDefined();

    const listed = (
      await admin.post('/api/setting/email/recipient/list', {
        filters: { event: 'payroll.approved' },
        sortBy: 'email',
      })
    ).body as { data: { id: number; email: string; kind: string; fullName: string | null }[] };
    expect(listed.data.map((r) => r.email)).toEqual(
      [
        'auditoria@pwc.com.pe',
        person.email,
        'planillas@estudiocontable-ramirez.pe',
        'tesoreria@zerg.pe',
      ].sort(),
    );
    const row = listed.data.find((r) => r.email === person.email);
    expect(row).toMatchObject({ kind: 'cc', fullName: 'Test User' });

    expect(
      (await admin.post('/api/setting/email/recipient/update', { id: row?.id, kind: 'to' })).status,
    ).toBe(200);
    expect((await admin.post('/api/setting/email/recipient/delete', { id: row?.id })).status).toBe(200);
    expect((await admin.post('/api/setting/email/recipient/delete', { id: row?.id })).status).toBe(404);
  });

  it('adds a recipient group once per event', async () => {
    const id = await groupId('Tesorería');
    const added = await admin.post('/api/setting/email/recipient-group/create', {
      event: 'justification.decided',
      groupId: id,
      kind: 'cc',
    });
    expect(added.status).toBe(200);
    const dup = await admin.post('/api/setting/email/recipient-group/create', {
      event: 'justification.decided',
      groupId: id,
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      code: 'RECIPIENT_GROUP_EXISTS',
      message: 'Recipient group already exists in this event',
    });
    const ghost = await admin.post('/api/setting/email/recipient-group/create', {
      event: 'justification.decided',
      groupId: 99999,
    });
    expect(ghost.status).toBe(400);
    const listed = (
      await admin.post('/api/setting/email/recipient-group/list', {
        filters: { event: 'justification.decided' },
      })
    ).body as { data: { id: number; groupName: string; memberCount: number; kind: string }[] };
    expect(listed.data).toEqual([
      expect.objectContaining({ groupName: 'Tesorería', memberCount: 2, kind: 'cc' }),
    ]);
    const removed = await admin.post('/api/setting/email/recipient-group/delete', { id: listed.data[0]?.id });
    expect(removed.status).toBe(200);
  });

  it('exports each list to Excel', async () => {
    for (const url of [
      '/api/setting/email/event/export',
      '/api/setting/email/recipient/export',
      '/api/setting/email/recipient-group/export',
      '/api/setting/outbox/export',
    ]) {
      const res = await admin.post(url, {});
      expect(res.status, url).toBe(200);
      expect(res.raw.subarray(0, 2).toString(), url).toBe('PK');
    }
  });

  it('answers 403 to a user without the section', async () => {
    for (const url of [
      '/api/setting/email/event/list',
      '/api/setting/email/event/update',
      '/api/setting/email/recipient/list',
      '/api/setting/email/recipient/create',
      '/api/setting/email/recipient-group/list',
      '/api/setting/email/recipient-group/create',
      '/api/setting/outbox/list',
      '/api/setting/outbox/retry',
    ]) {
      expect((await outsider.post(url, {})).status, url).toBe(403);
    }
  });
});

describe('mail without SMTP', () => {
  it('stays queued in the outbox, with no delivery job', async () => {
    expect((await client(ctx).post('/api/forgot-password', { email: 'rrhh@zerg.pe' })).status).toBe(200);
    const { rows } = await ctx.database.db.execute<{ status: string; job_id: string | null; event: string }>(
      sql`select status, job_id, event from mail_outbox where "to" = 'rrhh@zerg.pe'`,
    );
    expect(rows).toEqual([{ status: 'queued', job_id: null, event: 'password.reset' }]);
    const listed = (await admin.post('/api/setting/outbox/list', { filters: { status: 'queued' } })).body as {
      data: { to: string; event: string; attempts: number }[];
    };
    expect(listed.data[0]).toMatchObject({ to: 'rrhh@zerg.pe', event: 'password.reset', attempts: 0 });
  });
});
