import type { PayslipLine } from '@zerg/payroll-pe';
import type { Language, PayrollRunKind, PayrollState } from '@zerg/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activeBankAccountsOf, employeeAreaIdOf, employeeIdentityOf } from '../employees/index.ts';
import { payrollRuns, payrollSlips } from '../payroll/index.ts';
import { companyById } from '../references/index.ts';
import { workerContacts } from '../users/index.ts';

export type CtsRun = {
  id: number;
  kind: PayrollRunKind;
  state: PayrollState;
  year: number;
  month: number;
  employer: { name: string; ruc: string; address: string | null };
};

/** The worker's active CTS account (type `cts` in employee_bank_accounts), where the deposit goes. */
export type CtsAccount = {
  bank: string;
  bankName: string;
  accountNumber: string;
  cci: string;
  currency: 'PEN' | 'USD';
};

/** One worker's stored CTS slip with what the statement and the bank files print beside it. */
export type CtsSlip = {
  slipId: number;
  employeeId: number;
  areaId: number | null;
  names: { firstNames: string; paternalSurname: string; maternalSurname: string | null };
  documentType: string;
  documentNumber: string;
  snapshot: Record<string, unknown>;
  days: { worked: number };
  lines: PayslipLine[];
  bases: Record<string, string>;
  amount: string;
  account: CtsAccount | null;
  language: Language;
};

export const findCtsRun = async (db: DbOrTx, runId: number): Promise<CtsRun | null> => {
  const [row] = await db
    .select({
      id: payrollRuns.id,
      kind: payrollRuns.kind,
      state: payrollRuns.state,
      year: payrollRuns.year,
      month: payrollRuns.month,
      companyId: payrollRuns.companyId,
    })
    .from(payrollRuns)
    .where(eq(payrollRuns.id, runId));
  const company = row && (await companyById(db, row.companyId));
  if (!row || !company) return null;
  const { companyId: _companyId, ...run } = row;
  return { ...run, employer: { name: company.name, ruc: company.ruc, address: company.address } };
};

/**
 * The run's slips (or one worker's), by surname, each with the worker's active CTS account (the
 * oldest when several) and the language of the user linked to them (Spanish when none).
 */
export const loadCtsSlips = async (db: DbOrTx, runId: number, employeeId?: number): Promise<CtsSlip[]> => {
  const { bySurname, ...identity } = employeeIdentityOf(payrollSlips.employeeId);
  const slips = await db
    .select({
      slipId: payrollSlips.id,
      employeeId: payrollSlips.employeeId,
      areaId: employeeAreaIdOf(payrollSlips.employeeId),
      ...identity,
      snapshot: payrollSlips.worker,
      days: payrollSlips.days,
      lines: payrollSlips.lines,
      bases: payrollSlips.bases,
      amount: payrollSlips.net,
    })
    .from(payrollSlips)
    .where(
      and(
        eq(payrollSlips.runId, runId),
        employeeId === undefined ? undefined : eq(payrollSlips.employeeId, employeeId),
      ),
    )
    .orderBy(...bySurname);
  if (slips.length === 0) return [];
  const ids = slips.map((s) => s.employeeId);
  const accounts = (await activeBankAccountsOf(db, ids)).filter((a) => a.accountType === 'cts');
  const accountOf = new Map<number, CtsAccount>();
  for (const { employeeId: id, accountType: _type, ...a } of accounts)
    if (!accountOf.has(id)) accountOf.set(id, a);
  const contacts = await workerContacts(db, ids);
  return slips.map((s) => ({
    slipId: s.slipId,
    employeeId: s.employeeId,
    areaId: s.areaId,
    names: {
      firstNames: s.firstNames,
      paternalSurname: s.paternalSurname,
      maternalSurname: s.maternalSurname,
    },
    documentType: s.documentType,
    documentNumber: s.documentNumber,
    snapshot: s.snapshot,
    days: s.days,
    lines: s.lines,
    bases: s.bases,
    amount: s.amount,
    account: accountOf.get(s.employeeId) ?? null,
    language: contacts.get(s.employeeId)?.language ?? 'es',
  }));
};

/** The approved or paid CTS runs a worker was deposited in, newest first. */
export const ownCtsRuns = async (db: DbOrTx, employeeId: number) =>
  db
    .select({
      runId: payrollRuns.id,
      year: payrollRuns.year,
      month: payrollRuns.month,
      amount: payrollSlips.net,
    })
    .from(payrollSlips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollSlips.runId))
    .where(
      and(
        eq(payrollSlips.employeeId, employeeId),
        eq(payrollRuns.kind, 'cts'),
        inArray(payrollRuns.state, ['approved', 'paid']),
      ),
    )
    .orderBy(desc(payrollRuns.year), desc(payrollRuns.month), desc(payrollRuns.id));
