import { formatAmount, type Language, type TTravelOrderDetail, translateMessage } from '@zerg/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { renderPdf } from '../../platform/pdf/pdf.ts';

type PdfInput = {
  trip: TTravelOrderDetail;
  company: { name: string; ruc: string; address: string | null } | null;
  advanced: string;
};

/** A Lima date and time as the reader writes them: Peruvian Spanish, or the reader's language. */
export const limaDateTime = (lang: Language, iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(lang === 'es' ? 'es-PE' : lang, {
        timeZone: 'America/Lima',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(iso))
    : '—';

/** The printed travel order: what the driver carries and the settlement is checked against. */
export const travelOrderPdf = (lang: Language, { trip, company, advanced }: PdfInput): Promise<Buffer> => {
  const t = (key: string) => translateMessage(lang, `columns.${key}`);
  const limaTime = (iso: string | null) => limaDateTime(lang, iso);
  const state = (s: string | null) => (s ? translateMessage(lang, `operations.state.${s}`) : '');
  const pair = (label: string, value: string | null): Content[] => [
    { text: label, bold: true },
    { text: value ?? '—' },
  ];
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    defaultStyle: { fontSize: 9 },
    content: [
      { text: company?.name ?? '', fontSize: 13, bold: true },
      {
        text: [company ? `RUC ${company.ruc}` : '', company?.address ? ` · ${company.address}` : ''].join(''),
      },
      { text: `${t('travelOrder')} ${trip.code}`, fontSize: 15, bold: true, margin: [0, 12, 0, 2] },
      { text: `${t('serviceOrder')} ${trip.serviceOrderCode} · ${state(trip.state)}`, margin: [0, 0, 0, 10] },
      {
        table: {
          widths: [110, '*', 110, '*'],
          body: [
            [...pair(t('client'), trip.clientName), ...pair(t('route'), trip.routeName)],
            [...pair(t('tractor'), trip.tractorPlate), ...pair(t('semitrailer'), trip.semitrailerPlate)],
            [...pair(t('driver'), trip.driverName), ...pair(t('coDriver'), trip.coDriverName)],
            [
              ...pair(t('plannedDeparture'), limaTime(trip.plannedDeparture)),
              ...pair(t('plannedArrival'), limaTime(trip.plannedArrival)),
            ],
            [
              ...pair(t('startedAt'), limaTime(trip.startedAt)),
              ...pair(t('finishedAt'), limaTime(trip.finishedAt)),
            ],
            [
              ...pair(t('expectedTolls'), `S/ ${formatAmount(trip.expectedTolls)}`),
              ...pair(t('fuelAllowance'), `S/ ${formatAmount(trip.fuelAllowance)}`),
            ],
            [
              ...pair(t('otherAllowance'), `S/ ${formatAmount(trip.otherAllowance)}`),
              ...pair(t('total'), `S/ ${formatAmount(advanced)}`),
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: t('viatics'), bold: true, fontSize: 11, margin: [0, 12, 0, 4] },
      trip.viatics.length === 0
        ? { text: '—' }
        : {
            table: {
              widths: ['*', 90, 60, 60, 30, 60],
              headerRows: 1,
              body: [
                [t('employee'), t('zone'), t('startDate'), t('endDate'), t('days'), t('total')].map((h) => ({
                  text: h,
                  bold: true,
                })),
                ...trip.viatics.map((v) => [
                  v.employeeName,
                  v.zoneName,
                  v.startDate,
                  v.endDate,
                  String(v.days),
                  `S/ ${formatAmount(v.total)}`,
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          },
      { text: t('timeline'), bold: true, fontSize: 11, margin: [0, 12, 0, 4] },
      {
        table: {
          widths: [90, 120, '*'],
          body: trip.events.map((e) => [
            limaTime(e.at),
            e.actorName ?? '—',
            [
              // The PDF font has no arrow; » reads the same way in every language.
              e.kind === 'state'
                ? `${state(e.fromState)} » ${state(e.toState)}`
                : translateMessage(lang, `operations.event.${e.kind}`),
              e.note ? ` · ${e.note}` : '',
            ].join(''),
          ]),
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
  return renderPdf(doc);
};
