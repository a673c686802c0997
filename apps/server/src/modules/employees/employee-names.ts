import { and, asc, desc, eq, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type Looked, lookupOf, outerRef, qualified } from '../../platform/db/lookup.ts';
import { bankNameOf, positionNameOf } from '../references/index.ts';
import { employees } from './employee.table.ts';
import { employeeBankAccounts } from './employee-bank-account.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeFullName, qualifiedFullName } from './employee-name.ts';

/*
 * The reads other modules make of an employee beside a row of their own lists (name and document,
 * shown, searched and sorted by in SQL; the employer), the operations staff their forms offer, and
 * the accounts a payment goes to.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The full name of the employee `employeeId` points at; null where it points nowhere. */
export const employeeFullNameOf = <R extends Reference>(employeeId: R) =>
  sql<
    Looked<typeof employees.firstNames, R>
  >`(select ${qualifiedFullName} from ${employees} where ${qualified(employees.id)} = ${outerRef(employeeId)})`;

/** The employee's surnames and first names, to sort by as alphabetical listings do. */
export const employeeNameOrderOf = <R extends Reference>(employeeId: R) => [
  lookupOf(employees.paternalSurname, employees.id, employeeId),
  lookupOf(employees.maternalSurname, employees.id, employeeId),
  lookupOf(employees.firstNames, employees.id, employeeId),
];

/** The identity document type of the employee `employeeId` points at. */
export const employeeDocumentTypeOf = <R extends Reference>(employeeId: R) =>
  lookupOf(employees.documentType, employees.id, employeeId);

/** The identity document number of the employee `employeeId` points at. */
export const employeeDocumentNumberOf = <R extends Reference>(employeeId: R) =>
  lookupOf(employees.documentNumber, employees.id, employeeId);

/** The employer (company of the current job) of the employee `employeeId` points at. */
export const employeeCompanyIdOf = <R extends Reference>(employeeId: R) =>
  lookupOf(employeeJobs.companyId, employeeJobs.employeeId, employeeId);

/** Keeps the rows whose employee's full name matches the ilike `pattern`, as a semijoin. */
export const employeeNameMatches = (employeeId: Reference, pattern: string) =>
  sql`${outerRef(employeeId)} in (select ${qualified(employees.id)} from ${employees} where ${qualifiedFullName} ilike ${pattern})`;

export type StaffMember = { id: number; fullName: string; positionName: string };

/** The active employees of the operations staff (who may drive a trip), by full name. */
export const operationsStaff = (db: DbOrTx): Promise<StaffMember[]> =>
  db
    .select({
      id: employees.id,
      fullName: employeeFullName,
      positionName: positionNameOf(employeeJobs.positionId),
    })
    .from(employees)
    .innerJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(and(eq(employees.isActive, true), eq(employeeJobs.personalType, 'operations')))
    .orderBy(asc(employeeFullName));

export type PayAccount = {
  bankName: string | null;
  accountNumber: string;
  cci: string;
  currency: 'PEN' | 'USD';
};

/**
 * The account each of these employees is paid into: the latest active one that is not a CTS
 * account (a CTS account only takes the CTS deposit, DS 001-97-TR), by employee; none: missing.
 */
export const payAccountsOf = async (
  db: DbOrTx,
  employeeIds: readonly number[],
): Promise<Map<number, PayAccount>> => {
  if (!employeeIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([employeeBankAccounts.employeeId], {
      employeeId: employeeBankAccounts.employeeId,
      bankName: bankNameOf(employeeBankAccounts.bank),
      accountNumber: employeeBankAccounts.accountNumber,
      cci: employeeBankAccounts.cci,
      currency: employeeBankAccounts.currency,
    })
    .from(employeeBankAccounts)
    .where(
      and(
        inArray(employeeBankAccounts.employeeId, [...employeeIds]),
        eq(employeeBankAccounts.isActive, true),
        ne(employeeBankAccounts.accountType, 'cts'),
      ),
    )
    .orderBy(employeeBankAccounts.employeeId, desc(employeeBankAccounts.id));
  return new Map(rows.map(({ employeeId, ...account }) => [employeeId, account]));
};

/** What the employee's own phone shows of them; undefined when there is no such employee. */
export const employeeCardOf = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({
        personalCode: employees.personalCode,
        documentType: employees.documentType,
        documentNumber: employees.documentNumber,
        mobilePhone: employees.mobilePhone,
        photoKey: employees.photoKey,
        firstNames: employees.firstNames,
        paternalSurname: employees.paternalSurname,
        maternalSurname: employees.maternalSurname,
        licenceNumber: employees.licenceNumber,
        licenceCategory: employees.licenceCategory,
      })
      .from(employees)
      .where(eq(employees.id, id))
  )[0];
