import type { PayslipLine } from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents, type PayrollRunKind, type PlameFile } from '@zerg/shared';

/**
 * The import files of SUNAT's PDT PLAME (form 0601), structures of "Anexo 3: estructuras de
 * archivos de importación" and codes of "Anexo 2: tablas paramétricas" (PAYROLL-PE.md): one record
 * per line, fields separated and closed by `|`, lines ended by CRLF.
 */

export const PLAME_SEPARATOR = '|';
export const PLAME_EOL = '\r\n';

/** Table 3: the identity documents a worker may be declared with. */
export const PLAME_DOCUMENT_TYPES = ['01', '04', '07', '09', '22', '23', '24', '26'] as const;

/** Table 22 codes the PDT computes by itself: importing them is refused or doubles them. */
export const PDT_COMPUTED_CODES: ReadonlySet<string> = new Set([
  '0100',
  '0200',
  '0300',
  '0400',
  '0500',
  '0600',
  '0603',
  '0604',
  '0607',
  '0610',
  '0612',
  '0616',
  '0800',
  '0802',
  '0804',
  '0806',
  '0808',
]);

/** Table 21 suspension types the payslips produce. */
export const SUSPENSION = { unjustifiedAbsence: '07', vacation: '23' } as const;

export const MAX_HOURS = 360;

export type PlameWorker = {
  documentType: string;
  documentNumber: string;
  days: { worked: number; vacation: number; absence: number; hours?: number; overtimeMinutes?: number };
  lines: readonly PayslipLine[];
  /** False when the worker has only benefit slips this month: no hours or suspensions to declare. */
  declaresTime?: boolean;
};

/** `kind`: the files of a single run of that kind (a bonus run declares no hours). */
export type PlamePeriod = { year: number; month: number; ruc: string; kind?: PayrollRunKind };

/** `0601AAAAMM<RUC>.<ext>`. */
export const plameFileName = (period: Pick<PlamePeriod, 'year' | 'month' | 'ruc'>, file: PlameFile): string =>
  `0601${period.year}${String(period.month).padStart(2, '0')}${period.ruc}.${file}`;

/** One record: every field followed by the separator, so the line closes with `|`. */
export const plameRecord = (fields: readonly (string | number)[]): string =>
  fields.map((f) => `${String(f).replaceAll(PLAME_SEPARATOR, ' ').trim()}${PLAME_SEPARATOR}`).join('');

export const plameText = (records: readonly string[]): string => records.map((r) => r + PLAME_EOL).join('');

const declarable = (w: PlameWorker) => (PLAME_DOCUMENT_TYPES as readonly string[]).includes(w.documentType);

const identity = (w: PlameWorker) => [w.documentType, w.documentNumber.trim()];

/**
 * `.rem` (E18): one record per worker and table-22 code, accrued and paid amounts, lines of the
 * same code summed. Codes the PDT computes itself (ONP, ESSALUD, totals) are left out.
 */
export const remRecords = (workers: readonly PlameWorker[]): string[] =>
  workers.filter(declarable).flatMap((w) => {
    const byCode = new Map<string, bigint>();
    for (const line of w.lines) {
      if (PDT_COMPUTED_CODES.has(line.code) || !/^\d{4}$/.test(line.code)) continue;
      byCode.set(line.code, (byCode.get(line.code) ?? 0n) + moneyToCents(line.amount));
    }
    return [...byCode.entries()]
      .filter(([, cents]) => cents > 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, cents]) => {
        const amount = centsToMoney(cents);
        return plameRecord([...identity(w), code, amount, amount]);
      });
  });

/** Overtime of the month: the slip's own minutes, else the hours of its overtime lines. */
export const overtimeMinutesOf = (w: Pick<PlameWorker, 'days' | 'lines'>): number => {
  if (w.days.overtimeMinutes !== undefined) return Math.max(0, Math.round(w.days.overtimeMinutes));
  const hours = w.lines
    .filter((l) => l.concept === 'overtime_25' || l.concept === 'overtime_35')
    .reduce((sum, l) => sum + Number(l.quantity ?? 0), 0);
  return Math.round(hours * 60);
};

const hoursAndMinutes = (totalMinutes: number): [number, number] => {
  const capped = Math.min(Math.max(0, totalMinutes), MAX_HOURS * 60);
  const hours = Math.floor(capped / 60);
  // 360 h is the ceiling of the field: no minutes beyond it.
  return [hours, hours === MAX_HOURS ? 0 : capped % 60];
};

/** `.jor` (E14): ordinary hours and minutes, overtime hours and minutes, each at most 360 h. */
export const jorRecords = (workers: readonly PlameWorker[]): string[] =>
  workers
    .filter((w) => declarable(w) && w.declaresTime !== false)
    .map((w) => {
      // Unjustified absences are paid days the worker was not there: declared in .snl, not as hours.
      const hours = w.days.hours ?? Math.max(0, w.days.worked - w.days.absence) * 8;
      const ordinary = hoursAndMinutes(Math.round(hours * 60));
      const overtime = hoursAndMinutes(overtimeMinutesOf(w));
      return plameRecord([...identity(w), ...ordinary, ...overtime]);
    });

/** `.snl` (E15): days not worked by suspension type (table 21), at most 31 each. */
export const snlRecords = (workers: readonly PlameWorker[]): string[] =>
  workers
    .filter((w) => declarable(w) && w.declaresTime !== false)
    .flatMap((w) => {
      const records: string[] = [];
      const days = (n: number) => Math.min(31, Math.max(0, Math.round(n)));
      if (days(w.days.absence) > 0)
        records.push(plameRecord([...identity(w), SUSPENSION.unjustifiedAbsence, days(w.days.absence)]));
      if (days(w.days.vacation) > 0)
        records.push(plameRecord([...identity(w), SUSPENSION.vacation, days(w.days.vacation)]));
      return records;
    });

/**
 * `.toc` (E26): other conditions. Asegura tu Pensión 0, +Vida 0 (not offered), FDSA 0 (not an
 * artist), domiciled 1: the company's staff are all domiciled in Peru.
 */
export const tocRecords = (workers: readonly PlameWorker[]): string[] =>
  workers.filter(declarable).map((w) => plameRecord([...identity(w), 0, 0, 0, 1]));

/** The month's pay and a liquidación declare hours and suspensions; a bonus run does not. */
const TIME_KINDS: readonly PayrollRunKind[] = ['monthly', 'liquidacion'];

/**
 * The slips of every run of an employer's month as one worker each: the PDT takes one record per
 * worker and concept, so the lines of all their slips go together (`.rem` sums them per code) and
 * the days and hours of their monthly and liquidación slips add up.
 */
export const monthWorkers = (
  slips: readonly (PlameWorker & { employeeId: number; kind: PayrollRunKind })[],
): PlameWorker[] => {
  const byEmployee = new Map<number, PlameWorker & { declaresTime: boolean }>();
  for (const s of slips) {
    const time = TIME_KINDS.includes(s.kind);
    const own = {
      worked: time ? s.days.worked : 0,
      vacation: time ? s.days.vacation : 0,
      absence: time ? s.days.absence : 0,
      hours: time ? (s.days.hours ?? Math.max(0, s.days.worked - s.days.absence) * 8) : 0,
      overtimeMinutes: time ? overtimeMinutesOf(s) : 0,
    };
    const known = byEmployee.get(s.employeeId);
    if (!known) {
      byEmployee.set(s.employeeId, {
        documentType: s.documentType,
        documentNumber: s.documentNumber,
        days: own,
        lines: [...s.lines],
        declaresTime: time,
      });
      continue;
    }
    const d = known.days;
    known.days = {
      worked: d.worked + own.worked,
      vacation: d.vacation + own.vacation,
      absence: d.absence + own.absence,
      hours: (d.hours ?? 0) + own.hours,
      overtimeMinutes: (d.overtimeMinutes ?? 0) + own.overtimeMinutes,
    };
    known.lines = [...known.lines, ...s.lines];
    known.declaresTime = known.declaresTime || time;
  }
  return [...byEmployee.values()];
};

/** The four files of a month (or of one run, given its `kind`). */
export const plameFiles = (
  period: PlamePeriod,
  workers: readonly PlameWorker[],
): Record<PlameFile, string> => {
  const time = period.kind === undefined || TIME_KINDS.includes(period.kind);
  return {
    rem: plameText(remRecords(workers)),
    jor: plameText(time ? jorRecords(workers) : []),
    snl: plameText(time ? snlRecords(workers) : []),
    toc: plameText(tocRecords(workers)),
  };
};
