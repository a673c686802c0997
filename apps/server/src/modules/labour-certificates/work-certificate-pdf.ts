import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { certificateWordsFor } from './certificate-labels.ts';
import { certificatePage, documentLabel, longDate, shortDate } from './certificate-pdf-style.ts';
import type { CertificateWorker, Employer } from './labour-certificate.repository.ts';

export type WorkCertificate = {
  employer: Employer;
  worker: CertificateWorker;
  /** Positions with their dates, oldest first; the record keeps the current one only (README). */
  positions: { name: string; from: string; to: string }[];
  hireDate: string;
  ceasedOn: string;
  issuedOn: string;
};

const dayNumber = (iso: string) => {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: d === last ? 30 : Math.min(d, 30) };
};

/** Years, months and days of service, both ends counted, on the labour-law 30-day month (as the hoja). */
export const serviceTime = (from: string, to: string) => {
  const a = dayNumber(from);
  const b = dayNumber(to);
  const total = Math.max((b.y - a.y) * 360 + (b.m - a.m) * 30 + (b.d - a.d) + 1, 0);
  const years = Math.floor(total / 360);
  const months = Math.floor((total - years * 360) / 30);
  return { years, months, days: total - years * 360 - months * 30 };
};

/**
 * The certificado de trabajo (DS 001-96-TR, third final provision): who employed whom, the work
 * done and the time served. No assessment of conduct or performance: the norm allows it only at
 * the worker's request, and the product records none.
 */
export const workCertificateDefinition = (c: WorkCertificate): TDocumentDefinitions => {
  const lang = c.worker.language;
  const w = certificateWordsFor(lang);
  const f = c.worker.facts;
  const time = serviceTime(c.hireDate, c.ceasedOn);
  const head = (text: string): TableCell => ({ text, style: 'label' });
  return certificatePage(`${w.workTitle} ${f.fullName}`, [
    { text: w.workTitle, style: 'title' },
    { text: w.certifies(c.employer.name, c.employer.ruc, c.employer.address), margin: [0, 0, 0, 10] },
    {
      text: w.served(
        f.fullName,
        documentLabel(f.documentType, f.documentNumber),
        longDate(lang, c.hireDate),
        longDate(lang, c.ceasedOn),
      ),
      margin: [0, 0, 0, 10],
    },
    { text: w.positions, style: 'section' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 90, 90],
        body: [
          [head(w.position), head(w.from), head(w.to)],
          ...c.positions.map((p) => [p.name, shortDate(lang, p.from), shortDate(lang, p.to)]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      text: [{ text: `${w.serviceTime}: `, style: 'label' }, w.duration(time.years, time.months, time.days)],
      margin: [0, 10, 0, 16],
    },
    { text: w.purpose, margin: [0, 0, 0, 16] },
    { text: w.issuedOn(f.campusName, longDate(lang, c.issuedOn)), alignment: 'right' },
    {
      margin: [0, 70, 0, 0],
      columns: [
        { width: '*', text: '' },
        {
          width: 220,
          stack: [
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }] },
            { text: w.signature, alignment: 'center', margin: [0, 4, 0, 0] },
            { text: c.employer.name, alignment: 'center', style: 'label' },
          ],
        },
        { width: '*', text: '' },
      ],
    },
  ]);
};
