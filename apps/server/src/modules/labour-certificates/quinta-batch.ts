import { SECTION_IDS } from '@zerg/shared';
import { type BatchHandler, BatchItemSkipped } from '../../platform/batches/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { quintaCertificateFile } from './certificate-documents.ts';
import { findCertificateWorker, staffOfYear } from './labour-certificate.repository.ts';

type Params = { companyId: number; year: number; areaId: number | null };

const paramsOf = (raw: Record<string, unknown>): Params => ({
  companyId: Number(raw.companyId),
  year: Number(raw.year),
  areaId: raw.areaId === null || raw.areaId === undefined ? null : Number(raw.areaId),
});

/**
 * The quinta certificates of a company's staff for a year: one PDF per worker in the zip; a
 * worker the record places at the company without a released slip of the year is listed as not
 * produced (NO_SLIPS_IN_YEAR).
 */
export const quintaCertificatesBatch = (): BatchHandler => ({
  section: SECTION_IDS.PAYROLL,
  items: async (db, raw) => {
    const p = paramsOf(raw);
    const staff = await staffOfYear(db, p.companyId, p.year, p.areaId);
    return staff.map((s) => ({ key: String(s.id), label: `${s.name} (${s.documentNumber})` }));
  },
  process: async (db, raw, item) => {
    const p = paramsOf(raw);
    const worker = await findCertificateWorker(db, Number(item.key));
    if (!worker) throw new BatchItemSkipped('NOT_FOUND');
    try {
      const file = await quintaCertificateFile(db, worker, p.year, p.companyId);
      return { fileName: file.fileName, data: file.content };
    } catch (err) {
      if (err instanceof AppError && err.code === 'NO_SLIPS_IN_YEAR') throw new BatchItemSkipped(err.code);
      throw err;
    }
  },
  archiveName: (raw) => `certificados-quinta-${paramsOf(raw).year}-${paramsOf(raw).companyId}.zip`,
});
