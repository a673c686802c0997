import {
  formatAmount,
  formatDate,
  type Language,
  msg,
  type TSalesDocument,
  translateMessage,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { FileAnswer } from '../../platform/http/send-file.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { companyRows } from '../references/index.ts';
import type { ElectronicPrint } from './sales-document-print.ts';

type Issuer = { name: string; ruc: string; address: string | null; logo: Buffer | null };

/** The company as the document prints it, with its logo when it has one that can still be read. */
export const issuerOf = async (
  db: DbOrTx,
  storage: FileStorage,
  companyId: number,
): Promise<Issuer | null> => {
  const [company] = await db
    .select({
      name: companyRows.name,
      ruc: companyRows.ruc,
      address: companyRows.address,
      logoKey: companyRows.logoKey,
    })
    .from(companyRows)
    .where(eq(companyRows.id, companyId));
  if (!company) return null;
  // A logo lost from the store must not stop the invoice from printing.
  const logo = company.logoKey ? await storage.read(company.logoKey).catch(() => null) : null;
  return { name: company.name, ruc: company.ruc, address: company.address, logo };
};

/**
 * The printed representation of an electronic document (RS 097-2012/SUNAT art. 8 and Anexo 6):
 * its legend, the QR of the document's data and the signature's hash.
 */
const electronicFooter = (print: ElectronicPrint, legend: string, hashLabel: string): Content[] => [
  {
    margin: [0, 14, 0, 0],
    columns: [
      { qr: print.qrText, fit: 90, width: 100 },
      {
        width: '*',
        stack: [
          { text: legend, bold: true },
          { text: `${hashLabel}: ${print.digestValue}`, margin: [0, 4, 0, 0] },
          { text: 'www.sunat.gob.pe', margin: [0, 4, 0, 0] },
        ],
      },
    ],
  },
];

/** The PDF's font has no arrow (a route's course): » reads the same in every language. */
const printable = (text: string) => text.replaceAll('→', '»');

const money = (currency: string, value: string) =>
  `${currency === 'USD' ? 'US$' : 'S/'} ${formatAmount(value)}`;

/** The printed factura, boleta or note, in the client's language (the document keeps it). */
export const salesDocumentPdf = async (
  doc: TSalesDocument,
  issuer: Issuer | null,
  electronic: ElectronicPrint | null = null,
): Promise<FileAnswer> => {
  const lang: Language = doc.language;
  const t = (key: string, params?: Record<string, string>) =>
    translateMessage(lang, msg(`billing.pdf.${key}`, params));
  const title = translateMessage(lang, `billing.documentType.${doc.documentType}`);
  const number = doc.fullNumber ?? t('draft');
  const m = (value: string) => money(doc.currency, value);
  const day = (value: string | null) => (value ? formatDate(value, lang) : '—');
  const totalsRows: [string, string][] = [
    [t('taxable'), m(doc.taxableAmount)],
    [t('exempt'), m(doc.exemptAmount)],
    [t('unaffected'), m(doc.unaffectedAmount)],
    [t('igv'), m(doc.igvAmount)],
    [t('total'), m(doc.totalAmount)],
  ];
  const header: Content = {
    columns: [
      issuer?.logo
        ? { image: `data:image/png;base64,${issuer.logo.toString('base64')}`, fit: [90, 60], width: 100 }
        : { text: '', width: 0 },
      {
        width: '*',
        stack: [
          { text: electronic?.issuer.name ?? issuer?.name ?? '', fontSize: 13, bold: true },
          { text: electronic?.issuer.address ?? issuer?.address ?? '' },
        ],
      },
      {
        width: 170,
        table: {
          widths: ['*'],
          body: [
            [
              {
                stack: [`RUC ${issuer?.ruc ?? ''}`, { text: title.toUpperCase(), bold: true }, number],
                alignment: 'center',
              },
            ],
          ],
        },
      },
    ],
  };
  const facts: Content = {
    margin: [0, 12, 0, 8],
    table: {
      widths: [100, '*', 90, 100],
      body: [
        [
          { text: t('client'), bold: true },
          electronic?.customerName ?? doc.clientName,
          { text: t('issueDate'), bold: true },
          day(doc.issueDate),
        ],
        [
          { text: doc.clientDocumentType, bold: true },
          doc.clientDocument,
          { text: t('dueDate'), bold: true },
          day(doc.dueDate),
        ],
        [
          { text: t('currency'), bold: true },
          doc.currency,
          { text: t('exchangeRate'), bold: true },
          doc.exchangeRate ?? '—',
        ],
      ],
    },
    layout: 'noBorders',
  };
  const reference: Content[] = doc.referenceFullNumber
    ? [
        { text: `${t('reference')}: ${doc.referenceFullNumber}`, bold: true },
        {
          text: `${t('reason')}: ${doc.noteReason ?? ''} · ${doc.noteDescription ?? ''}`,
          margin: [0, 0, 0, 8],
        },
      ]
    : [];
  const lines: Content = {
    table: {
      headerRows: 1,
      widths: [50, '*', 70, 80],
      body: [
        [t('quantity'), t('description'), t('unitValue'), t('value')].map((h) => ({ text: h, bold: true })),
        ...doc.lines.map((l) => [
          l.quantity,
          printable(l.description),
          { text: formatAmount(l.unitValue), alignment: 'right' as const },
          { text: formatAmount(l.lineValue), alignment: 'right' as const },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const totals: Content = {
    margin: [0, 8, 0, 8],
    columns: [
      { width: '*', text: '' },
      {
        width: 220,
        table: {
          widths: ['*', 100],
          body: totalsRows.map(([k, v]) => [
            { text: k, bold: true },
            { text: v, alignment: 'right' },
          ]),
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
  const detraction: Content[] = doc.detractionApplies
    ? [
        { text: t('detractionLegend'), bold: true, margin: [0, 8, 0, 2] },
        {
          text: t('detraction', {
            code: doc.detractionCode ?? '',
            percent: doc.detractionPercent ?? '',
            amount: formatAmount(doc.detractionAmountPen),
            account: doc.detractionAccount ?? '',
          }),
        },
        { text: `${t('netToPay')}: ${m(doc.netAmount)}`, bold: true, margin: [0, 2, 0, 0] },
      ]
    : [];
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    defaultStyle: { fontSize: 9 },
    content: [
      header,
      facts,
      ...reference,
      lines,
      totals,
      ...detraction,
      doc.observations ? { text: doc.observations, margin: [0, 8, 0, 0] } : '',
      ...(electronic
        ? electronicFooter(electronic, t(`electronicLegend.${doc.documentType}`), t('hash'))
        : []),
    ],
  };
  return {
    fileName: `${doc.fullNumber ?? `draft-${doc.id}`}.pdf`,
    mime: 'application/pdf',
    content: await renderPdf(definition),
  };
};
