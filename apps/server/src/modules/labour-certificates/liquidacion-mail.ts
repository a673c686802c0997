import { recordAudit } from '../../platform/audit/audit.service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  liquidacionDocumentsOf,
  onLiquidacionApproved,
  onLiquidacionDocument,
} from '../../platform/events/liquidacion.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { slipRoster, workerSlips } from '../payroll/index.ts';
import { quintaCertificateFile, workCertificateFile } from './certificate-documents.ts';
import { findCertificateWorker, findEmployer } from './labour-certificate.repository.ts';

/**
 * At a liquidación's approval the worker gets, by mail, the hoja de liquidación (payslips
 * registers it), the certificado de trabajo and the quinta certificate of the year so far
 * (registered here), all attached: the work certificate is due within 48 hours of the cessation,
 * the quinta one was due at cessation until 2017 and a new employer still asks for it (README). A worker without an e-mail gets no mail; HR
 * prints both from the run. Everything happens in the approval's transaction.
 */
export const registerLiquidacionMail = ({ storage, mail }: { storage: FileStorage; mail: MailService }) => {
  onLiquidacionDocument('labour-certificates.work', async (tx, slipId) => {
    const [slip] = await workerSlips(tx, { slipId });
    const worker = slip ? await findCertificateWorker(tx, slip.employeeId) : null;
    if (!worker || worker.facts.isActive || !worker.facts.inactiveSince) return null;
    const file = await workCertificateFile(tx, worker);
    return { fileName: file.fileName, data: file.content, contentType: 'application/pdf' };
  });

  onLiquidacionDocument('labour-certificates.quinta', async (tx, slipId) => {
    const [slip] = await workerSlips(tx, { slipId });
    const worker = slip ? await findCertificateWorker(tx, slip.employeeId) : null;
    if (!slip || !worker) return null;
    try {
      const file = await quintaCertificateFile(tx, worker, slip.year, slip.companyId);
      return { fileName: file.fileName, data: file.content, contentType: 'application/pdf' };
    } catch (err) {
      if (err instanceof AppError && err.code === 'NO_SLIPS_IN_YEAR') return null;
      throw err;
    }
  });

  onLiquidacionApproved('labour-certificates.mail', async (tx, { runId, companyId, actor }) => {
    const employer = await findEmployer(tx, companyId);
    const slips = (await slipRoster(tx, { runIds: [runId] })).sort((a, b) => a.id - b.id);
    for (const slip of slips) {
      const worker = await findCertificateWorker(tx, slip.employeeId);
      if (!worker?.email) continue;
      const documents = await liquidacionDocumentsOf(tx, slip.id);
      if (documents.length === 0) continue;
      const attachments = [];
      for (const d of documents)
        attachments.push({
          fileName: d.fileName,
          contentType: d.contentType,
          storageKey: await storage.put(tx, d.data, 'liquidacion-documents'),
        });
      await mail.sendEvent(
        tx,
        'liquidacion.documents',
        { name: worker.facts.fullName, company: employer?.name ?? '' },
        { to: [{ email: worker.email, language: worker.language }], attachments },
      );
      await recordAudit(tx, actor, {
        action: 'labour_certificate.liquidacion_mail',
        entity: 'employee',
        entityId: slip.employeeId,
        after: { runId, attachments: attachments.map((a) => a.fileName) },
      });
    }
  });
};
