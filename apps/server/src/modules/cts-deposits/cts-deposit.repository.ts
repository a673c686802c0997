import type { PayslipLine } from '@zerg/payroll-pe';
import type { Language, PayrollRunKind, PayrollState } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { activeBankAccountsOf, employeePlacesById } from '../employees/index.ts';
import { payrollRunsById, slipContentsById, slipRoster, workerSlips } from '../payroll/index.ts';
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
  const row = (await payrollRunsById(db, [runId])).get(runId);
  const company = row && (await companyById(db, row.companyId));
  if (!row || !company) return null;
  const { id, kind, state, year, month } = row;
  return {
    id,
    kind,
    state,
    year,
    month,
    employer: { name: company.name, ruc: company.ruc, address: company.address },
  };
};

/**
 * The run's slips (or one worker's), by surname, each with the worker's active CTS account (the
 * oldest when several) and the language of the user linked to them (Spanish when none).
 */
export const loadCtsSlips = async (db: DbOrTx, runId: number, employeeId?: number): Promise<CtsSlip[]> => {
  const roster = await slipRoster(db, { runIds: [runId], employeeId });
  if (roster.length === 0) return [];
  const ids = roster.map((s) => s.employeeId);
  const stored = await slipContentsById(
    db,
    roster.map((s) => s.id),
  );
  const places = await employeePlacesById(db, ids);
  const slips = roster.flatMap((r) => {
    const s = stored.get(r.id);
    return s
      ? [
          {
            ...r,
            slipId: r.id,
            areaId: places.get(r.employeeId)?.areaId ?? null,
            snapshot: s.worker,
            days: s.days,
            lines: s.lines,
            bases: s.bases,
            amount: s.net,
          },
        ]
      : [];
  });
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
  (await workerSlips(db, { employeeId, kind: 'cts', states: ['approved', 'paid'] }))
    .sort((a, b) => b.year - a.year || b.month - a.month || b.runId - a.runId)
    .map((s) => ({ runId: s.runId, year: s.year, month: s.month, amount: s.net }));
