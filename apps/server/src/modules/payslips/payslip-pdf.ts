import type { PayslipLine } from '@zerg/payroll-pe';
import { formatAmount, laboredDays } from '@zerg/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { hojaWordsFor } from './liquidacion-labels.ts';
import { hojaContent, isHojaSlip } from './liquidacion-pdf.ts';
import type { SlipDocument } from './payslip.repository.ts';
import { conceptLabel, periodLabel, wordsFor } from './payslip-labels.ts';
import { documentLabel, percent } from './pdf-format.ts';
import { overtimeMinutesOf } from './plame.ts';

export { documentLabel, percent } from './pdf-format.ts';

const PENSION_NAMES: Record<string, string> = {
  onp: 'ONP',
  habitat: 'AFP Habitat',
  integra: 'AFP Integra',
  prima: 'Prima AFP',
  profuturo: 'AFP Profuturo',
};

const detail = (line: PayslipLine): string => {
  const parts: string[] = [];
  if (line.quantity !== null) parts.push(line.quantity);
  if (line.rate !== null) parts.push(percent(line.rate));
  return parts.join(' × ');
};

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** A fact of the worker as paid: the slip's snapshot when it holds it, else the record today. */
const snapshotText = (slip: SlipDocument, key: string): string | null => {
  const v = slip.snapshot[key];
  return typeof v === 'string' && v !== '' ? v : null;
};

/** One payslip's pages: employer, worker, days, every line with its PLAME code, totals and net. */
export const payslipContent = (slip: SlipDocument, breakBefore: boolean): Content[] => {
  const w = wordsFor(slip.language);
  const facts = slip.facts;
  const label = (text: string): TableCell => ({ text, style: 'label' });
  const value = (text: string | null | undefined): TableCell => ({ text: text || w.none });
  const fullName = [slip.names.paternalSurname, slip.names.maternalSurname, slip.names.firstNames]
    .filter(Boolean)
    .join(' ');
  const pensionKey = snapshotText(slip, 'pensionSystem') ?? facts?.pensionSystem ?? null;
  const pension = pensionKey ? (PENSION_NAMES[pensionKey] ?? pensionKey) : null;
  const regime = snapshotText(slip, 'laborRegime') ?? facts?.laborRegime ?? null;
  const section = (
    title: string,
    kind: PayslipLine['kind'],
    total: string,
    totalLabel: string,
  ): Content[] => {
    const lines = slip.lines.filter((l) => l.kind === kind && l.amount !== '0.00');
    return [
      { text: title, style: 'section' },
      {
        table: {
          headerRows: 1,
          widths: [40, '*', 90, 80],
          body: [
            [
              label(w.code),
              label(w.concept),
              label(''),
              { text: w.amount, style: 'label', alignment: 'right' },
            ],
            ...lines.map((l): TableCell[] => [
              { text: l.code },
              { text: conceptLabel(slip.language, l.concept) },
              { text: detail(l), color: '#555', fontSize: 7 },
              { text: formatAmount(l.amount), alignment: 'right' },
            ]),
            [
              { text: '' },
              { text: totalLabel, bold: true },
              { text: '' },
              { text: formatAmount(total), bold: true, alignment: 'right' },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ];
  };
  const overtime = overtimeMinutesOf(slip);
  const overtimeHours = `${Math.floor(overtime / 60)}:${String(overtime % 60).padStart(2, '0')}`;
  const ordinary = ordinaryHours(slip);
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
        {
          width: 200,
          stack: [
            { text: w.title, style: 'title', alignment: 'right' },
            {
              text: capitalised(periodLabel(slip.language, slip.run.year, slip.run.month)),
              alignment: 'right',
              bold: true,
            },
            { text: w.kinds[slip.run.kind], alignment: 'right' },
          ],
        },
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
            label(w.code),
            value(facts?.personalCode),
          ],
          [
            label(w.position),
            value(snapshotText(slip, 'positionName') ?? facts?.positionName),
            label(w.hireDate),
            value(facts?.startDate),
          ],
          [
            label(w.regime),
            value(regime ? (w.regimes[regime] ?? regime) : null),
            label(w.pension),
            value(pension),
          ],
          [
            label(w.cuspp),
            value(snapshotText(slip, 'cuspp') ?? facts?.cuspp),
            label(w.bank),
            value(slip.bank ? `${slip.bank.bankName} ${slip.bank.accountNumber}` : null),
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      margin: [0, 8, 0, 0],
      table: {
        widths: ['*', '*', '*', '*', '*'],
        body: [
          [
            label(w.daysWorked),
            label(w.vacationDays),
            label(w.absenceDays),
            label(w.hours),
            label(w.overtime),
          ],
          [
            value(String(daysActuallyWorked(slip))),
            value(String(slip.days.vacation)),
            value(String(slip.days.absence)),
            value(`${ordinary.hours}:${String(ordinary.minutes).padStart(2, '0')}`),
            value(overtimeHours),
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...section(w.earnings, 'earning', slip.totals.earnings, w.totalEarnings),
    ...section(w.deductions, 'deduction', slip.totals.deductions, w.totalDeductions),
    ...section(w.employerContributions, 'employer', slip.totals.employer, w.totalEmployer),
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
    {
      margin: [0, 60, 0, 0],
      columns: [
        { text: `______________________\n${w.employerSignature}`, alignment: 'center', lineHeight: 1.5 },
        {
          text: `______________________\n${w.workerSignature}\n${fullName}`,
          alignment: 'center',
          lineHeight: 1.5,
        },
      ],
    },
  ];
};

/**
 * The días laborados the boleta shows: the figure stored on the slip, the same the review table,
 * the drawer and the Excel show (the engine's `worked` counts every day the salary is due for,
 * absences included, and the absences are shown and docked beside it).
 */
export const daysActuallyWorked = (slip: Pick<SlipDocument, 'days'>): number => laboredDays(slip.days);

/** Hours and minutes of ordinary work: the slip's own count, else 8 a day worked and not absent. */
export const ordinaryHours = (slip: Pick<SlipDocument, 'days'>): { hours: number; minutes: number } => {
  const total = slip.days.hours ?? daysActuallyWorked(slip) * 8;
  const minutes = Math.round(total * 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};

/**
 * One PDF with the given slips, a page (or more) each. A run not yet approved prints a draft
 * watermark, a canceled one says so, so neither can pass for a paid payslip.
 */
export const payslipsDefinition = (slips: readonly SlipDocument[]): TDocumentDefinitions => {
  const first = slips[0];
  const w = wordsFor(first?.language ?? 'es');
  const state = first?.run.state;
  const mark =
    state === 'registered'
      ? `${wordsFor('es').draft} / ${wordsFor('en').draft}`
      : state === 'canceled'
        ? `${wordsFor('es').canceled} / ${wordsFor('en').canceled}`
        : null;
  return {
    info: {
      title: first
        ? `${isHojaSlip(first) ? hojaWordsFor(first.language).title : w.title} ${first.run.year}-${String(first.run.month).padStart(2, '0')}`
        : w.title,
    },
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    ...(mark ? { watermark: { text: mark, opacity: 0.15, bold: true, fontSize: 48 } } : {}),
    // The standard font: a run's thousand payslips render in time (README); Latin-1 covers the names.
    defaultStyle: { font: 'Helvetica', fontSize: 8.5 },
    styles: {
      title: { fontSize: 12, bold: true },
      employer: { fontSize: 11, bold: true },
      section: { fontSize: 9.5, bold: true, margin: [0, 10, 0, 3], color: '#1f3a5f' },
      label: { bold: true, color: '#444' },
      net: { fontSize: 12, bold: true, margin: [6, 6, 6, 6] },
    },
    // A liquidación with its stored breakdown prints the hoja de liquidación, not a monthly boleta.
    content: slips.flatMap((slip, index) =>
      isHojaSlip(slip) ? hojaContent(slip, index > 0) : payslipContent(slip, index > 0),
    ),
  };
};
