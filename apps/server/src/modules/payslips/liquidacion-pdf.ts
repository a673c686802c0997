import { formatAmount } from '@zerg/shared';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { hojaWordsFor, shortDate } from './liquidacion-labels.ts';
import {
  benefitRows,
  cessationReasonLabel,
  type HojaSlip,
  isZero,
  monthOf,
  supplementSummary,
} from './liquidacion-rows.ts';
import { conceptLabel, wordsFor } from './payslip-labels.ts';
import { documentLabel, percent } from './pdf-format.ts';

export {
  type BenefitRow,
  benefitRows,
  cessationReasonLabel,
  type HojaSlip,
  isHojaSlip,
  monthOf,
  supplementSummary,
} from './liquidacion-rows.ts';

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
