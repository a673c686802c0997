import {
  centsToMoney,
  cessationReasonKey,
  formatAmount,
  moneyToCents,
  type TLiquidacionDetail,
} from '@zerg/shared';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { hojaWordsFor, shortDate } from './liquidacion-labels.ts';
import type { SlipDocument } from './payslip.repository.ts';
import { conceptLabel, wordsFor } from './payslip-labels.ts';
import { documentLabel, percent } from './pdf-format.ts';

/** A liquidación slip with its stored breakdown: what the hoja prints. */
export type HojaSlip = SlipDocument & { detail: TLiquidacionDetail };

export const isHojaSlip = (slip: SlipDocument): slip is HojaSlip =>
  slip.run.kind === 'liquidacion' && slip.detail !== null;

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/** The cessation reason in the reader's language: a known code by its name, another as it is. */
export const cessationReasonLabel = (slip: Pick<SlipDocument, 'language' | 'snapshot'>): string | null => {
  const recorded = slip.snapshot.cessationReason;
  const key = cessationReasonKey(recorded);
  if (key) return hojaWordsFor(slip.language).reasons[key];
  return typeof recorded === 'string' && recorded.trim() !== '' ? recorded : null;
};

/** A row of the benefits table: concept, period, computable, months, days, amount. */
export type BenefitRow = {
  concept: string;
  note?: string;
  from: string | null;
  to: string | null;
  computable: string | null;
  months: number | null;
  days: number | null;
  amount: string;
};

/**
 * The benefits of the hoja from the stored breakdown, in the order of the law's usual form: CTS,
 * gratificación and its bonificación, vacations (truncated, not taken, indemnity), dismissal. The
 * first three always appear (a zero says the worker had none due); the others only when due.
 */
export const benefitRows = (slip: HojaSlip): BenefitRow[] => {
  const d = slip.detail;
  const h = hojaWordsFor(slip.language);
  const rate = slip.lines.find((l) => l.concept === 'bonificacion_extraordinaria_truncated')?.rate ?? null;
  // A microempresa owes neither CTS nor gratificaciones: the rows say so instead of counting months.
  const micro = slip.snapshot.regime === 'micro';
  const notDue = { note: h.notDueMicro, from: null, to: null, computable: null, months: null, days: null };
  const rows: BenefitRow[] = [
    {
      concept: h.cts,
      ...(isZero(d.cts.gratificacionSixth)
        ? {}
        : { note: h.ctsSixth(formatAmount(d.cts.gratificacionSixth)) }),
      from: d.cts.from,
      to: d.cts.to,
      computable: d.cts.base,
      months: d.cts.months,
      days: d.cts.days,
      amount: d.cts.amount,
      ...(micro && isZero(d.cts.amount) ? notDue : {}),
    },
    {
      concept: h.gratificacion,
      from: d.gratificacion.from,
      to: d.gratificacion.from === null ? null : d.gratificacion.to,
      computable: d.computable,
      months: d.gratificacion.months,
      days: 0,
      amount: d.gratificacion.amount,
      ...(micro && isZero(d.gratificacion.amount) ? notDue : {}),
    },
  ];
  if (!isZero(d.gratificacion.bonificacion))
    rows.push({
      concept: h.bonificacion(rate === null ? '9 %' : percent(rate)),
      from: null,
      to: null,
      computable: d.gratificacion.amount,
      months: null,
      days: null,
      amount: d.gratificacion.bonificacion,
    });
  rows.push({
    concept: h.vacationTruncated,
    from: d.vacation.from,
    to: d.vacation.to,
    computable: d.computable,
    months: d.vacation.truncatedMonths,
    days: d.vacation.truncatedDays,
    amount: d.vacation.truncated,
  });
  if (!isZero(d.vacation.pending))
    rows.push({
      concept: h.vacationPending,
      from: null,
      to: null,
      computable: d.computable,
      months: null,
      days: d.vacation.pendingDays + d.vacation.overdueDays,
      amount: d.vacation.pending,
    });
  if (!isZero(d.vacation.indemnity))
    rows.push({
      concept: h.vacationIndemnity,
      from: null,
      to: null,
      computable: d.computable,
      months: null,
      days: d.vacation.overdueDays,
      amount: d.vacation.indemnity,
    });
  if (!isZero(d.dismissalIndemnity))
    rows.push({
      concept: h.dismissal,
      from: d.hireDate,
      to: d.terminationDate,
      computable: d.computable,
      months: d.service.years * 12 + d.service.months,
      days: d.service.days,
      amount: d.dismissalIndemnity,
    });
  return rows;
};

/** Months of the six with some pay, and whether that makes the supplement regular (3 of 6). */
export const supplementSummary = (amounts: readonly string[]) => {
  const paid = amounts.filter((a) => !isZero(a)).length;
  const cents = amounts.reduce((sum, a) => sum + moneyToCents(a), 0n);
  // The total over six, half a céntimo up, in whole céntimos.
  const average = centsToMoney((cents * 2n + 6n) / 12n);
  return { paid, regular: paid >= 3, average };
};

/** "04/2026": the month `offset` months from the given one. */
export const monthOf = (year: number, month: number, offset: number): string => {
  const index = year * 12 + month - 1 + offset;
  return `${String((index % 12) + 1).padStart(2, '0')}/${Math.floor(index / 12)}`;
};

/** One hoja de liquidación: employer, worker and cessation, computable, benefits, deductions, net, signatures. */
export const hojaContent = (slip: HojaSlip, breakBefore: boolean): Content[] => {
  const w = wordsFor(slip.language);
  const h = hojaWordsFor(slip.language);
  const d = slip.detail;
  const date = (iso: string | null) => (iso ? shortDate(slip.language, iso) : w.none);
  const label = (text: string): TableCell => ({ text, style: 'label' });
  const value = (text: string | null | undefined): TableCell => ({ text: text || w.none });
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const snapshot = (key: string) => {
    const v = slip.snapshot[key];
    return typeof v === 'string' && v !== '' ? v : null;
  };
  const fullName = [slip.names.paternalSurname, slip.names.maternalSurname, slip.names.firstNames]
    .filter(Boolean)
    .join(' ');
  const regime = snapshot('regime') ?? slip.facts?.laborRegime ?? null;
  const rows = benefitRows(slip);
  const deductions = slip.lines.filter((l) => l.kind === 'deduction' && !isZero(l.amount));
  const employer = slip.lines.filter((l) => l.kind === 'employer' && !isZero(l.amount));
  const computableRows: TableCell[][] = [
    [label(h.salary), right(formatAmount(d.computableParts.salary))],
    [label(h.familyAllowance), right(formatAmount(d.computableParts.familyAllowance))],
    [label(h.variablePay), right(formatAmount(d.computableParts.supplements))],
    [{ text: h.totalComputable, bold: true }, right(formatAmount(d.computable), true)],
  ];
  const history: Content[] = d.supplements.length
    ? [
        { text: h.variableHistory, style: 'section' },
        {
          table: {
            headerRows: 1,
            widths: ['*', ...d.supplements[0]!.amounts.map(() => 36), 40, 44],
            body: [
              [
                label(w.concept),
                ...d.supplements[0]!.amounts.map((_, i) => ({
                  text: monthOf(slip.run.year, slip.run.month, i - 5),
                  style: 'label',
                  alignment: 'right' as const,
                })),
                { text: h.monthsPaid, style: 'label', alignment: 'right' },
                { text: h.average, style: 'label', alignment: 'right' },
              ],
              ...d.supplements.map((s): TableCell[] => {
                const sum = supplementSummary(s.amounts);
                return [
                  {
                    text: `${h.supplements[s.concept] ?? s.concept} (${sum.regular ? h.regular : h.notRegular})`,
                  },
                  ...s.amounts.map((a) => right(formatAmount(a))),
                  right(`${sum.paid} / 6`),
                  right(sum.regular ? formatAmount(sum.average) : w.none),
                ];
              }),
            ],
          },
          layout: 'lightHorizontalLines',
        },
      ]
    : [];
  const lineTable = (lines: typeof deductions, total: string, totalLabel: string): Content => ({
    table: {
      headerRows: 1,
      widths: [40, '*', 80],
      body: [
        [label(w.code), label(w.concept), { text: w.amount, style: 'label', alignment: 'right' }],
        ...lines.map((l): TableCell[] => [
          { text: l.code },
          { text: `${conceptLabel(slip.language, l.concept)}${l.rate ? ` (${percent(l.rate)})` : ''}` },
          right(formatAmount(l.amount)),
        ]),
        [{ text: '' }, { text: totalLabel, bold: true }, right(formatAmount(total), true)],
      ],
    },
    layout: 'lightHorizontalLines',
  });
  return [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: slip.employer.name, style: 'employer' },
            { text: `${w.ruc}: ${slip.employer.ruc}` },
            { text: `${w.address}: ${slip.employer.address ?? w.none}` },
          ],
        },
        { width: 230, text: h.title, style: 'title', alignment: 'right' },
      ],
      ...(breakBefore ? { pageBreak: 'before' as const } : {}),
    },
    { text: w.worker, style: 'section' },
    {
      table: {
        widths: [95, '*', 95, '*'],
        body: [
          [label(w.worker), { text: fullName, bold: true, colSpan: 3 }, '', ''],
          [
            label(w.document),
            value(documentLabel(slip.documentType, slip.documentNumber)),
            label(w.position),
            value(snapshot('position') ?? slip.facts?.positionName),
          ],
          [
            label(w.regime),
            value(regime ? (w.regimes[regime] ?? regime) : null),
            label(h.reason),
            value(cessationReasonLabel(slip)),
          ],
          [
            label(w.hireDate),
            value(date(d.hireDate)),
            label(h.cessationDate),
            value(date(d.terminationDate)),
          ],
          [
            label(h.serviceTime),
            {
              text: h.service(d.service.years, d.service.months, d.service.days),
              colSpan: 3,
            },
            '',
            '',
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: h.computable, style: 'section' },
    { table: { widths: ['*', 90], body: computableRows }, layout: 'lightHorizontalLines' },
    ...history,
    { text: h.benefits, style: 'section' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 95, 62, 32, 30, 62],
        body: [
          [
            label(w.concept),
            label(h.period),
            { text: h.computable, style: 'label', alignment: 'right' },
            { text: h.months, style: 'label', alignment: 'right' },
            { text: h.days, style: 'label', alignment: 'right' },
            { text: w.amount, style: 'label', alignment: 'right' },
          ],
          ...rows.map((r): TableCell[] => [
            r.note
              ? { stack: [{ text: r.concept }, { text: r.note, fontSize: 7, color: '#555' }] }
              : { text: r.concept },
            { text: r.from ? `${date(r.from)} – ${date(r.to)}` : '' },
            right(r.computable === null ? '' : formatAmount(r.computable)),
            right(r.months === null ? '' : String(r.months)),
            right(r.days === null ? '' : String(r.days)),
            right(formatAmount(r.amount)),
          ]),
          [
            { text: h.totalBenefits, bold: true, colSpan: 5 },
            '',
            '',
            '',
            '',
            right(formatAmount(slip.totals.earnings), true),
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...(deductions.length
      ? [
          { text: w.deductions, style: 'section' } as Content,
          lineTable(deductions, slip.totals.deductions, w.totalDeductions),
        ]
      : []),
    ...(employer.length
      ? [
          { text: w.employerContributions, style: 'section' } as Content,
          lineTable(employer, slip.totals.employer, w.totalEmployer),
        ]
      : []),
    {
      margin: [0, 12, 0, 0],
      table: {
        widths: ['*', 120],
        body: [
          [
            { text: w.net, style: 'net' },
            { text: `S/ ${formatAmount(slip.totals.net)}`, style: 'net', alignment: 'right' },
          ],
        ],
      },
      layout: 'noBorders',
      fillColor: '#eef2f7',
    },
    { text: h.deadline, fontSize: 7.5, color: '#555', margin: [0, 6, 0, 0] },
    { text: h.received(formatAmount(slip.totals.net)), margin: [0, 10, 0, 0] },
    {
      margin: [0, 50, 0, 0],
      columns: [
        { text: `______________________\n${w.employerSignature}`, alignment: 'center', lineHeight: 1.5 },
        {
          text: `______________________\n${w.workerSignature}\n${fullName}\n${documentLabel(slip.documentType, slip.documentNumber)}`,
          alignment: 'center',
          lineHeight: 1.5,
        },
      ],
    },
  ];
};
