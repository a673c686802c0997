import {
  isPersonalEvent,
  type Language,
  type MailEvent,
  type MailEventFacts,
  type RecipientKind,
} from '@zerg/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config/config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { createMailQueue, type MailQueue } from './mail-queue.ts';
import { htmlWithPixel, renderMail } from './mail-templates.ts';
import { type MailAttachment, mailOutbox } from './outbox.table.ts';

export type { MailAttachment };

/** One address an event's mail goes to; a user's language picks the template. */
export type MailRecipient = { email: string; language?: Language; kind?: RecipientKind };

/**
 * Who is told of an event, as Settings › E-mail configured it: its switch, its recipients and the
 * active members of its recipient groups. Implemented by the settings module and handed in by
 * app.ts, so the platform reads no module's tables.
 */
export type RecipientResolver = (
  tx: DbOrTx,
  event: MailEvent,
) => Promise<{ enabled: boolean; recipients: MailRecipient[] }>;

type Log = { error: (o: object, m: string) => void; warn: (o: object, m: string) => void };

/** Addresses of plain recipients have no language of their own: the company writes in Spanish. */
const DEFAULT_LANGUAGE: Language = 'es';
const ERROR_MAX = 500;

export type MailService = {
  /**
   * The one way a module sends mail: "event X happened, with these facts". Called inside the
   * module's transaction; writes one outbox row per language (and its queue job) there, so nothing
   * is sent if that transaction rolls back, and a delivery failure later never touches it. `to` adds
   * the people the event is about (the only recipients of a personal event such as a password reset);
   * `attachments` are files the caller already put in the storage, sent with every copy.
   * `openPixelUrl` adds an HTML part carrying a 1×1 image at that address, for the caller to learn
   * when the mail is opened (only by clients that load images); other mail stays plain text.
   */
  sendEvent: <E extends MailEvent>(
    tx: DbOrTx,
    event: E,
    facts: MailEventFacts<E>,
    options?: { to?: MailRecipient[]; attachments?: MailAttachment[]; openPixelUrl?: string },
  ) => Promise<number[]>;
  /** Puts a failed mail back in the queue (the caller checks, audits and owns the transaction). */
  requeue: (tx: DbOrTx, outboxId: number) => Promise<void>;
  /** Starts the worker when SMTP is configured; without it mail stays queued in the outbox. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const addressList = (list: MailRecipient[]) => list.map((r) => r.email).join(', ');

/** Merges duplicates (an address in `to` is not copied again in `cc`) and groups by language. */
const byLanguage = (recipients: MailRecipient[]) => {
  const unique = new Map<string, Required<MailRecipient>>();
  for (const r of recipients) {
    const key = r.email.trim().toLowerCase();
    if (!key) continue;
    const kind = r.kind ?? 'to';
    const seen = unique.get(key);
    if (seen && (seen.kind === 'to' || kind === 'cc')) continue;
    unique.set(key, {
      email: r.email.trim(),
      language: seen?.language ?? r.language ?? DEFAULT_LANGUAGE,
      kind,
    });
  }
  const groups = new Map<Language, Required<MailRecipient>[]>();
  for (const r of unique.values()) groups.set(r.language, [...(groups.get(r.language) ?? []), r]);
  return groups;
};

export const createMailService = (
  config: AppConfig,
  db: Db,
  log: Log,
  resolveRecipients: RecipientResolver,
  storage: FileStorage,
): MailService => {
  const transport = config.smtp
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.secure,
        auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.password ?? '' } : undefined,
        // A dead server must fail a delivery in seconds, not hold the worker.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  const queue: MailQueue | null = transport
    ? createMailQueue(db, config.mailQueue, (err) => log.error({ err }, 'mail queue error'))
    : null;
  let running = false;

  const enqueue = async (tx: DbOrTx, outboxId: number) => {
    if (!queue || !running) return;
    const jobId = await queue.enqueue(tx, { outboxId });
    await tx.update(mailOutbox).set({ jobId }).where(eq(mailOutbox.id, outboxId));
  };

  const deliver = async (
    { outboxId }: { outboxId: number },
    attempt: { retryCount: number; retryLimit: number },
  ) => {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (mail?.status !== 'queued' || !transport) return;
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to || undefined,
        cc: mail.cc || undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: await Promise.all(
          mail.attachments.map(async (a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: await storage.read(a.storageKey),
          })),
        ),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, outboxId));
    } catch (err) {
      const last = attempt.retryCount >= attempt.retryLimit;
      log.warn({ err, outboxId, attempt: attempt.retryCount + 1, last }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({
          status: last ? 'failed' : 'queued',
          error: String((err as Error).message).slice(0, ERROR_MAX),
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(eq(mailOutbox.id, outboxId));
      // pg-boss schedules the next attempt with backoff, or gives up after the last one.
      throw err;
    }
  };

  return {
    sendEvent: async (tx, event, facts, options = {}) => {
      const personal = isPersonalEvent(event);
      const configured = personal ? { enabled: true, recipients: [] } : await resolveRecipients(tx, event);
      if (!configured.enabled) return [];
      const groups = byLanguage([...(options.to ?? []), ...configured.recipients]);
      const ids: number[] = [];
      for (const [language, recipients] of groups) {
        const { subject, text } = renderMail(event, language, facts);
        const [row] = await tx
          .insert(mailOutbox)
          .values({
            event,
            to: addressList(recipients.filter((r) => r.kind === 'to')),
            cc: addressList(recipients.filter((r) => r.kind === 'cc')),
            language,
            subject,
            text,
            html: options.openPixelUrl ? htmlWithPixel(text, options.openPixelUrl) : null,
            facts,
            attachments: options.attachments ?? [],
          })
          .returning({ id: mailOutbox.id });
        if (!row) throw new Error('outbox insert returned nothing');
        await enqueue(tx, row.id);
        ids.push(row.id);
      }
      return ids;
    },

    requeue: async (tx, outboxId) => {
      await tx
        .update(mailOutbox)
        .set({ status: 'queued', error: null, attempts: 0, jobId: null })
        .where(eq(mailOutbox.id, outboxId));
      await enqueue(tx, outboxId);
    },

    start: async () => {
      if (!queue) return;
      await queue.start(deliver);
      running = true;
      // Mail written while no worker ran (SMTP configured since, or a crash before the job) gets its job now.
      const waiting = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'queued'), isNull(mailOutbox.jobId)));
      // Another instance starting at once finds the same rows: the row lock and the second look at
      // `job_id` let one of them give each mail its job, so no mail is sent twice.
      for (const { id } of waiting)
        await db.transaction(async (tx) => {
          const [still] = await tx
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued'), isNull(mailOutbox.jobId)))
            .for('update');
          if (still) await enqueue(tx, id);
        });
    },

    stop: async () => {
      running = false;
      await queue?.stop();
      transport?.close();
    },
  };
};
