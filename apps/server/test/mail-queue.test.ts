import type { AddressInfo } from 'node:net';
import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEventRecipients } from '../src/modules/settings/index.ts';
import { createFileStorage } from '../src/platform/files/create-storage.ts';
import type { FileStorage } from '../src/platform/files/file-storage.ts';
import { createMailService, type MailService } from '../src/platform/mail/mail.service.ts';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

type Received = { from: string; rcpt: string[]; raw: string };

/** A local SMTP server that keeps what it receives, or refuses every recipient while `refuse` is set. */
const startSmtp = async () => {
  const state = { refuse: false, received: [] as Received[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const err = Object.assign(new Error('Mailbox unavailable (test server refuses)'), {
        responseCode: 550,
      });
      return callback(err);
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcpt: session.envelope.rcptTo.map((r) => r.address).sort(),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { state, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** The decoded text of a quoted-printable body, enough to read a template's sentence. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';

const smtp = await startSmtp();
const ctx = useTestApp({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  MAIL_RETRY_LIMIT: '1',
  MAIL_RETRY_DELAY_SECONDS: '1',
  MAIL_POLL_SECONDS: '0.5',
});
const silent = { error: () => {}, warn: () => {} };
/** A second instance of the mail service, as another module would hold it through its deps. */
let mail: MailService;
let storage: FileStorage;

beforeAll(async () => {
  // The app's own mail worker may take the job too, so both read the app's store.
  storage = createFileStorage(ctx.config, ctx.database.db);
  mail = createMailService(ctx.config, ctx.database.db, silent, resolveEventRecipients, storage);
  await mail.start();
});
afterAll(async () => {
  await mail.stop();
  await smtp.close();
});

type OutboxRow = {
  id: number;
  status: string;
  error: string | null;
  attempts: number;
  to: string;
  cc: string;
};

const outbox = async (ids: number[]) => {
  const { rows } = await ctx.database.db.execute<OutboxRow>(
    sql`select id, status, error, attempts, "to", cc from mail_outbox where id in ${ids} order by id`,
  );
  return rows;
};

const settled = async (ids: number[], status: 'sent' | 'failed', timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outbox(ids);
    if (rows.length === ids.length && rows.every((r) => r.status === status)) return rows;
    if (Date.now() > until) throw new Error(`mail not ${status}: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** A business write (a notification row) that announces a viatic request in the same transaction. */
const requestViatic = (title: string, fail = false) =>
  ctx.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into notifications (user_id, type, title, body) select id, 'viatic', ${title}, 'Arequipa' from users where email = 'operaciones@zerg.pe'`,
    );
    const ids = await mail.sendEvent(
      tx,
      'viatic.requested',
      { employee: 'Jorge Luis Rojas Vargas', destination: 'Arequipa', amount: '850.00' },
      { to: [{ email: 'operaciones@zerg.pe', language: 'es' }] },
    );
    if (fail) throw new Error('business rule broke after the mail was written');
    return ids;
  });

const businessRows = async (title: string) => {
  const { rows } = await ctx.database.db.execute<{ n: number }>(
    sql`select count(*)::int n from notifications where title = ${title}`,
  );
  return rows[0]?.n ?? 0;
};

describe('the mail queue', () => {
  it('delivers an event to its recipients, groups and cc, each in their language', async () => {
    await ctx.database.db.execute(sql`update users set language = 'en' where email = 'tesoreria@zerg.pe'`);
    smtp.state.received.length = 0;
    const ids = await requestViatic('Viático Arequipa 1');
    expect(ids).toHaveLength(2);
    await settled(ids, 'sent');
    expect(smtp.state.received).toHaveLength(2);
    const spanish = smtp.state.received.find((m) => m.rcpt.includes('gerencia@zerg.pe'));
    const english = smtp.state.received.find((m) => m.rcpt.includes('tesoreria@zerg.pe'));
    // Seeded: group "Tesorería" (tesoreria, gerencia) as to, the outside accountant as cc; plus the requester.
    expect(spanish?.rcpt).toEqual([
      'contabilidad@estudiocontable-ramirez.pe',
      'gerencia@zerg.pe',
      'operaciones@zerg.pe',
    ]);
    expect(header(spanish?.raw ?? '', 'To')).toBe('operaciones@zerg.pe, gerencia@zerg.pe');
    expect(header(spanish?.raw ?? '', 'Cc')).toBe('contabilidad@estudiocontable-ramirez.pe');
    expect(decoded(spanish?.raw ?? '')).toContain('Jorge Luis Rojas Vargas solicitó viáticos por S/ 850.00');
    expect(english?.rcpt).toEqual(['tesoreria@zerg.pe']);
    expect(header(english?.raw ?? '', 'Subject')).toBe(
      'Travel allowance request: Jorge Luis Rojas Vargas to Arequipa',
    );
    expect(header(english?.raw ?? '', 'From')).toContain('no-reply@zerg.pe');
    expect(await businessRows('Viático Arequipa 1')).toBe(1);
  });

  it('sends the stored files attached to a mail under their names', async () => {
    smtp.state.received.length = 0;
    const storageKey = await storage.put(ctx.database.db, Buffer.from('%PDF-1.7 boleta de prueba'), 'test');
    const ids = await ctx.database.db.transaction((tx) =>
      mail.sendEvent(
        tx,
        'password.reset',
        { name: 'Ana', link: 'https://zerg.pe/reset' },
        {
          to: [{ email: 'ana@zerg.pe', language: 'es' }],
          attachments: [{ fileName: 'boleta-2026-10.pdf', storageKey, contentType: 'application/pdf' }],
        },
      ),
    );
    await settled(ids, 'sent');
    const raw = smtp.state.received[0]?.raw ?? '';
    expect(raw).toContain('filename=boleta-2026-10.pdf');
    expect(raw).toContain(Buffer.from('%PDF-1.7 boleta de prueba').toString('base64'));
  });

  it('writes nothing and sends nothing when the business write rolls back', async () => {
    smtp.state.received.length = 0;
    await expect(requestViatic('Viático revertido', true)).rejects.toThrow('business rule broke');
    expect(await businessRows('Viático revertido')).toBe(0);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int n from pgboss.job where name = 'mail' and data->>'outboxId' not in (select id::text from mail_outbox)`,
    );
    expect(rows[0]?.n).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.state.received).toHaveLength(0);
  });

  it('retries a refused mail with backoff, then marks it failed with the error, keeping the business row', async () => {
    smtp.state.refuse = true;
    const ids = await requestViatic('Viático Cusco');
    const rows = await settled(ids, 'failed', 30_000);
    for (const row of rows) {
      expect(row.attempts).toBe(2);
      expect(row.error).toContain('Mailbox unavailable');
    }
    expect(await businessRows('Viático Cusco')).toBe(1);

    const admin = client(
      ctx,
      await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.SETTINGS_GENERAL] })),
    );
    const failed = (await admin.post('/api/setting/outbox/list', { filters: { status: 'failed' } })).body as {
      data: { id: number; error: string; attempts: number }[];
      total: number;
    };
    expect(failed.total).toBe(2);
    expect(failed.data[0]?.error).toContain('Mailbox unavailable');

    // An administrator retries once the mail server accepts again.
    smtp.state.refuse = false;
    smtp.state.received.length = 0;
    const [first, second] = ids as [number, number];
    expect((await admin.post('/api/setting/outbox/retry', { id: first })).status).toBe(200);
    await settled([first], 'sent');
    expect(smtp.state.received).toHaveLength(1);
    const again = await admin.post('/api/setting/outbox/retry', { id: first });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'MAIL_NOT_FAILED',
      message: 'Only a failed mail can be retried',
    });
    expect((await admin.post('/api/setting/outbox/retry', { id: 999999 })).status).toBe(404);
    const { rows: audit } = await ctx.database.db.execute<{ entity_id: string }>(
      sql`select entity_id from audit_log where action = 'retry_mail'`,
    );
    expect(audit).toEqual([{ entity_id: String(first) }]);
    expect((await outbox([second]))[0]?.status).toBe('failed');

    const outsider = client(
      ctx,
      await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.USERS] })),
    );
    expect((await outsider.post('/api/setting/outbox/retry', { id: second })).status).toBe(403);
  });

  it('sends the password-reset mail through the queue to that user only, in their language', async () => {
    smtp.state.received.length = 0;
    await ctx.database.db.execute(sql`update users set language = 'pt' where email = 'rrhh@zerg.pe'`);
    expect((await client(ctx).post('/api/forgot-password', { email: 'rrhh@zerg.pe' })).status).toBe(200);
    const { rows } = await ctx.database.db.execute<{ id: number }>(
      sql`select id from mail_outbox where event = 'password.reset' order by id desc limit 1`,
    );
    await settled([rows[0]?.id ?? 0], 'sent');
    expect(smtp.state.received.map((m) => m.rcpt)).toEqual([['rrhh@zerg.pe']]);
    expect(header(smtp.state.received[0]?.raw ?? '', 'Subject')).toContain('Redefinir sua senha');
  });
});
