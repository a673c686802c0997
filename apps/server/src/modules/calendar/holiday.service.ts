import {
  type Language,
  msg,
  type TGetHolidaysBody,
  type THolidayCreateBody,
  type THolidayListQuery,
  type THolidayObservedBody,
  type THolidayUpdateBody,
  translateMessage,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { attendanceInputsChanged } from '../../platform/events/attendance-inputs.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import {
  findHoliday,
  findHolidayItem,
  findHolidayOn,
  type HolidayListParams,
  listHolidays,
} from './holiday.repository.ts';
import { holidays } from './holiday.table.ts';
import { holidaysBetween, materialiseYear } from './holiday-calendar.ts';

const currentYear = () => new Date().getUTCFullYear();

const dateTaken = (name: string) =>
  conflict('HOLIDAY_ALREADY_REGISTERED', { date: [msg('validation.holidayTaken', { name })] });

/** National holidays come from the official calendar: their date, name and kind stay as it says. */
const nationalUntouchable = () => conflict('INVALID_CHANGE', { id: [msg('validation.nationalHoliday')] });

/** The list shows national holidays of the year asked for (or of this and next year) without a setup step. */
const materialiseFor = async (db: DbOrTx, query: THolidayListQuery) => {
  const year = query.filters?.year;
  if (year !== undefined) await materialiseYear(db, year);
  else for (const y of [currentYear(), currentYear() + 1]) await materialiseYear(db, y);
};

export const createHolidayService = ({ db }: Deps) => {
  const load = async (id: number) => {
    const row = await findHoliday(db, id);
    if (!row) throw notFound();
    return row;
  };

  const answer = async (id: number) => {
    const row = await findHolidayItem(db, id);
    if (!row) throw notFound();
    return row;
  };

  /** A unique violation here is a parallel request that took the date first. */
  const guardUnique = async <T>(date: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err, 'holidays_date_idx')) {
        throw dateTaken((await findHolidayOn(db, date))?.name ?? date);
      }
      throw err;
    }
  };

  return {
    list: async (query: HolidayListParams) => {
      await materialiseFor(db, query);
      return listHolidays(db, query);
    },

    // Built in the request, bounded by nature: a calendar's holidays, a few dozen a year.
    export: async (query: THolidayListQuery, lang: Language) => {
      await materialiseFor(db, query);
      const { data } = await listHolidays(db, {
        ...query,
        page: 1,
        perPage: EXPORT_MAX_ROWS,
        sortDesc: query.sortDesc ?? false,
      });
      const t = (key: string) => translateMessage(lang, `columns.${key}`);
      return toXlsx(
        t('holidays'),
        [
          { header: t('date'), width: 14, value: (r) => new Date(`${r.date}T00:00:00Z`) },
          { header: t('weekday'), width: 8, value: (r) => t(`weekday_${isoWeekday(r.date)}`) },
          { header: t('name'), width: 40, value: (r) => r.name },
          { header: t('kind'), width: 18, value: (r) => t(`kind_${r.kind}`) },
          { header: t('observed'), width: 12, value: (r) => t(r.observed ? 'yes' : 'no') },
          { header: t('source'), width: 32, value: (r) => t(`source_${r.source}`) },
          { header: t('registeredBy'), width: 28, value: (r) => r.createdByName },
        ],
        data,
      );
    },

    create: async (actor: Actor, body: THolidayCreateBody) => {
      // The year's national days are copied in the same transaction: a refusal leaves no row behind.
      const id = await guardUnique(body.date, () =>
        db.transaction(async (tx) => {
          await materialiseYear(tx, body.year);
          const taken = await findHolidayOn(tx, body.date);
          if (taken) throw dateTaken(taken.name);
          const [row] = await tx
            .insert(holidays)
            .values({
              date: body.date,
              name: body.name,
              kind: body.kind,
              source: 'manual',
              createdBy: actor.user.id,
              updatedBy: actor.user.id,
            })
            .returning({ id: holidays.id });
          const created = row?.id ?? 0;
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'holiday',
            entityId: created,
            after: body,
          });
          await attendanceInputsChanged(tx, { employeeIds: 'all', from: body.date, to: body.date });
          return created;
        }),
      );
      return answer(id);
    },

    update: async (actor: Actor, body: THolidayUpdateBody) => {
      const before = await load(body.id);
      if (before.kind === 'national') throw nationalUntouchable();
      await guardUnique(body.date, () =>
        db.transaction(async (tx) => {
          await materialiseYear(tx, body.year);
          const taken = await findHolidayOn(tx, body.date);
          if (taken && taken.id !== body.id) throw dateTaken(taken.name);
          await tx
            .update(holidays)
            .set({
              date: body.date,
              name: body.name,
              kind: body.kind,
              updatedBy: actor.user.id,
              updatedAt: new Date(),
            })
            .where(eq(holidays.id, body.id));
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'holiday',
            entityId: body.id,
            before,
            after: body,
          });
          for (const d of new Set([before.date, body.date]))
            await attendanceInputsChanged(tx, { employeeIds: 'all', from: d, to: d });
        }),
      );
      return answer(body.id);
    },

    /** HR's own days can be removed; a national one is only marked not observed. */
    remove: async (actor: Actor, id: number) => {
      const before = await load(id);
      if (before.kind === 'national') throw nationalUntouchable();
      await db.transaction(async (tx) => {
        await tx.delete(holidays).where(eq(holidays.id, id));
        await recordAudit(tx, actor, { action: 'delete', entity: 'holiday', entityId: id, before });
        await attendanceInputsChanged(tx, { employeeIds: 'all', from: before.date, to: before.date });
      });
      return { ok: true as const };
    },

    setObserved: async (actor: Actor, body: THolidayObservedBody) => {
      const before = await load(body.id);
      if (before.observed === body.observed) throw conflict('INVALID_CHANGE');
      await db.transaction(async (tx) => {
        await tx
          .update(holidays)
          .set({ observed: body.observed, updatedBy: actor.user.id, updatedAt: new Date() })
          .where(eq(holidays.id, body.id));
        await recordAudit(tx, actor, {
          action: body.observed ? 'observe' : 'not_observe',
          entity: 'holiday',
          entityId: body.id,
          before: { observed: before.observed },
          after: { observed: body.observed },
        });
        await attendanceInputsChanged(tx, { employeeIds: 'all', from: before.date, to: before.date });
      });
      return answer(body.id);
    },

    daysOff: (body: TGetHolidaysBody) => holidaysBetween(db, `${body.year}-01-01`, `${body.year}-12-31`),
  };
};

/** 1 Monday … 7 Sunday. */
const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

export type HolidayService = ReturnType<typeof createHolidayService>;
