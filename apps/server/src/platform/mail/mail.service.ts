import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox } from './outbox.table.ts';

export type Mail = { to: string; subject: string; text: string };

export type MailService = {
  /** Writes the mail to the outbox inside the caller's transaction. */
  enqueue: (tx: DbOrTx, mail: Mail) => Promise<number>;
  /** After commit: sends queued mail through SMTP when configured; otherwise it stays in the outbox. */
  flush: (id: number) => Promise<void>;
};

export const createMailService = (
  config: Config,
  db: Db,
  log: { error: (o: object, m: string) => void },
): MailService => {
  const transport = config.smtp
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.secure,
        auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.password ?? '' } : undefined,
      })
    : null;
  return {
    enqueue: async (tx, mail) => {
      const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },
    flush: async (id) => {
      if (!transport) return;
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (mail?.status !== 'queued') return;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id));
      } catch (err) {
        log.error({ err, id }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
          .where(eq(mailOutbox.id, id));
      }
    },
  };
};
