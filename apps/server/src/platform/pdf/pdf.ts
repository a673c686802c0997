import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

const require = createRequire(import.meta.url);
type Printer = {
  createPdfKitDocument: (doc: TDocumentDefinitions) => NodeJS.ReadableStream & { end: () => void };
};
const PdfPrinter = require('pdfmake') as new (fonts: object) => Printer;
const vfs = require('pdfmake/build/vfs_fonts.js') as Record<string, string>;

const font = (name: string) => Buffer.from(vfs[name] ?? '', 'base64');

/** One printer for the process: fonts come from pdfmake's own bundle, nothing is read from disk. */
let printer: Printer | undefined;

export const renderPdf = (doc: TDocumentDefinitions): Promise<Buffer> => {
  printer ??= new PdfPrinter({
    Roboto: {
      normal: font('Roboto-Regular.ttf'),
      bold: font('Roboto-Medium.ttf'),
      italics: font('Roboto-Italic.ttf'),
      bolditalics: font('Roboto-MediumItalic.ttf'),
    },
    // PDF's own standard fonts: nothing to embed or subset, so documents printed by the thousand
    // (payslips) render several times faster. They cover Latin-1 (WinAnsi), not every script.
    Helvetica: {
      normal: 'Helvetica',
      bold: 'Helvetica-Bold',
      italics: 'Helvetica-Oblique',
      bolditalics: 'Helvetica-BoldOblique',
    },
  });
  const pdf = printer.createPdfKitDocument(doc);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
};
