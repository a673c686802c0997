import {
  SECTION_IDS,
  type TDocumentBatchStarted,
  type TLabourCertificates,
  type TQuintaBatchBody,
} from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { BatchRunner } from '../../platform/batches/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileAnswer } from '../../platform/http/send-file.ts';
import { assertCanSee, assertWholeCompany } from '../employees/index.ts';
import { type CertificateFile, quintaCertificateFile, workCertificateFile } from './certificate-documents.ts';
import { findCertificateWorker, findEmployer, yearsWithSlips } from './labour-certificate.repository.ts';

const pdf = (file: CertificateFile): FileAnswer => ({
  content: file.content,
  fileName: file.fileName,
  mime: 'application/pdf',
});

/** The certificado de trabajo and the quinta certificate: HR of the worker's scope, or the worker. */
export const createLabourCertificateService = ({ db }: Deps, documentBatches: Pick<BatchRunner, 'start'>) => {
  /** The worker when the actor is them, or holds section 14 and reaches them in scope; else 404. */
  const readable = async (actor: Actor, employeeId: number) => {
    await assertCanSee(db, actor.user, employeeId, { ownAllowed: true, section: SECTION_IDS.PAYROLL });
    const worker = await findCertificateWorker(db, employeeId);
    if (!worker) throw notFound();
    return worker;
  };

  const audited = async (actor: Actor, action: string, employeeId: number, after: object) =>
    db.transaction((tx) =>
      recordAudit(tx, actor, { action, entity: 'employee', entityId: employeeId, after }),
    );

  return {
    /** What can be issued for a worker (the caller's own when no id). */
    list: async (actor: Actor, employeeId: number | undefined): Promise<TLabourCertificates> => {
      const whose = employeeId ?? actor.user.employeeId;
      if (!whose) throw notFound();
      const worker = await readable(actor, whose);
      const ceased = !worker.facts.isActive && worker.facts.inactiveSince ? worker.facts.inactiveSince : null;
      return { employeeId: whose, ceasedOn: ceased, quintaYears: await yearsWithSlips(db, whose) };
    },

    workPdf: async (actor: Actor, employeeId: number): Promise<FileAnswer> => {
      const file = await workCertificateFile(db, await readable(actor, employeeId));
      await audited(actor, 'labour_certificate.work', employeeId, { fileName: file.fileName });
      return pdf(file);
    },

    quintaPdf: async (actor: Actor, employeeId: number, year: number): Promise<FileAnswer> => {
      const file = await quintaCertificateFile(db, await readable(actor, employeeId), year);
      await audited(actor, 'labour_certificate.quinta', employeeId, { year, fileName: file.fileName });
      return pdf(file);
    },

    /** The whole staff of a company and year, as a document batch. */
    quintaBatch: async (actor: Actor, body: TQuintaBatchBody): Promise<TDocumentBatchStarted> => {
      // A whole staff's batch is company-wide work; an area-limited holder issues one worker's.
      await assertWholeCompany(db, actor.user);
      if (!(await findEmployer(db, body.companyId))) throw notFound();
      const params = { ...body, areaId: null };
      const batchId = await db.transaction(async (tx) => {
        const id = await documentBatches.start(tx, actor, 'quinta-certificates', params);
        await recordAudit(tx, actor, {
          action: 'labour_certificate.quinta_batch',
          entity: 'document_batch',
          entityId: id,
          after: params,
        });
        return id;
      });
      return { batchId };
    },
  };
};

export type LabourCertificateService = ReturnType<typeof createLabourCertificateService>;
