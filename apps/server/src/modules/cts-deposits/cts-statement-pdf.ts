import { formatAmount } from '@zerg/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { documentLabel } from '../../platform/pdf/pdf-text.ts';
import type { CtsRun, CtsSlip } from './cts-deposit.repository.ts';
import type { CtsStatement } from './cts-statement.ts';
import { ctsWordsFor } from './cts-statement-labels.ts';

/** 2026-05-01 → 01/05/2026, the way Peruvian documents write dates. */
const dmy = (iso: string) => iso.split('-').reverse().join('/');

const fullName = (slip: Pick<CtsSlip, 'names'>) =>
  [slip.names.paternalSurname, slip.names.maternalSurname, slip.names.firstNames].filter(Boolean).join(' ');

/** One worker's liquidación de depósito de CTS on one A4 page, in the worker's language. */
export const ctsStatementDefinition = (
  run: CtsRun,
  slip: Pick<CtsSlip, 'names' | 'documentType' | 'documentNumber' | 'language'>,
  statement: CtsStatement,
): TDocumentDefinitions => {
  const w = ctsWordsFor(slip.language);
  const label = (text: string): TableCell => ({ text, style: 'label' });
  const money = (amount: string, bold = false): TableCell => ({
    text: `S/ ${formatAmount(amount)}`,
    alignment: 'right',
    bold,
  });
  const account = statement.account;
  const grid = (rows: TableCell[][]): Content => ({
    table: { widths: [150, '*'], body: rows },
    layout: 'lightHorizontalLines',
  });
  const content: Content[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: run.employer.name, style: 'employer' },
            { text: `${w.ruc}: ${run.employer.ruc}` },
            { text: `${w.address}: ${run.employer.address ?? w.none}` },
          ],
        },
        {
          width: 230,
          stack: [
            { text: w.title, style: 'title', alignment: 'right' },
            { text: w.legal, alignment: 'right', color: '#555', fontSize: 7.5 },
          ],
        },
      ],
    },
    { text: w.worker, style: 'section' },
    grid([
      [label(w.worker), { text: fullName(slip), bold: true }],
      [label(w.document), documentLabel(slip.documentType, slip.documentNumber)],
      [
        label(w.period),
        `${w.semester[statement.deposit]}: ${dmy(statement.periodFrom)} – ${dmy(statement.periodTo)}`,
      ],
    ]),
    { text: w.computable, style: 'section' },
    {
      table: {
        widths: ['*', 110],
        body: [
          ...statement.items.map((i): TableCell[] => [w.items[i.key], money(i.amount)]),
          [{ text: w.totalComputable, bold: true }, money(statement.computable, true)],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: w.time, style: 'section' },
    grid([
      [label(w.time), `${statement.months} ${w.months}, ${statement.days} ${w.days}`],
      [label(w.factor), statement.factor === '1' ? '100 %' : `${Number(statement.factor) * 100} %`],
    ]),
    {
      table: {
        widths: ['*', 110],
        body: [
          [
            { text: w.amount, style: 'amount' },
            { text: `S/ ${formatAmount(statement.amount)}`, style: 'amount', alignment: 'right' },
          ],
        ],
      },
      layout: 'noBorders',
      fillColor: '#eef3f8',
      margin: [0, 8, 0, 0],
    },
    { text: w.depositary, style: 'section' },
    account
      ? grid([
          [label(w.bank), account.bankName],
          [label(w.account), account.accountNumber],
          [label(w.cci), account.cci],
          [label(w.currency), account.currency],
        ])
      : { text: w.noAccount, bold: true, color: '#a00' },
    ...(account?.currency === 'USD'
      ? [{ text: w.usdNote, margin: [0, 6, 0, 0], italics: true } as Content]
      : []),
    {
      columns: [
        {
          width: '*',
          stack: [{ text: '______________________________' }, { text: w.signEmployer, margin: [0, 6, 0, 0] }],
        },
        {
          width: '*',
          stack: [{ text: '______________________________' }, { text: w.signWorker, margin: [0, 6, 0, 0] }],
        },
      ],
      margin: [0, 70, 0, 0],
      alignment: 'center',
    },
  ];
  return {
    info: { title: `${w.title} ${run.year}-${String(run.month).padStart(2, '0')}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    // The standard font, as the payslip: Latin-1 covers the five languages and the names.
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    styles: {
      title: { fontSize: 12, bold: true },
      employer: { fontSize: 11, bold: true },
      section: { fontSize: 10, bold: true, margin: [0, 12, 0, 4], color: '#1f3a5f' },
      label: { bold: true, color: '#444' },
      amount: { fontSize: 12, bold: true, margin: [6, 6, 6, 6] },
    },
    content,
  };
};
