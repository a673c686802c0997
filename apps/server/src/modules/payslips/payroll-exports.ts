import { CONCEPTS, type ConceptKey } from '@zerg/payroll-pe';
import { centsToMoney, laboredDays, moneyToCents } from '@zerg/shared';
import { toXlsx, type XlsxColumn } from '../../platform/export/xlsx.ts';
import type { SlipDocument } from './payslip.repository.ts';

const fullName = (s: SlipDocument) =>
  [s.names.paternalSurname, s.names.maternalSurname, s.names.firstNames].filter(Boolean).join(' ');

/** Excel wants numbers to add up; the amounts are exact strings with two decimals. */
const num = (money: string | null | undefined): number | null => (money ? Number(money) : null);

/** AFPnet's identity document codes (its own table, not SUNAT's table 3). */
const AFPNET_DOCUMENT: Record<string, string> = { '01': '0', '04': '1', '07': '4' };

const inMonth = (date: string | null | undefined, year: number, month: number) =>
  !!date && date.slice(0, 7) === `${year}-${String(month).padStart(2, '0')}`;

const pensionBase = (s: SlipDocument): string | null =>
  s.bases.pension ?? s.lines.find((l) => l.concept === 'afp_fund')?.base ?? null;

/**
 * The AFPnet upload sheet ("planilla de aportes previsionales", carga masiva): one row per worker
 * affiliated to an AFP, in the template's column order (README of this module).
 */
export const afpnetSheet = (slips: readonly SlipDocument[]): Promise<Buffer> => {
  const affiliated = slips.filter((s) =>
    s.facts ? s.facts.pensionSystem !== 'onp' : s.lines.some((l) => l.concept === 'afp_fund'),
  );
  const columns: XlsxColumn<{ n: number; s: SlipDocument }>[] = [
    { header: 'Número de secuencia', width: 10, value: (r) => r.n },
    { header: 'CUSPP', width: 16, value: (r) => r.s.facts?.cuspp ?? '' },
    {
      header: 'Tipo de documento de identidad',
      width: 12,
      value: (r) => AFPNET_DOCUMENT[r.s.documentType] ?? '5',
    },
    { header: 'Número de documento de identidad', width: 16, value: (r) => r.s.documentNumber },
    { header: 'Apellido paterno', width: 18, value: (r) => r.s.names.paternalSurname },
    { header: 'Apellido materno', width: 18, value: (r) => r.s.names.maternalSurname ?? '' },
    { header: 'Nombres', width: 22, value: (r) => r.s.names.firstNames },
    { header: 'Relación laboral', width: 9, value: () => 'S' },
    {
      header: 'Inicio de relación laboral',
      width: 9,
      value: (r) => (inMonth(r.s.facts?.startDate, r.s.run.year, r.s.run.month) ? 'S' : 'N'),
    },
    {
      header: 'Cese de relación laboral',
      width: 9,
      value: (r) => (inMonth(r.s.facts?.inactiveSince, r.s.run.year, r.s.run.month) ? 'S' : 'N'),
    },
    { header: 'Excepción de aportar', width: 9, value: () => '' },
    { header: 'Remuneración asegurable', width: 14, value: (r) => num(pensionBase(r.s)) },
    { header: 'Aporte voluntario del afiliado con fin previsional', width: 12, value: () => 0 },
    { header: 'Aporte voluntario del afiliado sin fin previsional', width: 12, value: () => 0 },
    { header: 'Aporte voluntario del empleador', width: 12, value: () => 0 },
    { header: 'Tipo de trabajo o rubro', width: 9, value: () => 'N' },
  ];
  return toXlsx(
    'AFPnet',
    columns,
    affiliated.map((s, i) => ({ n: i + 1, s })),
  );
};

export type MonthRow = {
  slip: SlipDocument | null;
  byCode: Map<string, bigint>;
  totals: SlipDocument['totals'];
};

/** `kind:code:concept`: one column of the run's sheet. */
const conceptKey = (l: SlipDocument['lines'][number]) => `${l.kind}:${l.code}:${l.concept}`;

/** The month's rows: one per worker, each concept's amount by column, then the totals row. */
export const monthRows = (slips: readonly SlipDocument[]): MonthRow[] => {
  const rows: MonthRow[] = slips.map((slip) => {
    const byCode = new Map<string, bigint>();
    for (const l of slip.lines)
      byCode.set(conceptKey(l), (byCode.get(conceptKey(l)) ?? 0n) + moneyToCents(l.amount));
    return { slip, byCode, totals: slip.totals };
  });
  const byCode = new Map<string, bigint>();
  for (const r of rows) for (const [key, cents] of r.byCode) byCode.set(key, (byCode.get(key) ?? 0n) + cents);
  const sum = (pick: (r: MonthRow) => string) =>
    centsToMoney(rows.reduce((total, r) => total + moneyToCents(pick(r)), 0n));
  const totalsRow: MonthRow = {
    slip: null,
    byCode,
    totals: {
      earnings: sum((r) => r.totals.earnings),
      deductions: sum((r) => r.totals.deductions),
      employer: sum((r) => r.totals.employer),
      net: sum((r) => r.totals.net),
    },
  };
  return [...rows, totalsRow];
};

/** The month in Excel: a column per concept present in the run, earnings first, then by code. */
export const monthColumns = (rows: readonly MonthRow[]): XlsxColumn<MonthRow>[] => {
  const concepts = new Map<string, { code: string; concept: ConceptKey; kind: string }>();
  for (const slip of rows.flatMap((r) => (r.slip ? [r.slip] : [])))
    for (const l of slip.lines)
      if (!concepts.has(conceptKey(l)))
        concepts.set(conceptKey(l), { code: l.code, concept: l.concept, kind: l.kind });
  const order = { earning: 0, deduction: 1, employer: 2 } as Record<string, number>;
  const keys = [...concepts.entries()].sort(
    ([, a], [, b]) => (order[a.kind] ?? 9) - (order[b.kind] ?? 9) || a.code.localeCompare(b.code),
  );
  return [
    { header: 'Documento', width: 12, value: (r) => r.slip?.documentNumber ?? 'TOTAL' },
    { header: 'Trabajador', width: 32, value: (r) => (r.slip ? fullName(r.slip) : '') },
    { header: 'Cargo', width: 20, value: (r) => r.slip?.facts?.positionName ?? '' },
    { header: 'Días', width: 6, value: (r) => (r.slip ? laboredDays(r.slip.days) : null) },
    ...keys.map(
      ([key, c]): XlsxColumn<MonthRow> => ({
        header: `${c.code} ${CONCEPTS[c.concept]?.description ?? c.concept}`,
        width: 14,
        value: (r) => {
          const cents = r.byCode.get(key);
          return cents === undefined ? null : Number(centsToMoney(cents));
        },
      }),
    ),
    { header: 'Total ingresos', width: 14, value: (r) => num(r.totals.earnings) },
    { header: 'Total descuentos', width: 14, value: (r) => num(r.totals.deductions) },
    { header: 'Aportes empleador', width: 14, value: (r) => num(r.totals.employer) },
    { header: 'Neto', width: 14, value: (r) => num(r.totals.net) },
  ];
};

/** The payment list the treasury uploads to the bank: whom, where and how much. */
export const bankSheet = (slips: readonly SlipDocument[]): Promise<Buffer> => {
  const payable = slips.filter((s) => moneyToCents(s.totals.net) > 0n);
  const columns: XlsxColumn<SlipDocument>[] = [
    { header: 'Trabajador', width: 32, value: fullName },
    { header: 'Tipo de documento', width: 10, value: (s) => s.documentType },
    { header: 'Documento', width: 12, value: (s) => s.documentNumber },
    { header: 'Banco', width: 24, value: (s) => s.bank?.bankName ?? '' },
    { header: 'Cuenta', width: 20, value: (s) => s.bank?.accountNumber ?? '' },
    { header: 'CCI', width: 24, value: (s) => s.bank?.cci ?? '' },
    { header: 'Moneda', width: 8, value: (s) => s.bank?.currency ?? 'PEN' },
    { header: 'Neto a pagar', width: 14, value: (s) => num(s.totals.net) },
  ];
  return toXlsx('Pagos', columns, payable);
};
