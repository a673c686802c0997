import { CESSATION_T_REGISTRO, type LaborRegime, type PensionSystem, type TRegistroKind } from '@zerg/shared';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../platform/audit/audit.table.ts';
import { employeeRecords } from '../employees/index.ts';
import type { TRegistroWorkerData } from './t-registro-format.ts';

export type TRegistroRange = { companyId: number; from: string; to: string };
export type TRegistroRow = TRegistroWorkerData & { name: string; eventDate: string };

/** The audit day of a change, in Lima (Peru has one time zone). */
const limaDay = sql<string>`to_char(${auditLog.at} at time zone 'America/Lima', 'YYYY-MM-DD')`;

/** The employee record's actions that change what T-Registro holds (personal or job data). */
const RECORD_CHANGES = ['update', 'update_job'];

/** Employees whose record changed in the range: the last such day per employee, from the audit. */
const changedIn = (db: DbOrTx, range: TRegistroRange) =>
  db
    .select({ entityId: auditLog.entityId, day: sql<string>`max(${limaDay})` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'employee'),
        inArray(auditLog.action, RECORD_CHANGES),
        between(limaDay, range.from, range.to),
      ),
    )
    .groupBy(auditLog.entityId);

/**
 * The workers of one employer for a kind of declaration: hired in the range (altas), whose record
 * changed in it while already employed (modificaciones), or whose last day falls in it (bajas).
 */
export const tRegistroWorkers = async (
  db: DbOrTx,
  kind: TRegistroKind,
  range: TRegistroRange,
): Promise<TRegistroRow[]> => {
  const { companyId, from, to } = range;
  // The audit names the employee as text; the other kinds skip the audit entirely.
  const changed =
    kind === 'changes'
      ? new Map((await changedIn(db, range)).map((c) => [c.entityId, c.day]))
      : new Map<string | null, string>();
  const records = await employeeRecords(
    db,
    kind === 'hires'
      ? { companyId, hiredIn: { from, to } }
      : kind === 'cessations'
        ? { companyId, leftIn: { from, to } }
        : // A worker hired in the range is declared by the alta, which already carries the new data.
          // A worker gone before the range is not declared again.
          {
            companyId,
            employedAt: from,
            ids: [...changed.keys()].flatMap((id) => (id && /^[1-9]\d*$/.test(id) ? [Number(id)] : [])),
          },
  );
  return records.map(({ cessationReason, ...r }) => ({
    ...r,
    laborRegime: r.laborRegime as LaborRegime,
    pensionSystem: r.pensionSystem as PensionSystem,
    cessationCode: cessationReason ? CESSATION_T_REGISTRO[cessationReason] : null,
    eventDate:
      kind === 'hires'
        ? r.startDate
        : kind === 'cessations'
          ? (r.lastDay ?? '')
          : (changed.get(String(r.employeeId)) ?? ''),
  }));
};
