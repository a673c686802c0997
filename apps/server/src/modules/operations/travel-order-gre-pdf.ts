import { type EDocumentState, type Language, msg, translateMessage } from '@zerg/shared';
import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import QRCode from 'qrcode';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { shortDate } from '../../platform/pdf/pdf-text.ts';
import type { UblDespatch, UblParty } from '../e-documents/index.ts';

export type GrePdfInput = {
  despatch: UblDespatch;
  label: string;
  state: EDocumentState;
  sunatCode: string | null;
  sunatDescription: string | null;
  /** The address SUNAT's CDR gives, once accepted; the QR carries it. */
  qrUrl: string | null;
};

/** catálogo 06 codes by the names the guide prints. */
const PARTY_DOCUMENT: Record<string, string> = { '1': 'DNI', '4': 'CE', '6': 'RUC', '7': 'PAS' };
const partyLine = (p: UblParty) =>
  `${p.name} · ${PARTY_DOCUMENT[p.documentType] ?? p.documentType} ${p.documentNumber}`;

/**
 * The GRE transportista's printed representation, in the reader's language: what the guide says
 * and, once SUNAT accepted it, the QR with the address its CDR gives (printed below as text too);
 * before that, SUNAT's state where the QR goes.
 */
export const greTransportistaPdf = async (lang: Language, input: GrePdfInput): Promise<Buffer> => {
  const { despatch: g } = input;
  const t = (key: string, params?: Record<string, string>) =>
    translateMessage(lang, msg(`operations.gre.${key}`, params));
  const state = translateMessage(lang, `eDocuments.state.${input.state}`);
  const pair = (label: string, value: string): Content[] => [{ text: label, bold: true }, { text: value }];
  const section = (text: string): Content => ({ text, bold: true, fontSize: 11, margin: [0, 10, 0, 4] });
  const table = (header: string[], rows: string[][], widths: (number | string)[]): Content =>
    rows.length === 0
      ? { text: '—' }
      : {
          table: {
            widths,
            headerRows: 1,
            body: [header.map((h) => ({ text: h, bold: true })), ...rows],
          },
          layout: 'lightHorizontalLines',
        };
  const qr: Column = input.qrUrl
    ? {
        stack: [
          { image: await QRCode.toDataURL(input.qrUrl, { margin: 1, width: 240 }), fit: [110, 110] },
          { text: input.qrUrl, fontSize: 6 },
        ],
        width: 130,
      }
    : {
        stack: [
          { text: t('sunatState', { state }), bold: true },
          ...(input.state === 'rejected' && input.sunatCode
            ? [{ text: `${input.sunatCode} ${input.sunatDescription ?? ''}`.trim(), fontSize: 8 }]
            : []),
        ],
        width: 130,
      };
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    defaultStyle: { fontSize: 9 },
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: g.carrier.name, fontSize: 13, bold: true },
              { text: `RUC ${g.carrier.documentNumber} · ${t('mtc')} ${g.carrier.mtcRegistration}` },
              { text: g.carrier.address.line },
              { text: t('title'), fontSize: 14, bold: true, margin: [0, 10, 0, 2] },
              { text: input.label, fontSize: 14, bold: true },
            ],
          },
          qr,
        ],
      },
      {
        margin: [0, 10, 0, 0],
        table: {
          widths: [110, '*', 110, '*'],
          body: [
            [
              ...pair(t('issued'), `${shortDate(lang, g.issueDate)} ${g.issueTime}`),
              ...pair(t('transferStart'), shortDate(lang, g.transferStartDate)),
            ],
            [...pair(t('shipper'), partyLine(g.shipper)), ...pair(t('consignee'), partyLine(g.consignee))],
            [
              ...pair(t('origin'), `${g.origin.line} (${g.origin.ubigeo})`),
              ...pair(t('destination'), `${g.destination.line} (${g.destination.ubigeo})`),
            ],
            [
              ...pair(t('payer'), g.payer ? partyLine(g.payer) : '—'),
              ...pair(t('grossWeight'), `${g.grossWeight} ${g.weightUnit}`),
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      section(t('vehicles')),
      table(
        [t('plate'), t('authorisation')],
        g.vehicles.map((v) => [v.plate, v.authorisation ?? '—']),
        [120, '*'],
      ),
      section(t('drivers')),
      table(
        [t('driver'), t('document'), t('licence')],
        g.drivers.map((d) => [
          `${d.givenNames} ${d.familyNames}`,
          `${PARTY_DOCUMENT[d.documentType] ?? d.documentType} ${d.documentNumber}`,
          d.licence,
        ]),
        ['*', 120, 100],
      ),
      section(t('goods')),
      table(
        [t('description'), t('quantity'), t('unit')],
        g.goods.map((l) => [l.description, l.quantity, l.unitCode]),
        ['*', 80, 50],
      ),
      ...(g.senderGuides.length
        ? [
            section(t('senderGuides')),
            { text: g.senderGuides.map((s) => `${s.series}-${s.number} (RUC ${s.issuerRuc})`).join(' · ') },
          ]
        : []),
      ...(g.observations ? [section(t('observations')), { text: g.observations }] : []),
    ],
  };
  return renderPdf(doc);
};
