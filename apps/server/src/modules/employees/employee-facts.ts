import type {
  ContractType,
  Currency,
  DocumentTypeCode,
  LaborRegime,
  PensionSystem,
  PersonalType,
} from '@zerg/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { areaNameOf, campusNameOf } from '../catalog/index.ts';
import { companyNameOf, positionNameOf } from '../references/index.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeFullName } from './employee-name.ts';

/**
 * What another module needs to know about an employee to pay them or send them on a trip: who they
 * are, where they work and under which terms. Read-only; the record itself stays in this module.
 */
export type EmployeeFacts = {
  id: number;
  personalCode: string;
  fullName: string;
  documentType: DocumentTypeCode;
  documentNumber: string;
  isActive: boolean;
  inactiveSince: string | null;
  companyId: number | null;
  companyName: string | null;
  campusId: number;
  campusName: string;
  areaId: number;
  areaName: string;
  positionId: number;
  positionName: string;
  personalType: PersonalType;
  laborRegime: LaborRegime;
  contractType: ContractType;
  startDate: string;
  contractEndDate: string | null;
  salary: string;
  currency: Currency;
  pensionSystem: PensionSystem;
  cuspp: string | null;
  afpCommissionType: 'flow' | 'balance' | null;
  hasEps: boolean;
  chiefEmployeeId: number | null;
};

/** The facts of these employees (those with job details), in id order; unknown ids are left out. */
export const listEmployeeFacts = async (db: DbOrTx, ids: readonly number[]): Promise<EmployeeFacts[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: employees.id,
      personalCode: employees.personalCode,
      fullName: employeeFullName,
      documentType: employees.documentType,
      documentNumber: employees.documentNumber,
      isActive: employees.isActive,
      inactiveSince: employees.inactiveSince,
      companyId: employeeJobs.companyId,
      companyName: companyNameOf(employeeJobs.companyId),
      campusId: employeeJobs.campusId,
      campusName: campusNameOf(employeeJobs.campusId),
      areaId: employeeJobs.areaId,
      areaName: areaNameOf(employeeJobs.areaId),
      positionId: employeeJobs.positionId,
      positionName: positionNameOf(employeeJobs.positionId),
      personalType: employeeJobs.personalType,
      laborRegime: employeeJobs.laborRegime,
      contractType: employeeJobs.contractType,
      startDate: employeeJobs.startDate,
      contractEndDate: employeeJobs.contractEndDate,
      salary: employeeJobs.salary,
      currency: employeeJobs.currency,
      pensionSystem: employeeJobs.pensionSystem,
      cuspp: employeeJobs.cuspp,
      afpCommissionType: employeeJobs.afpCommissionType,
      hasEps: employeeJobs.hasEps,
      chiefEmployeeId: employeeJobs.chiefEmployeeId,
    })
    .from(employees)
    .innerJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(inArray(employees.id, [...ids]))
    .orderBy(employees.id);
  return rows.map((r) => ({
    ...r,
    laborRegime: r.laborRegime as LaborRegime,
    pensionSystem: r.pensionSystem as PensionSystem,
  }));
};

/** The facts of one employee, or null when there is no such employee. */
export const findEmployeeFacts = async (db: DbOrTx, id: number): Promise<EmployeeFacts | null> =>
  (await listEmployeeFacts(db, [id]))[0] ?? null;

export const employeeExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id))).length > 0;
