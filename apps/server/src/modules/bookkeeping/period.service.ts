import {
  msg,
  type TPeriodMonthBody,
  type TPeriodReopenBody,
  type TPeriodYearQuery,
  type TYearReopenBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { companyById } from '../references/index.ts';
import { accountingYears } from './accounting-period.table.ts';
import { reverseJournalEntry } from './journal.service.ts';
import {
  findYear,
  openYearBefore,
  storeMonthClosed,
  storeMonthReopened,
  yearOf,
} from './period.repository.ts';
import { isMonthClosed, lockBooks } from './period-lock.ts';
import { postYearClose } from './year-close.ts';

const monthDate = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

const checkCompany = async (db: DbOrTx, companyId: number) => {
  if (!(await companyById(db, companyId)))
    throw badRequest('VALIDATION_ERROR', { companyId: [msg('validation.invalid')] });
};

/**
 * Accounting periods (section 35): close and reopen a month, close and reopen a year. Every change
 * takes the books' lock (`lockBooks`, the one `postJournalEntry` takes), so that a posting racing a
 * close either lands before it or is refused; every change is audited.
 */
export const createPeriodService = ({ db }: Deps) => {
  const get = async (q: TPeriodYearQuery) => {
    await checkCompany(db, q.companyId);
    return yearOf(db, q.companyId, q.year);
  };

  return {
    get,

    closeMonth: async (actor: Actor, body: TPeriodMonthBody) => {
      await checkCompany(db, body.companyId);
      await db.transaction(async (tx) => {
        await lockBooks(tx, body.companyId);
        if (await isMonthClosed(tx, body.companyId, monthDate(body.year, body.month)))
          throw conflict('INVALID_CHANGE', { month: [msg('validation.periodAlreadyClosed')] });
        await storeMonthClosed(tx, body, actor.user.id);
        await recordAudit(tx, actor, {
          action: 'period.close',
          entity: 'accounting_period',
          entityId: body.companyId,
          after: body,
        });
      });
      return get(body);
    },

    /** A month of a closed year stays closed: reopen the year first. */
    reopenMonth: async (actor: Actor, body: TPeriodReopenBody) => {
      await checkCompany(db, body.companyId);
      await db.transaction(async (tx) => {
        await lockBooks(tx, body.companyId);
        if (!(await isMonthClosed(tx, body.companyId, monthDate(body.year, body.month))))
          throw conflict('INVALID_CHANGE', { month: [msg('validation.periodNotClosed')] });
        if ((await findYear(tx, body.companyId, body.year))?.closed)
          throw conflict('INVALID_CHANGE', { year: [msg('validation.yearClosed')] });
        await storeMonthReopened(tx, body, actor.user.id, body.reason);
        await recordAudit(tx, actor, {
          action: 'period.reopen',
          entity: 'accounting_period',
          entityId: body.companyId,
          after: body,
        });
      });
      return get(body);
    },

    /**
     * Posts the closing entries and the next year's opening entry (year-close.ts), then closes every
     * month of the year. Refused while an earlier year with entries is open (its results would stay
     * in 6 and 7 for good) and when the year is closed already.
     */
    closeYear: async (actor: Actor, body: TPeriodYearQuery) => {
      await checkCompany(db, body.companyId);
      await db.transaction(async (tx) => {
        await lockBooks(tx, body.companyId);
        const existing = await findYear(tx, body.companyId, body.year);
        if (existing?.closed) throw conflict('INVALID_CHANGE', { year: [msg('validation.yearClosed')] });
        const earlier = await openYearBefore(tx, body.companyId, body.year);
        if (earlier !== null)
          throw conflict('INVALID_CHANGE', { year: [msg('validation.earlierYearOpen', { year: earlier })] });
        const entryIds = await postYearClose(tx, actor.user.id, body.companyId, body.year);
        for (let month = 1; month <= 12; month++)
          if (!(await isMonthClosed(tx, body.companyId, monthDate(body.year, month))))
            await storeMonthClosed(tx, { ...body, month }, actor.user.id);
        const values = { closed: true, entryIds, closedBy: actor.user.id, closedAt: new Date() };
        await tx
          .insert(accountingYears)
          .values({ companyId: body.companyId, year: body.year, ...values })
          .onConflictDoUpdate({ target: [accountingYears.companyId, accountingYears.year], set: values });
        await recordAudit(tx, actor, {
          action: 'period.closeYear',
          entity: 'accounting_year',
          entityId: body.companyId,
          after: { ...body, entryIds },
        });
      });
      return get(body);
    },

    /**
     * Reopens December and reverses the year's closing entries and the next year's opening entry
     * (latest first). Refused while the next year is closed, and (409 PERIOD_CLOSED) while the next
     * January is, since the opening entry's reversal is dated there.
     */
    reopenYear: async (actor: Actor, body: TYearReopenBody) => {
      await checkCompany(db, body.companyId);
      await db.transaction(async (tx) => {
        await lockBooks(tx, body.companyId);
        const year = await findYear(tx, body.companyId, body.year);
        if (!year?.closed) throw conflict('INVALID_CHANGE', { year: [msg('validation.yearNotClosed')] });
        if ((await findYear(tx, body.companyId, body.year + 1))?.closed)
          throw conflict('INVALID_CHANGE', {
            year: [msg('validation.laterYearClosed', { year: body.year + 1 })],
          });
        if (await isMonthClosed(tx, body.companyId, monthDate(body.year, 12)))
          await storeMonthReopened(tx, { ...body, month: 12 }, actor.user.id, body.reason);
        const reversals: number[] = [];
        for (const id of [...year.entryIds].reverse())
          reversals.push(await reverseJournalEntry(tx, actor.user.id, { id, reason: body.reason }));
        await tx
          .update(accountingYears)
          .set({
            closed: false,
            entryIds: [],
            reopenedBy: actor.user.id,
            reopenedAt: new Date(),
            reopenReason: body.reason,
          })
          .where(eq(accountingYears.id, year.id));
        await recordAudit(tx, actor, {
          action: 'period.reopenYear',
          entity: 'accounting_year',
          entityId: body.companyId,
          before: { entryIds: year.entryIds },
          after: { ...body, reversals },
        });
      });
      return get(body);
    },
  };
};

export type PeriodService = ReturnType<typeof createPeriodService>;
