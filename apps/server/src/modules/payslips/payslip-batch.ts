import { SECTION_IDS } from '@zerg/shared';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/client.ts';
import { type BatchFile, type BatchHandler, BatchItemSkipped } from '../../platform/batches/index.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import type { EmployeeScope } from '../employees/index.ts';
import { slipRoster } from '../payroll/index.ts';
import { loadSlipDocuments, type RunInfo } from './payslip.repository.ts';
import { payslipsDefinition } from './payslip-pdf.ts';

/**
 * What `payslip/all-pdf` and `payslip/zip` hand their batch: the run and the scope of who started
 * it (an area chief's batch holds the slips of their area only, as the files did in the request).
 */
export type PayslipBatchParams = { runId: number; period: string; scope: EmployeeScope };

export const period = (run: Pick<RunInfo, 'year' | 'month'>) =>
  `${run.year}-${String(run.month).padStart(2, '0')}`;

/** "Paternal Maternal, First names", as the alphabetical listings label a worker. */
export const rosterLabel = (r: {
  paternalSurname: string;
  maternalSurname: string | null;
  firstNames: string;
}) => `${[r.paternalSurname, r.maternalSurname].filter((n) => n !== null).join(' ')}, ${r.firstNames}`;

const items: BatchHandler['items'] = async (db, raw) => {
  const params = raw as PayslipBatchParams;
  const rows = await slipRoster(db, { runIds: [params.runId], scope: params.scope });
  return rows.map((r) => ({ key: String(r.id), label: rosterLabel(r) }));
};

/** One worker's payslip, `<document>-<yyyy-mm>.pdf` (the runner numbers a name met twice). */
const slipFile = async (db: Db, key: string): Promise<BatchFile> => {
  const [slip] = await loadSlipDocuments(db, { slipIds: [Number(key)] });
  // A slip deleted since the batch began (the run computed again) is listed, not fatal.
  if (!slip) throw new BatchItemSkipped('NOT_FOUND');
  return {
    fileName: `${slip.documentNumber}-${period(slip.run)}.pdf`,
    data: await renderPdf(payslipsDefinition([slip])),
  };
};

/** The workers' PDFs one after another in one document, in the roster's order. */
export const mergePdfs = async (files: readonly BatchFile[]): Promise<Buffer> => {
  const merged = await PDFDocument.create();
  for (const f of files) {
    const part = await PDFDocument.load(f.data);
    for (const page of await merged.copyPages(part, part.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
};

const archiveName = (extension: 'pdf' | 'zip') => (raw: Record<string, unknown>) =>
  `boletas-${(raw as PayslipBatchParams).period}-${(raw as PayslipBatchParams).runId}.${extension}`;

/**
 * A run's payslips as document batches, made one worker at a time on the batch queue (rendering is
 * CPU-bound: in a request a thousand of them held it for a minute). 'payslips-zip' is one PDF per
 * worker in a zip; 'payslips-pdf' the same PDFs joined into one file, a page (or more) each.
 */
export const payslipBatchHandlers = (): Record<'payslips-pdf' | 'payslips-zip', BatchHandler> => ({
  'payslips-zip': {
    section: SECTION_IDS.PAYROLL,
    items,
    process: (db, _params, item) => slipFile(db, item.key),
    archiveName: archiveName('zip'),
  },
  'payslips-pdf': {
    section: SECTION_IDS.PAYROLL,
    items,
    process: (db, _params, item) => slipFile(db, item.key),
    archiveName: archiveName('pdf'),
    mime: 'application/pdf',
    combine: mergePdfs,
  },
});
