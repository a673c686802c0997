import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The payslips use PDF's standard fonts; pdf.js reads their metrics from its own package.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of each page of a PDF as pdf.js reads it (an independent reader of what was printed). */
export const pdfPages = async (raw: Buffer): Promise<string[]> => {
  const pdf = await getDocument({ data: new Uint8Array(raw), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= pdf.numPages; p += 1) {
    const page = await pdf.getPage(p);
    pages.push((await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages;
};

/** Every page's text, one page per line. */
export const pdfText = async (raw: Buffer): Promise<string> => (await pdfPages(raw)).join('\n');
