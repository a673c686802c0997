import type { PayslipLine } from '@zerg/payroll-pe';
import type { Language, PayrollRunKind } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { companyStaffOf, type EmployeeFacts, findEmployeeFacts } from '../employees/index.ts';
import { workerSlips, workersPaidIn } from '../payroll/index.ts';
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
  (await workerSlips(db, { employeeId, year, companyId, states: RELEASED }))
    .sort((a, b) => a.month - b.month || a.slipId - b.slipId)
    .map((s) => ({ slipId: s.slipId, companyId: s.companyId, month: s.month, kind: s.kind, lines: s.lines }));

/** The years with released slips of a worker, newest first: the quinta certificates they can get. */
export const yearsWithSlips = async (db: DbOrTx, employeeId: number): Promise<number[]> =>
  [...new Set((await workerSlips(db, { employeeId, states: RELEASED })).map((s) => s.year))].sort(
    (a, b) => b - a,
  );

/**
 * The company's staff of a year: whoever had a released slip of it, and whoever the record places
 * at the company some day of the year (listed as not produced when they have no slip).
 */
export const staffOfYear = async (db: DbOrTx, companyId: number, year: number, areaId: number | null) => {
  const paid = workersPaidIn(db, { companyId, year, states: RELEASED });
  return companyStaffOf(db, { companyId, from: `${year}-01-01`, to: `${year}-12-31`, areaId, alsoIds: paid });
};
