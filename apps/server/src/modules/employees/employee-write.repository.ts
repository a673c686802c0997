import type { DocumentTypeCode, TBankAccountInput, TEmployeeJob, TEmployeePersonal } from '@zerg/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from './employee.table.ts';
import { employeeBankAccounts } from './employee-bank-account.table.ts';
import {
  employeeChildren,
  employeeEmergencyContacts,
  employeeStudies,
  employeeWorkExperience,
} from './employee-family.table.ts';
import { employeeJobs, employeeSalaryHistory } from './employee-job.table.ts';

export const personalCodeOf = (id: number) => `EMP-${String(id).padStart(6, '0')}`;

const personalRow = (p: TEmployeePersonal) => ({
  documentType: p.documentType,
  documentNumber: p.documentNumber,
  firstNames: p.firstNames,
  paternalSurname: p.paternalSurname,
  maternalSurname: p.maternalSurname,
  gender: p.gender,
  maritalStatus: p.maritalStatus,
  nationality: p.nationality,
  birthDate: p.birthDate,
  mobilePhone: p.mobilePhone,
  homePhone: p.homePhone,
  workPhone: p.workPhone,
  personalEmail: p.personalEmail,
  workEmail: p.workEmail,
  address: p.address,
  country: p.country,
  districtUbigeo: p.country === 'PE' ? p.districtUbigeo : null,
  zipCode: p.zipCode,
  bornAddress: p.bornAddress,
  bloodType: p.bloodType,
  pantSize: p.pantSize,
  shirtSize: p.shirtSize,
  shoeSize: p.shoeSize,
  licenceNumber: p.licenceNumber,
  licenceCategory: p.licenceCategory,
  licenceIssueDate: p.licenceIssueDate,
  licenceExpiryDate: p.licenceExpiryDate,
});

/** Children, contacts, studies and experience are replaced as a whole with the form's lists. */
const replaceLists = async (tx: DbOrTx, employeeId: number, p: TEmployeePersonal) => {
  await tx.delete(employeeChildren).where(eq(employeeChildren.employeeId, employeeId));
  await tx.delete(employeeEmergencyContacts).where(eq(employeeEmergencyContacts.employeeId, employeeId));
  await tx.delete(employeeStudies).where(eq(employeeStudies.employeeId, employeeId));
  await tx.delete(employeeWorkExperience).where(eq(employeeWorkExperience.employeeId, employeeId));
  const withId = <T>(rows: T[]) => rows.map((r) => ({ ...r, employeeId }));
  if (p.children.length) await tx.insert(employeeChildren).values(withId(p.children));
  if (p.emergencyContacts.length)
    await tx.insert(employeeEmergencyContacts).values(withId(p.emergencyContacts));
  if (p.studies.length) await tx.insert(employeeStudies).values(withId(p.studies));
  if (p.workExperience.length) await tx.insert(employeeWorkExperience).values(withId(p.workExperience));
};

/**
 * Accounts with an id are updated (if they belong to the employee), new ones are added. Accounts
 * missing from the list are kept: they are retired with change-status, never deleted, because
 * payments may point at them.
 */
export const saveBankAccounts = async (tx: DbOrTx, employeeId: number, accounts: TBankAccountInput[]) => {
  for (const { id, ...account } of accounts) {
    if (id) {
      await tx
        .update(employeeBankAccounts)
        .set({ ...account, updatedAt: new Date() })
        .where(and(eq(employeeBankAccounts.id, id), eq(employeeBankAccounts.employeeId, employeeId)));
    } else {
      await tx.insert(employeeBankAccounts).values({ ...account, employeeId });
    }
  }
};

export const jobRow = (job: TEmployeeJob) => ({
  ...job,
  cuspp: job.pensionSystem === 'onp' ? null : job.cuspp,
  afpCommissionType: job.pensionSystem === 'onp' ? null : job.afpCommissionType,
  contractEndDate: job.contractType === 'indefinite' ? null : job.contractEndDate,
});

export type NewEmployee = TEmployeePersonal & { job: TEmployeeJob; bankAccounts: TBankAccountInput[] };

/** Writes a whole new record; the caller owns the transaction and the audit entry. */
export const insertEmployee = async (
  tx: DbOrTx,
  input: NewEmployee,
  actorUserId: number | null,
): Promise<number> => {
  const [{ id } = { id: 0 }] = (
    await tx.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('employees', 'id'))::int as id`,
    )
  ).rows;
  await tx.insert(employees).values({ id, personalCode: personalCodeOf(id), ...personalRow(input) });
  await replaceLists(tx, id, input);
  await tx.insert(employeeJobs).values({ employeeId: id, ...jobRow(input.job) });
  await tx.insert(employeeSalaryHistory).values({
    employeeId: id,
    effectiveDate: input.job.startDate,
    oldSalary: null,
    newSalary: input.job.salary,
    currency: input.job.currency,
    reason: 'Ingreso',
    changedBy: actorUserId,
  });
  await saveBankAccounts(tx, id, input.bankAccounts);
  return id;
};

export const updatePersonal = async (tx: DbOrTx, employeeId: number, personal: TEmployeePersonal) => {
  await tx
    .update(employees)
    .set({ ...personalRow(personal), updatedAt: new Date() })
    .where(eq(employees.id, employeeId));
  await replaceLists(tx, employeeId, personal);
};

export const documentTaken = async (
  tx: DbOrTx,
  type: DocumentTypeCode,
  number: string,
  exceptId?: number,
) => {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.documentType, type),
        eq(employees.documentNumber, number),
        exceptId ? notInArray(employees.id, [exceptId]) : undefined,
      ),
    );
  return Boolean(row);
};
