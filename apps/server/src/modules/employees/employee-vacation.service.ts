import { type LaborRegime, msg, type TRegisterVacationBody, VACATION_DAYS_PER_YEAR } from '@zerg/shared';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { assertNotOwnRequest } from '../../platform/access/own-request.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { attendanceInputsChanged } from '../../platform/events/attendance-inputs.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { employeeJobs } from './employee-job.table.ts';
import { openingVacationDays } from './employee-prior-income-facts.ts';
import { assertCanSee, OWN_OR_EMPLOYEES } from './employee-scope.ts';
import { employeeVacations } from './employee-vacation.table.ts';
import { calendarDays, openingVacationTaken, vacationBalances } from './vacation-balance.ts';

const today = () => limaToday();

export const createVacationService = ({ db }: Deps) => {
  const load = async (employeeId: number) => {
    const [job] = await db
      .select({ startDate: employeeJobs.startDate, laborRegime: employeeJobs.laborRegime })
      .from(employeeJobs)
      .where(eq(employeeJobs.employeeId, employeeId));
    const periods = await db
      .select()
      .from(employeeVacations)
      .where(and(eq(employeeVacations.employeeId, employeeId), isNull(employeeVacations.canceledAt)))
      .orderBy(asc(employeeVacations.startDate));
    const regime = (job?.laborRegime ?? null) as LaborRegime | null;
    const daysPerYear = regime ? VACATION_DAYS_PER_YEAR[regime] : 0;
    const now = today();
    // Days taken before the system (opening balances) spend the same balance.
    const before = job ? openingVacationTaken(job.startDate, await openingVacationDays(db, employeeId)) : [];
    return {
      laborRegime: regime,
      daysPerYear,
      serviceStart: job?.startDate ?? null,
      balances: job ? vacationBalances(job.startDate, daysPerYear, [...periods, ...before], now) : [],
      periods: periods.map((p) => ({
        id: p.id,
        serviceYear: p.serviceYear,
        startDate: p.startDate,
        endDate: p.endDate,
        days: p.days,
        status: p.endDate < now ? ('taken' as const) : ('scheduled' as const),
        notes: p.notes,
        createdAt: p.createdAt.toISOString(),
      })),
    };
  };

  return {
    get: async (actor: Actor, employeeId: number) => {
      await assertCanSee(db, actor.user, employeeId, OWN_OR_EMPLOYEES);
      return load(employeeId);
    },

    /** Registering grants the leave: never one's own (their chief or another HR holder does it). */
    register: async (actor: Actor, body: TRegisterVacationBody) => {
      await assertCanSee(db, actor.user, body.employee_id);
      assertNotOwnRequest(actor.user, { requestedBy: null, employeeId: body.employee_id });
      if (body.endDate < body.startDate)
        throw badRequest('VALIDATION_ERROR', { endDate: [msg('validation.endBeforeStart')] });
      const days = calendarDays(body.startDate, body.endDate);
      await db.transaction(async (tx) => {
        // Serialises registrations for one employee so two requests cannot both spend one balance.
        await tx
          .select({ id: employeeJobs.employeeId })
          .from(employeeJobs)
          .where(eq(employeeJobs.employeeId, body.employee_id))
          .for('update');
        const current = await load(body.employee_id);
        const year = current.balances.find((b) => b.serviceYear === body.serviceYear);
        if (!year) throw badRequest('VALIDATION_ERROR', { serviceYear: [msg('validation.serviceYear')] });
        if (days > year.balance) {
          throw badRequest('VALIDATION_ERROR', {
            endDate: [msg('validation.vacationBalance', { balance: year.balance })],
          });
        }
        const overlap = await tx
          .select({ id: employeeVacations.id })
          .from(employeeVacations)
          .where(
            and(
              eq(employeeVacations.employeeId, body.employee_id),
              isNull(employeeVacations.canceledAt),
              lte(employeeVacations.startDate, body.endDate),
              gte(employeeVacations.endDate, body.startDate),
            ),
          );
        if (overlap.length)
          throw badRequest('VALIDATION_ERROR', { startDate: [msg('validation.vacationOverlap')] });
        const [row] = await tx
          .insert(employeeVacations)
          .values({
            employeeId: body.employee_id,
            serviceYear: body.serviceYear,
            startDate: body.startDate,
            endDate: body.endDate,
            days,
            notes: body.notes,
            createdBy: actor.user.id,
          })
          .returning({ id: employeeVacations.id });
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'employee_vacation',
          entityId: row?.id ?? null,
          after: { ...body, days },
        });
        await attendanceInputsChanged(tx, {
          employeeIds: [body.employee_id],
          from: body.startDate,
          to: body.endDate,
        });
      });
      return load(body.employee_id);
    },

    /** Only a period that has not started can be cancelled; one taken is history. */
    cancel: async (actor: Actor, vacationId: number) => {
      const [period] = await db.select().from(employeeVacations).where(eq(employeeVacations.id, vacationId));
      if (!period || period.canceledAt) throw notFound();
      await assertCanSee(db, actor.user, period.employeeId);
      assertNotOwnRequest(actor.user, { requestedBy: null, employeeId: period.employeeId });
      if (period.startDate <= today()) throw conflict('INVALID_CHANGE');
      await db.transaction(async (tx) => {
        await tx
          .update(employeeVacations)
          .set({ canceledAt: new Date() })
          .where(eq(employeeVacations.id, vacationId));
        await recordAudit(tx, actor, {
          action: 'cancel',
          entity: 'employee_vacation',
          entityId: vacationId,
          before: period,
        });
        await attendanceInputsChanged(tx, {
          employeeIds: [period.employeeId],
          from: period.startDate,
          to: period.endDate,
        });
      });
      return load(period.employeeId);
    },
  };
};

export type VacationService = ReturnType<typeof createVacationService>;
