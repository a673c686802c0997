import { formatAmount } from '@zerg/shared';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { certificateWordsFor } from './certificate-labels.ts';
import { certificatePage, documentLabel, longDate } from './certificate-pdf-style.ts';
import type { CertificateWorker, Employer } from './labour-certificate.repository.ts';
import { INCOME_GROUPS, type QuintaFigures } from './quinta-figures.ts';

export type QuintaCertificate = {
  employer: Employer;
  worker: CertificateWorker;
  year: number;
  figures: QuintaFigures;
  issuedOn: string;
};

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/**
 * The certificado de rentas y retenciones de quinta categoría of one worker and year (Reglamento
 * LIR art. 45 as it stood until DS 033-2017-EF; README): income by group, other employers, the
 * 7-UIT deduction, the tax of the year and what was withheld month by month.
 */
export const quintaCertificateDefinition = (c: QuintaCertificate): TDocumentDefinitions => {
  const lang = c.worker.language;
  const w = certificateWordsFor(lang);
  const f = c.worker.facts;
  const fig = c.figures;
  const label = (text: string): TableCell => ({ text, style: 'label' });
  const amount = (value: string, bold = false): TableCell => ({
    text: formatAmount(value),
    alignment: 'right',
    bold,
  });
  const row = (text: string, value: string, bold = false): TableCell[] => [
    { text, bold },
    amount(value, bold),
  ];
  // Groups with nothing are left out, except remuneration: a certificate always states it.
  const groups = INCOME_GROUPS.filter((g) => g === 'remuneration' || !isZero(fig.income[g]));
  const incomeRows: TableCell[][] = [
    ...groups.map((g) => row(w.groups[g], fig.income[g])),
    row(w.ownIncome, fig.ownIncome, true),
    ...(fig.prior ? [row(w.priorIncome, fig.prior.income)] : []),
    row(w.totalIncome, fig.totalIncome, true),
    row(w.deduction(formatAmount(fig.uit)), `-${fig.deduction}`),
    row(w.netIncome, fig.netIncome, true),
    row(w.tax, fig.tax, true),
  ];
  const withheldRows: TableCell[][] = [
    [label(w.month), { text: w.amount, style: 'label', alignment: 'right' }],
    ...fig.withheldByMonth.map((value, i) => [w.months[i] ?? String(i + 1), amount(value)]),
    row(w.ownWithheld, fig.ownWithheld, true),
    ...(fig.prior ? [row(w.priorWithheld, fig.prior.withheld)] : []),
    row(w.totalWithheld, fig.totalWithheld, true),
  ];
  return certificatePage(`${w.quintaTitle} ${c.year} ${f.fullName}`, [
    { text: w.quintaTitle, style: 'title' },
    { text: w.quintaYear(c.year), style: 'subtitle' },
    {
      table: {
        widths: [150, '*'],
        body: [
          [label(w.employer), `${c.employer.name} · RUC ${c.employer.ruc}`],
          ['', c.employer.address ?? w.none],
          [label(w.worker), f.fullName],
          [label(w.document), documentLabel(f.documentType, f.documentNumber)],
        ],
      },
      layout: 'noBorders',
    },
    { text: w.incomeTitle, style: 'section' },
    { table: { widths: ['*', 110], body: incomeRows }, layout: 'lightHorizontalLines' },
    { text: w.withheldTitle, style: 'section' },
    { table: { headerRows: 1, widths: ['*', 110], body: withheldRows }, layout: 'lightHorizontalLines' },
    { text: longDate(lang, c.issuedOn), alignment: 'right', margin: [0, 16, 0, 0] },
    {
      margin: [0, 50, 0, 0],
      columns: [
        { width: '*', text: '' },
        {
          width: 220,
          stack: [
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }] },
            { text: w.signature, alignment: 'center', margin: [0, 4, 0, 0] },
          ],
        },
        { width: '*', text: '' },
      ],
    },
  ]);
};
