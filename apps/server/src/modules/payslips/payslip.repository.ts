import type { PayslipLine } from '@zerg/payroll-pe';
import type { Language, PayrollRunKind, PayrollState, TLiquidacionDetail } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { activeBankAccountsOf, type EmployeeFacts, listEmployeeFacts } from '../employees/index.ts';
import {
  payrollRunsById,
  type RunFacts,
  runsOfMonth,
  slipContentsById,
  slipRoster,
  workerSlips,
} from '../payroll/index.ts';
import { companiesById } from '../references/index.ts';
import { workerContacts } from '../users/index.ts';

export type RunInfo = {
  id: number;
  companyId: number;
  year: number;
  month: number;
  kind: PayrollRunKind;
  state: PayrollState;
  personalType: string;
};

export type Employer = { name: string; ruc: string; address: string | null };

export type SlipDays = {
  worked: number;
  vacation: number;
  absence: number;
  /** Días laborados, stored since issue #22 (read through `laboredDays`). */
  labored?: number;
  projected?: number;
  hours?: number;
  overtimeMinutes?: number;
  tardinessMinutes?: number;
};

/** The names as the documents print them (AFPnet wants them apart). */
export type WorkerNames = { firstNames: string; paternalSurname: string; maternalSurname: string | null };

export type BankAccount = { bankName: string; accountNumber: string; cci: string; currency: string };

/** Everything a payslip document or an export line needs about one slip. */
export type SlipDocument = {
  id: number;
  run: RunInfo;
  employer: Employer;
  employeeId: number;
  facts: EmployeeFacts | null;
  names: WorkerNames;
  documentType: string;
  documentNumber: string;
  /** The snapshot stored with the slip, used where the employee record lacks a fact. */
  snapshot: Record<string, unknown>;
  days: SlipDays;
  lines: PayslipLine[];
  /** The engine's bases: `pension` (AFP/ONP), `essalud`, `quinta`. */
  bases: Record<string, string>;
  /** A liquidación's stored breakdown (the hoja prints it); null for other slips. */
  detail: TLiquidacionDetail | null;
  totals: { earnings: string; deductions: string; employer: string; net: string };
  bank: BankAccount | null;
  language: Language;
};

const runInfo = ({ id, companyId, year, month, kind, state, personalType }: RunFacts): RunInfo => ({
  id,
  companyId,
  year,
  month,
  kind,
  state,
  personalType,
});

export const findRun = async (db: DbOrTx, runId: number): Promise<RunInfo | null> => {
  const run = (await payrollRunsById(db, [runId])).get(runId);
  return run ? runInfo(run) : null;
};

/** The approved or paid runs of a company's month: what its PLAME declares. */
export const releasedRunsOf = async (
  db: DbOrTx,
  month: { companyId: number; year: number; month: number },
): Promise<RunInfo[]> => (await runsOfMonth(db, { ...month, states: ['approved', 'paid'] })).map(runInfo);

export const findSlipRun = async (
  db: DbOrTx,
  slipId: number,
): Promise<{ runId: number; employeeId: number; state: PayrollState } | null> => {
  const [slip] = await workerSlips(db, { slipId });
  return slip ? { runId: slip.runId, employeeId: slip.employeeId, state: slip.state } : null;
};

/** The approved/paid (or, for HR, every) slip of an employee, newest period first. */
export const listEmployeeSlips = async (db: DbOrTx, employeeId: number, states: readonly PayrollState[]) =>
  (await workerSlips(db, { employeeId, states })).map(({ runId, slipId, year, month, kind, state, net }) => ({
    runId,
    slipId,
    year,
    month,
    kind,
    state,
    net,
  }));

/**
 * The slips of a run (or the given slips), ordered by surname, with the employer, the employee's
 * current facts, their names, an active bank account and the language of the user linked to them.
 * Reads in a few set queries so a run of a thousand workers costs the same handful of round trips.
 */
export const loadSlipDocuments = async (
  db: DbOrTx,
  where: { runId: number } | { runIds: readonly number[] } | { slipIds: readonly number[] },
): Promise<SlipDocument[]> => {
  const roster = await slipRoster(
    db,
    'runId' in where
      ? { runIds: [where.runId] }
      : 'runIds' in where
        ? { runIds: where.runIds }
        : { slipIds: where.slipIds },
  );
  if (roster.length === 0) return [];
  const stored = await slipContentsById(
    db,
    roster.map((r) => r.id),
  );
  const slips = roster.flatMap((r) => {
    const s = stored.get(r.id);
    return s ? [{ ...s, ...r }] : [];
  });
  const runIds = [...new Set(slips.map((s) => s.runId))];
  const employeeIds = [...new Set(slips.map((s) => s.employeeId))];
  const runs = [...(await payrollRunsById(db, runIds)).values()].map(runInfo);
  const employers = await companiesById(
    db,
    runs.map((r) => r.companyId),
  );
  const facts = new Map((await listEmployeeFacts(db, employeeIds)).map((f) => [f.id, f]));
  // A CTS account only takes the CTS deposit (DS 001-97-TR): never where the pay goes.
  const accounts = (await activeBankAccountsOf(db, employeeIds)).filter((a) => a.accountType !== 'cts');
  const bankOf = new Map<number, BankAccount>();
  // The first active account in soles is where the salary goes; any active one otherwise.
  for (const { bankName, accountNumber, cci, currency, employeeId } of accounts) {
    const known = bankOf.get(employeeId);
    if (!known || (known.currency !== 'PEN' && currency === 'PEN'))
      bankOf.set(employeeId, { bankName, accountNumber, cci, currency });
  }
  const contacts = await workerContacts(db, employeeIds);
  const runOf = new Map(runs.map((r) => [r.id, r]));
  return slips.flatMap((s) => {
    const run = runOf.get(s.runId);
    const company = run && employers.get(run.companyId);
    if (!run || !company) return [];
    return [
      {
        id: s.id,
        run,
        employer: { name: company.name, ruc: company.ruc, address: company.address },
        employeeId: s.employeeId,
        facts: facts.get(s.employeeId) ?? null,
        names: {
          firstNames: s.firstNames,
          paternalSurname: s.paternalSurname,
          maternalSurname: s.maternalSurname,
        },
        documentType: s.documentType,
        documentNumber: s.documentNumber,
        snapshot: s.worker,
        days: s.days,
        lines: s.lines,
        bases: s.bases,
        detail: s.detail ?? null,
        totals: { earnings: s.earnings, deductions: s.deductions, employer: s.employer, net: s.net },
        bank: bankOf.get(s.employeeId) ?? null,
        language: contacts.get(s.employeeId)?.language ?? 'es',
      },
    ];
  });
};
