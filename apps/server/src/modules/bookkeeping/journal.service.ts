import {
  msg,
  type TJournalEntryBody,
  type TJournalEntryListQuery,
  type TJournalReverseBody,
} from '@zerg/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { companyById } from '../references/index.ts';
import { findEntry, listEntries } from './journal.repository.ts';
import { journalEntries, journalLines } from './journal-entry.table.ts';
import { journalExport } from './journal-export.ts';
import { entryNumber, postJournalEntry } from './journal-posting.ts';

/**
 * Posts the entry that undoes `id`: the same lines with debit and credit swapped, origin
 * `reversal`. Refuses (409 INVALID_CHANGE) an entry already reversed and an entry that is itself a
 * reversal (post the original again instead: a chain of reversals only hides the history). The row
 * lock and the unique index on `reverses_id` keep two reversals from both landing.
 */
export const reverseJournalEntry = async (
  tx: DbOrTx,
  actorId: number | null,
  input: { id: number; date?: string | undefined; reason: string },
): Promise<number> => {
  const [entry] = await tx.select().from(journalEntries).where(eq(journalEntries.id, input.id)).for('update');
  if (!entry) throw notFound();
  if (entry.reversesId !== null) throw conflict('INVALID_CHANGE', { id: [msg('validation.isReversal')] });
  const [already] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.reversesId, entry.id));
  if (already) throw conflict('INVALID_CHANGE', { id: [msg('validation.alreadyReversed')] });
  const date = input.date ?? entry.entryDate;
  if (date < entry.entryDate)
    throw badRequest('VALIDATION_ERROR', { date: [msg('validation.reversalDate')] });
  const lines = await tx
    .select()
    .from(journalLines)
    .where(eq(journalLines.entryId, entry.id))
    .orderBy(asc(journalLines.lineNo));
  return postJournalEntry(tx, actorId, {
    companyId: entry.companyId,
    date,
    description: `Extorno del asiento ${entryNumber(entry.year, entry.seq)}: ${input.reason}`.slice(0, 200),
    origin: 'reversal',
    // The reversal of an opening or closing entry is read as one (PLE's A / C, the trial balance's opening).
    kind: entry.kind,
    sourceKind: entry.sourceKind,
    sourceId: entry.sourceId,
    reversesId: entry.id,
    lines: lines.map((l) => ({
      accountId: l.accountId,
      debit: l.credit,
      credit: l.debit,
      description: l.description,
      partyDocType: l.partyDocType,
      partyDocNumber: l.partyDocNumber,
      partyName: l.partyName,
      docType: l.docType,
      docSeries: l.docSeries,
      docNumber: l.docNumber,
      docDate: l.docDate,
      currency: l.currency,
      costCentre: l.costCentre,
    })),
  });
};

export const createJournalService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const get = async (id: number) => {
    const row = await findEntry(db, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    list: (query: TJournalEntryListQuery) =>
      listEntries(db, { ...query, page: query.page ?? 1, perPage: query.perPage ?? 10 }),

    get,

    /** A manual entry. The schema refused unbalanced bodies already; `postJournalEntry` checks again. */
    create: async (actor: Actor, body: TJournalEntryBody) => {
      const id = await db.transaction(async (tx) => {
        if (!(await companyById(tx, body.companyId)))
          throw badRequest('VALIDATION_ERROR', { companyId: [msg('validation.invalid')] });
        const created = await postJournalEntry(tx, actor.user.id, {
          companyId: body.companyId,
          date: body.date,
          description: body.description,
          origin: 'manual',
          lines: body.lines,
        });
        await recordAudit(tx, actor, {
          action: 'journal.create',
          entity: 'journal_entry',
          entityId: created,
          after: body,
        });
        return created;
      });
      return get(id);
    },

    reverse: async (actor: Actor, body: TJournalReverseBody) => {
      const id = await db.transaction(async (tx) => {
        const created = await reverseJournalEntry(tx, actor.user.id, body);
        await recordAudit(tx, actor, {
          action: 'journal.reverse',
          entity: 'journal_entry',
          entityId: body.id,
          after: { reversalId: created, date: body.date ?? null, reason: body.reason },
        });
        return created;
      });
      return get(id);
    },

    export: journalExport.answer.bind(null, deps),
  };
};

export type JournalService = ReturnType<typeof createJournalService>;
