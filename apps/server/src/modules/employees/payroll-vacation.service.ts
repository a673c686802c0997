import {
  type LaborRegime,
  type Language,
  type TPayrollVacationListQuery,
  type TPayrollVacationRow,
  translateMessage,
  VACATION_DAYS_PER_YEAR,
} from '@zerg/shared';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/current-user.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import type { Deps } from '../../platform/deps.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { areaNameOf } from '../catalog/index.ts';
import { companyNameOf } from '../references/index.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeFullName } from './employee-name.ts';
import { openingVacationDaysOf } from './employee-prior-income-facts.ts';
import { areaInScope, scopeOf } from './employee-scope.ts';
import { employeeVacations } from './employee-vacation.table.ts';
import { type OpeningVacation, openingVacationTaken, vacationBalances } from './vacation-balance.ts';

type ListParams = TPayrollVacationListQuery & { page: number; perPage: number };

/**
 * The payroll page's Vacations tab (section 14): every active employee the user may see with the
 * days earned, taken and scheduled over all service years, the balance and the next period. The
 * figures come from the same `vacationBalances` as the employee record; they are computed per
 * employee, so the sort on them happens after the computation.
 */
export const createPayrollVacationService = ({ db }: Deps, today: () => string = limaToday) => {
  const rows = async (actor: Actor, query: TPayrollVacationListQuery): Promise<TPayrollVacationRow[]> => {
    const scope = await scopeOf(db, actor.user);
    const conditions: (SQL | undefined)[] = [
      eq(employees.isActive, true),
      areaInScope(scope, employeeJobs.areaId),
    ];
    const f = query.filters;
    if (f?.companyId) conditions.push(eq(employeeJobs.companyId, f.companyId));
    if (f?.areaId) conditions.push(eq(employeeJobs.areaId, f.areaId));
    if (f?.personalType) conditions.push(eq(employeeJobs.personalType, f.personalType));
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(
        sql`(${employeeFullName} ilike ${pattern} or ${employees.documentNumber} ilike ${pattern})`,
      );
    }
    const people = await db
      .select({
        employeeId: employees.id,
        name: employeeFullName,
        documentNumber: employees.documentNumber,
        companyName: companyNameOf(employeeJobs.companyId),
        areaName: areaNameOf(employeeJobs.areaId),
        laborRegime: employeeJobs.laborRegime,
        serviceStart: employeeJobs.startDate,
      })
      .from(employees)
      .innerJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
      .where(and(...conditions))
      .orderBy(asc(employees.id));
    const ids = people.map((p) => p.employeeId);
    const periods = ids.length
      ? await db
          .select({
            employeeId: employeeVacations.employeeId,
            serviceYear: employeeVacations.serviceYear,
            startDate: employeeVacations.startDate,
            endDate: employeeVacations.endDate,
            days: employeeVacations.days,
          })
          .from(employeeVacations)
          .where(and(inArray(employeeVacations.employeeId, ids), isNull(employeeVacations.canceledAt)))
          .orderBy(asc(employeeVacations.startDate))
      : [];
    const byEmployee = new Map<number, typeof periods>();
    for (const p of periods) byEmployee.set(p.employeeId, [...(byEmployee.get(p.employeeId) ?? []), p]);
    const opening = new Map<number, OpeningVacation[]>();
    for (const o of await openingVacationDaysOf(db, ids))
      opening.set(o.employeeId, [...(opening.get(o.employeeId) ?? []), o]);
    const now = today();
    return people.map((person) => {
      const mine = byEmployee.get(person.employeeId) ?? [];
      const regime = person.laborRegime as LaborRegime | null;
      const perYear = regime ? VACATION_DAYS_PER_YEAR[regime] : 0;
      const before = person.serviceStart
        ? openingVacationTaken(person.serviceStart, opening.get(person.employeeId) ?? [])
        : [];
      const years = person.serviceStart
        ? vacationBalances(person.serviceStart, perYear, [...mine, ...before], now)
        : [];
      const sum = (key: 'entitled' | 'taken' | 'scheduled' | 'balance') =>
        years.reduce((a, y) => a + y[key], 0);
      const next = mine.find((p) => p.endDate >= now) ?? null;
      return {
        ...person,
        earned: sum('entitled'),
        taken: sum('taken'),
        scheduled: sum('scheduled'),
        balance: sum('balance'),
        nextStart: next?.startDate ?? null,
        nextEnd: next?.endDate ?? null,
      };
    });
  };

  const sorted = (list: TPayrollVacationRow[], query: TPayrollVacationListQuery) => {
    const key = query.sortBy ?? 'name';
    const sign = query.sortDesc ? -1 : 1;
    return [...list].sort((a, b) => {
      const x = a[key];
      const y = b[key];
      // Empty next periods go last either way.
      if (x === null || y === null) return x === y ? a.employeeId - b.employeeId : x === null ? 1 : -1;
      const order = typeof x === 'number' ? x - (y as number) : String(x).localeCompare(String(y), 'es');
      return order === 0 ? a.employeeId - b.employeeId : sign * order;
    });
  };

  return {
    list: async (actor: Actor, query: ListParams) => {
      const all = sorted(await rows(actor, query), query);
      const start = (query.page - 1) * query.perPage;
      return { total: all.length, data: all.slice(start, start + query.perPage) };
    },

    export: async (actor: Actor, query: TPayrollVacationListQuery, lang: Language) => {
      const data = sorted(await rows(actor, query), query).slice(0, EXPORT_MAX_ROWS);
      const t = (key: string) => translateMessage(lang, `columns.${key}`);
      const day = (d: string | null) => (d ? new Date(`${d}T00:00:00Z`) : '');
      return toXlsx(
        t('payrollVacations'),
        [
          { header: t('employee'), width: 36, value: (r) => r.name },
          { header: t('documentNumber'), width: 14, value: (r) => r.documentNumber },
          { header: t('company'), width: 30, value: (r) => r.companyName ?? '' },
          { header: t('area'), width: 22, value: (r) => r.areaName ?? '' },
          { header: t('serviceStart'), width: 14, value: (r) => day(r.serviceStart) },
          { header: t('earned'), width: 10, value: (r) => r.earned },
          { header: t('taken'), width: 10, value: (r) => r.taken },
          { header: t('scheduled'), width: 12, value: (r) => r.scheduled },
          { header: t('balance'), width: 10, value: (r) => r.balance },
          { header: t('from'), width: 14, value: (r) => day(r.nextStart) },
          { header: t('to'), width: 14, value: (r) => day(r.nextEnd) },
        ],
        data,
      );
    },
  };
};

export type PayrollVacationService = ReturnType<typeof createPayrollVacationService>;
