/**
 * PAdES signing of 1,000 boleta-sized PDFs with one company certificate (the electronic boletas of a
 * 1,000-worker month sign each worker's PDF). The PDFs are made first, untimed, with pdfmake in the
 * payslip's shape (header, a table of 40 lines, totals); then each is signed with `signPdf` and the
 * time per document and in total is printed. The certificate is the API tests' RSA-2048 PKCS#12.
 * Run: node bench/sign-pdf.ts [documents]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPdf } from '../apps/server/src/platform/pdf/pdf.ts';
import { readCertificate, signPdf } from '../apps/server/src/platform/pdf/pdf-sign.ts';

const DOCUMENTS = Number(process.argv[2] ?? 1000);
const p12 = readFileSync(join(import.meta.dirname, '../apps/server/test/fixtures/signing-certificate.p12'));
const certificate = { p12, password: 'zerg-test-1' };

const boleta = (n: number) =>
  renderPdf({
    pageSize: 'A4',
    defaultStyle: { font: 'Helvetica', fontSize: 8 },
    content: [
      { text: 'BOLETA DE PAGO DE REMUNERACIONES', bold: true, fontSize: 12 },
      { text: `Transportes Zerg S.A.C. — RUC 20100000001 — Trabajador ${n} — DNI ${String(40000000 + n)}` },
      {
        table: {
          widths: ['auto', '*', 'auto', 'auto'],
          body: Array.from({ length: 40 }, (_, i) => [
            String(100 + i).padStart(4, '0'),
            `Concepto ${i + 1}`,
            (n * 1.37 + i).toFixed(2),
            (i * 0.5).toFixed(2),
          ]),
        },
      },
      { text: `NETO A PAGAR S/ ${(2500 + n).toFixed(2)}`, bold: true, margin: [0, 8, 0, 0] },
    ],
  });

const reason = {
  reason: 'Boleta de pago electrónica',
  location: 'Lima, Perú',
  name: 'Transportes Zerg S.A.C.',
};

const pdfs: Buffer[] = [];
for (let n = 0; n < DOCUMENTS; n++) pdfs.push(await boleta(n));
const size = pdfs.reduce((s, p) => s + p.length, 0) / pdfs.length;

const readStart = performance.now();
readCertificate(p12, certificate.password);
const readMs = performance.now() - readStart;

const start = performance.now();
let signedBytes = 0;
for (const pdf of pdfs) signedBytes += (await signPdf(pdf, certificate, reason)).length;
const totalMs = performance.now() - start;

console.log(
  `documents            ${DOCUMENTS} (average ${(size / 1024).toFixed(1)} KB, signed ${(signedBytes / DOCUMENTS / 1024).toFixed(1)} KB)`,
);
console.log(`read the PKCS#12     ${readMs.toFixed(0)} ms`);
console.log(`signing, total       ${(totalMs / 1000).toFixed(2)} s`);
console.log(`signing, per PDF     ${(totalMs / DOCUMENTS).toFixed(2)} ms`);
