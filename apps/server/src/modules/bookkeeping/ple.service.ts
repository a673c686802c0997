import { msg, type TPleQuery } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { companyById } from '../references/index.ts';
import { entryNumber } from './journal-posting.ts';
import { periodBounds } from './ledger.repository.ts';
import { isMonthClosed } from './period-lock.ts';
import { type PleLine, pleBytes, pleFileName, pleJournalRecord, plePlanRecord } from './ple-format.ts';

export type PleFile = { content: Buffer; fileName: string; mime: string };

/**
 * The PLE books of a closed month (409 INVALID_CHANGE on `month` while it is open: a book handed to
 * SUNAT must not change afterwards): 5.1 Libro Diario in entry order, 6.1 Libro Mayor in account
 * order, 5.3 the accounts of three digits or more the books used up to the month, with their parents.
 */
export const createPleService = ({ db }: Deps) => ({
  file: async (q: TPleQuery): Promise<PleFile> => {
    const company = await companyById(db, q.companyId);
    if (!company) throw badRequest('VALIDATION_ERROR', { companyId: [msg('validation.invalid')] });
    const period = `${q.year}-${String(q.month).padStart(2, '0')}`;
    if (!(await isMonthClosed(db, q.companyId, `${period}-01`)))
      throw conflict('INVALID_CHANGE', { month: [msg('validation.periodNotClosed')] });
    const { start, end } = periodBounds(period, period);
    let records: string[];
    if (q.book === '050300') {
      const used = await db.execute(sql`
        select p.code, p.name from accounting_accounts p
        where length(p.code) >= 3 and exists (
          select 1 from journal_lines l
          join journal_entries e on e.id = l.entry_id
          join accounting_accounts a on a.id = l.account_id
          where e.company_id = ${q.companyId} and e.entry_date < ${end}::date and a.code like p.code || '%')
        order by p.code`);
      records = (used.rows as { code: string; name: string }[]).map((r) =>
        plePlanRecord(q.year, q.month, r.code, r.name),
      );
    } else {
      const order =
        q.book === '050100'
          ? sql`e.entry_date, e.year, e.seq, l.line_no`
          : sql`a.code, e.entry_date, e.year, e.seq, l.line_no`;
      const result = await db.execute(sql`
        select e.year, e.seq, e.kind, e.entry_date::text as "entryDate", e.description as "entryDescription",
          l.line_no as "lineNo", a.code as "accountCode", l.debit::text as debit, l.credit::text as credit,
          l.description, l.party_doc_type as "partyDocType", l.party_doc_number as "partyDocNumber",
          l.doc_type as "docType", l.doc_series as "docSeries", l.doc_number as "docNumber",
          l.doc_date::text as "docDate", l.currency, l.cost_centre as "costCentre"
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        join accounting_accounts a on a.id = l.account_id
        where e.company_id = ${q.companyId} and e.entry_date >= ${start}::date and e.entry_date < ${end}::date
        order by ${order}`);
      records = (result.rows as (Omit<PleLine, 'entryNumber'> & { year: number; seq: number })[]).map(
        ({ year, seq, ...l }) =>
          pleJournalRecord(q.year, q.month, { ...l, entryNumber: entryNumber(year, seq) }),
      );
    }
    return {
      content: pleBytes(records),
      fileName: pleFileName(company.ruc, q.year, q.month, q.book, records.length > 0),
      mime: 'text/plain; charset=iso-8859-1',
    };
  },
});

export type PleService = ReturnType<typeof createPleService>;
