import type { PayslipLine } from '@zerg/payroll-pe';
import type { Language, PayrollRunKind } from '@zerg/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyStaffOf, type EmployeeFacts, findEmployeeFacts } from '../employees/index.ts';
import { payrollRuns, payrollSlips } from '../payroll/index.ts';
import { companyById } from '../references/index.ts';
import { workerContact } from '../users/index.ts';

/** Slips a certificate may count: the run was approved (or already paid); never a draft. */
const RELEASED = ['approved', 'paid'] as const;

export type Employer = { id: number; name: string; ruc: string; address: string | null };

/** Who the certificate is about, in the reader's language. */
export type CertificateWorker = {
  facts: EmployeeFacts;
  language: Language;
  email: string | null;
};

/** The employee's facts and how they are reached (`workerContact`: their language and address). */
export const findCertificateWorker = async (
  db: DbOrTx,
  employeeId: number,
): Promise<CertificateWorker | null> => {
  const facts = await findEmployeeFacts(db, employeeId);
  if (!facts) return null;
  return { facts, ...(await workerContact(db, employeeId)) };
};

export const findEmployer = async (db: DbOrTx, companyId: number): Promise<Employer | null> => {
  const company = await companyById(db, companyId);
  return company ? { id: company.id, name: company.name, ruc: company.ruc, address: company.address } : null;
};

export type QuintaSlip = {
  slipId: number;
  companyId: number;
  month: number;
  kind: PayrollRunKind;
  lines: PayslipLine[];
};

/** The worker's stored slips of approved or paid runs of the year (of one employer when named). */
export const releasedSlipsOfYear = async (
  db: DbOrTx,
  employeeId: number,
  year: number,
  companyId?: number,
): Promise<QuintaSlip[]> =>
  db
    .select({
      slipId: payrollSlips.id,
      companyId: payrollRuns.companyId,
      month: payrollRuns.month,
      kind: payrollRuns.kind,
      lines: payrollSlips.lines,
    })
    .from(payrollSlips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollSlips.runId))
    .where(
      and(
        eq(payrollSlips.employeeId, employeeId),
        eq(payrollRuns.year, year),
        inArray(payrollRuns.state, [...RELEASED]),
        companyId === undefined ? undefined : eq(payrollRuns.companyId, companyId),
      ),
    )
    .orderBy(asc(payrollRuns.month), asc(payrollSlips.id));

/** The years with released slips of a worker, newest first: the quinta certificates they can get. */
export const yearsWithSlips = async (db: DbOrTx, employeeId: number): Promise<number[]> =>
  (
    await db
      .selectDistinct({ year: payrollRuns.year })
      .from(payrollSlips)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payrollSlips.runId))
      .where(and(eq(payrollSlips.employeeId, employeeId), inArray(payrollRuns.state, [...RELEASED])))
      .orderBy(desc(payrollRuns.year))
  ).map((r) => r.year);

/**
 * The company's staff of a year: whoever had a released slip of it, and whoever the record places
 * at the company some day of the year (listed as not produced when they have no slip).
 */
export const staffOfYear = async (db: DbOrTx, companyId: number, year: number, areaId: number | null) => {
  const paid = db
    .selectDistinct({ employeeId: payrollSlips.employeeId })
    .from(payrollSlips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollSlips.runId))
    .where(
      and(
        eq(payrollRuns.companyId, companyId),
        eq(payrollRuns.year, year),
        inArray(payrollRuns.state, [...RELEASED]),
      ),
    );
  return companyStaffOf(db, { companyId, from: `${year}-01-01`, to: `${year}-12-31`, areaId, alsoIds: paid });
};
