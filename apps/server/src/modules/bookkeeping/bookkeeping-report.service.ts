import type { TBooksCompany } from '@zerg/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { listCompanies } from '../references/index.ts';
import { ledgerExport, trialBalanceExport } from './book-report-exports.ts';
import { type LedgerQuery, readLedger, readTrialBalance, type TrialBalanceQuery } from './book-reports.ts';
import { journalEntries } from './journal-entry.table.ts';

export const createBookkeepingReportService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const ledger = (q: LedgerQuery) => readLedger(db, q);
  const trialBalance = (q: TrialBalanceQuery) => readTrialBalance(db, q);

  /**
   * The company the ledger and the trial balance open on: the user's employer when it keeps books
   * here, else the active company with the most entries, else the first active one. Opening on an
   * empty company (the first by id) showed a blank report with nothing saying why.
   */
  const booksCompany = async (actor: Actor): Promise<TBooksCompany> => {
    // The active companies, by id: a few rows, matched here against the books' counts in order.
    const active = (await listCompanies(db)).filter((c) => c.isActive);
    const named = (rows: { companyId: number }[]) => {
      for (const row of rows) {
        const company = active.find((c) => c.id === row.companyId);
        if (company) return { companyId: company.id, companyName: company.name };
      }
      return undefined;
    };
    const entries = db
      .select({ companyId: journalEntries.companyId, n: sql<number>`count(*)::int`.as('n') })
      .from(journalEntries)
      .groupBy(journalEntries.companyId)
      .as('entries');
    const employeeId = actor.user.employeeId;
    const employer =
      employeeId === null ? null : ((await findEmployeeFacts(db, employeeId))?.companyId ?? null);
    if (employer !== null) {
      const own = named(
        await db
          .select({ companyId: entries.companyId })
          .from(entries)
          .where(eq(entries.companyId, employer)),
      );
      if (own) return { ...own, reason: 'own' };
    }
    const busiest = named(
      await db
        .select({ companyId: entries.companyId })
        .from(entries)
        .orderBy(desc(entries.n), asc(entries.companyId)),
    );
    if (busiest) return { ...busiest, reason: 'entries' };
    const [first] = active;
    return { companyId: first?.id ?? null, companyName: first?.name ?? null, reason: 'first' };
  };

  return {
    ledger,
    trialBalance,
    booksCompany,

    exportLedger: ledgerExport.answer.bind(null, deps),
    exportTrialBalance: trialBalanceExport.answer.bind(null, deps),
  };
};

export type BookkeepingReportService = ReturnType<typeof createBookkeepingReportService>;
