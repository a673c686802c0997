import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type ElectronicAnswer, electronicAnswered } from '../../platform/events/electronic-answers.ts';
import type { JobAttempt } from '../../platform/jobs/index.ts';
import { enqueueSend } from './e-document-queue.ts';
import { electronicDocuments as docs } from './electronic-document.table.ts';
import type { SunatTransport } from './sunat/sunat-types.ts';
import { sunatAccessOf } from './sunat-credentials.repository.ts';
import { type Outcome, sunatStep } from './sunat-outcome.ts';

export type SendDeps = {
  db: Db;
  transport: SunatTransport;
  /** The queue's retry settings: the delay of the next try, and when to give up. */
  retry: { retryLimit: number; retryDelaySeconds: number };
};

/** Thrown so that pg-boss tries the job again after its backoff; the record says why. */
export class TryAgainLater extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TryAgainLater';
  }
}

/** Seconds before a ticket is first asked about: SUNAT needs a moment to process it. */
const TICKET_FIRST_ASK_SECONDS = 5;

const close = (tx: Tx, id: number, values: Partial<typeof docs.$inferInsert>) =>
  tx
    .update(docs)
    .set({ nextAttemptAt: null, ...values })
    .where(eq(docs.id, id));

/** SUNAT's final answer, told to the document's owner in the transaction that stores it. */
const announce = async (
  tx: Tx,
  id: number,
  state: ElectronicAnswer['state'],
  withCdr: boolean,
  code: string,
  description: string,
) => {
  const [row] = await tx
    .select({ sourceType: docs.sourceType, sourceId: docs.sourceId })
    .from(docs)
    .where(eq(docs.id, id));
  if (row) await electronicAnswered(tx, { ...row, state, withCdr, code, description });
};

/** Writes what SUNAT answered, in one transaction; true when the job must be tried again. */
const store = async (deps: SendDeps, id: number, outcome: Outcome, attempt: JobAttempt): Promise<boolean> =>
  deps.db.transaction(async (tx) => {
    const now = new Date();
    switch (outcome.kind) {
      case 'cdr':
        await close(tx, id, {
          state: outcome.state,
          cdrZip: outcome.cdr.zip,
          sunatCode: outcome.cdr.code,
          sunatDescription: outcome.cdr.description,
          notes: outcome.cdr.notes,
          lastError: null,
          answeredAt: now,
        });
        await announce(tx, id, outcome.state, true, outcome.cdr.code, outcome.cdr.description);
        return false;
      case 'rejected':
        await close(tx, id, {
          state: 'rejected',
          sunatCode: outcome.code,
          sunatDescription: outcome.description,
          lastError: null,
          answeredAt: now,
        });
        await announce(tx, id, 'rejected', false, outcome.code, outcome.description);
        return false;
      case 'failed':
        await close(tx, id, { state: 'failed', lastError: outcome.error });
        return false;
      case 'ticket':
        // A job of its own asks about the ticket, with all its tries before it.
        await close(tx, id, { state: 'awaiting_ticket', ticket: outcome.ticket, lastError: null });
        await enqueueSend(tx, id, TICKET_FIRST_ASK_SECONDS);
        return false;
      case 'retry': {
        if (attempt.retryCount >= attempt.retryLimit) {
          await close(tx, id, { state: 'failed', lastError: outcome.error });
          return false;
        }
        const delay = deps.retry.retryDelaySeconds * 2 ** attempt.retryCount;
        await tx
          .update(docs)
          .set({ lastError: outcome.error, nextAttemptAt: new Date(now.getTime() + delay * 1000) })
          .where(eq(docs.id, id));
        return true;
      }
    }
  });

/**
 * Takes the record and marks what this try does, committed before SUNAT is called: a pending record
 * becomes `sending`, so that a process dying during the call leaves a record the next try knows
 * may have reached SUNAT. Answers null when there is nothing to do (a final state, or the record
 * held by another worker right now).
 */
const take = (deps: SendDeps, id: number) =>
  deps.db.transaction(async (tx) => {
    const [doc] = await tx.select().from(docs).where(eq(docs.id, id)).for('update', { skipLocked: true });
    if (!doc) return null;
    const step =
      doc.state === 'pending'
        ? 'send'
        : doc.state === 'sending'
          ? 'recover'
          : doc.state === 'awaiting_ticket'
            ? 'poll'
            : null;
    if (!step) return null;
    const access = await sunatAccessOf(tx, doc.companyId);
    if (!access) {
      await close(tx, id, { state: 'failed', lastError: 'the company has no SUNAT credentials (SOL user)' });
      return null;
    }
    await tx
      .update(docs)
      .set({
        attempts: sql`${docs.attempts} + 1`,
        ...(step === 'send' ? { state: 'sending' as const, sentAt: new Date() } : {}),
      })
      .where(eq(docs.id, id));
    return { doc, access, step } as const;
  });

/**
 * The queue's work on one record: send it (or find out what became of a send cut short, or ask
 * about its ticket) and store SUNAT's answer. Throws `TryAgainLater` while SUNAT is unreachable or
 * the CDR is not ready, so pg-boss tries again with its backoff; after the last try the record is
 * `failed`.
 */
export const sendElectronicDocument =
  (deps: SendDeps) =>
  async (id: number, attempt: JobAttempt): Promise<void> => {
    const taken = await take(deps, id);
    if (!taken) return;
    const outcome = await sunatStep(deps.transport, taken.access, taken.doc, taken.step);
    if (await store(deps, id, outcome, attempt))
      throw new TryAgainLater(outcome.kind === 'retry' ? outcome.error : 'again');
  };
