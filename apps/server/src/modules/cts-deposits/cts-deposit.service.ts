import {
  centsToMoney,
  moneyToCents,
  msg,
  type TCtsBankFileBody,
  type TCtsDepositSummary,
  type TCtsStatementBody,
  type TDocumentBatchStarted,
  type TOwnCtsStatements,
} from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { BatchRunner } from '../../platform/batches/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import type { FileAnswer } from '../../platform/http/send-file.ts';
import { assertWholeCompany, scopeOf } from '../employees/index.ts';
import { bcpFile, type CtsDepositRow, genericCsv, interbankFile, totalOf } from './cts-bank-files.ts';
import { type CtsRun, type CtsSlip, loadCtsSlips, ownCtsRuns } from './cts-deposit.repository.ts';
import { assertLayoutOfBank, ctsRunOr404, inScope, releasedCtsRun } from './cts-deposit.rules.ts';
import { renderStatement } from './cts-statement-file.ts';

const nameOf = (s: Pick<CtsSlip, 'names'>) =>
  [s.names.paternalSurname, s.names.maternalSurname, s.names.firstNames].filter(Boolean).join(' ');

const workerOf = (s: CtsSlip) => ({
  employeeId: s.employeeId,
  name: nameOf(s),
  documentNumber: s.documentNumber,
  amount: s.amount,
});

const period = (run: Pick<CtsRun, 'year' | 'month'>) => `${run.year}${String(run.month).padStart(2, '0')}`;

const rowOf = (s: CtsSlip): CtsDepositRow | null =>
  s.account
    ? {
        documentType: s.documentType,
        documentNumber: s.documentNumber,
        paternalSurname: s.names.paternalSurname,
        maternalSurname: s.names.maternalSurname,
        firstNames: s.names.firstNames,
        bank: s.account.bank,
        bankName: s.account.bankName,
        accountNumber: s.account.accountNumber,
        cci: s.account.cci,
        currency: s.account.currency,
        amount: s.amount,
        computable: s.bases.base ?? s.bases.computable ?? '0.00',
      }
    : null;

/**
 * The CTS deposit's documents (section 14, within the caller's employee scope): the statement of
 * one worker or of the whole run (a document batch), the bank files, and the worker's own.
 */
export const createCtsDepositService = ({ db }: Deps, documentBatches: Pick<BatchRunner, 'start'>) => {
  const scopedSlips = async (actor: Actor, runId: number) =>
    (await loadCtsSlips(db, runId)).filter(inScope(await scopeOf(db, actor.user)));

  const statement = async (actor: Actor, run: CtsRun, slip: CtsSlip): Promise<FileAnswer> => {
    if (!slip.account)
      throw conflict('CTS_ACCOUNT_MISSING', { employeeId: [msg('errors.CTS_ACCOUNT_MISSING')] });
    const file = await renderStatement(db, run, slip);
    await db.transaction((tx) =>
      recordAudit(tx, actor, {
        action: 'cts-statement.generate',
        entity: 'payroll_slips',
        entityId: slip.slipId,
        after: { runId: run.id, employeeId: slip.employeeId, amount: file.statement.amount },
      }),
    );
    return { content: file.data, fileName: file.fileName, mime: 'application/pdf' };
  };

  return {
    /** The run by depositary bank and the workers with no CTS account: what the screen lists. */
    summary: async (actor: Actor, runId: number): Promise<TCtsDepositSummary> => {
      const run = await ctsRunOr404(db, runId);
      const slips = await scopedSlips(actor, runId);
      const banks = new Map<string, { bank: string; bankName: string; rows: CtsDepositRow[] }>();
      for (const row of slips.map(rowOf)) {
        if (!row) continue;
        const entry = banks.get(row.bank) ?? { bank: row.bank, bankName: row.bankName, rows: [] };
        entry.rows.push(row);
        banks.set(row.bank, entry);
      }
      return {
        runId: run.id,
        year: run.year,
        month: run.month,
        state: run.state,
        workers: slips.length,
        total: centsToMoney(slips.reduce((sum, s) => sum + moneyToCents(s.amount), 0n)),
        banks: [...banks.values()]
          .sort((a, b) => a.bank.localeCompare(b.bank))
          .map((b) => ({
            bank: b.bank,
            bankName: b.bankName,
            workers: b.rows.length,
            total: totalOf(b.rows),
          })),
        deposits: slips.map((s) => ({ ...workerOf(s), bank: s.account?.bank ?? null })),
        missing: slips.filter((s) => !s.account).map(workerOf),
      };
    },

    statementPdf: async (actor: Actor, body: TCtsStatementBody): Promise<FileAnswer> => {
      const run = await releasedCtsRun(db, body.runId);
      const [slip] = (await loadCtsSlips(db, body.runId, body.employeeId)).filter(
        inScope(await scopeOf(db, actor.user)),
      );
      if (!slip) throw notFound();
      return statement(actor, run, slip);
    },

    /** Every statement of the run as a document batch: company-wide work (one worker's is not). */
    startStatements: async (actor: Actor, runId: number): Promise<TDocumentBatchStarted> => {
      await assertWholeCompany(db, actor.user);
      const run = await releasedCtsRun(db, runId);
      const areaId = null;
      const batchId = await db.transaction(async (tx) => {
        const id = await documentBatches.start(tx, actor, 'cts-statements', {
          runId,
          areaId,
          period: period(run),
        });
        await recordAudit(tx, actor, {
          action: 'cts-statement.batch',
          entity: 'payroll_run',
          entityId: run.id,
          after: { batchId: id, areaId },
        });
        return id;
      });
      return { batchId };
    },

    /** The deposits to one bank's CTS accounts in the chosen layout: company-wide work. */
    bankFile: async (actor: Actor, body: TCtsBankFileBody): Promise<FileAnswer> => {
      await assertWholeCompany(db, actor.user);
      assertLayoutOfBank(body.layout, body.bank);
      const run = await releasedCtsRun(db, body.runId);
      const rows = (await scopedSlips(actor, body.runId))
        .map(rowOf)
        .filter((r): r is CtsDepositRow => r !== null && r.bank === body.bank);
      if (rows.length === 0) throw notFound();
      const ctx = { ruc: run.employer.ruc, year: run.year, month: run.month };
      const base = `cts-${body.layout}-${body.bank}-${period(run)}-${run.id}`;
      const file: FileAnswer =
        body.layout === 'generic'
          ? { content: genericCsv(rows), fileName: `${base}.csv`, mime: 'text/csv; charset=utf-8' }
          : {
              content: body.layout === 'bcp' ? bcpFile(ctx, rows) : interbankFile(ctx, rows),
              fileName: `${base}.txt`,
              mime: 'text/plain; charset=utf-8',
            };
      await db.transaction((tx) =>
        recordAudit(tx, actor, {
          action: 'cts-bank-file.generate',
          entity: 'payroll_run',
          entityId: run.id,
          after: { bank: body.bank, layout: body.layout, workers: rows.length, total: totalOf(rows) },
        }),
      );
      return file;
    },

    /** The signed-in worker's own statements (none for a user not linked to an employee). */
    ownList: async (actor: Actor): Promise<TOwnCtsStatements> =>
      actor.user.employeeId ? ownCtsRuns(db, actor.user.employeeId) : [],

    /** The worker's own statement; anyone else's, a draft's or an unknown run's: 404. */
    ownPdf: async (actor: Actor, runId: number): Promise<FileAnswer> => {
      const employeeId = actor.user.employeeId;
      if (!employeeId) throw notFound();
      const run = await ctsRunOr404(db, runId).catch(() => null);
      if (!run || !['approved', 'paid'].includes(run.state)) throw notFound();
      const [slip] = await loadCtsSlips(db, runId, employeeId);
      if (!slip) throw notFound();
      return statement(actor, run, slip);
    },
  };
};

export type CtsDepositService = ReturnType<typeof createCtsDepositService>;
