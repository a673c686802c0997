import {
  type PayslipDeliveryState,
  SECTION_IDS,
  type TDocumentBatchStarted,
  type TOk,
  type TPayslipDeliveryListQuery,
  type TPayslipDeliverySummary,
} from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { BatchRunner } from '../../platform/batches/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { holidaysBetween } from '../calendar/index.ts';
import { assertCanSee, assertWholeCompany, scopeOf } from '../employees/index.ts';
import { companySigningCertificate } from '../organisation/index.ts';
import { boletaDueDate, deadlineWindow } from './boleta-deadline.ts';
import type { EBoletaParams } from './e-boleta-batch.ts';
import { deliverSlip, recordOpen } from './e-boleta-delivery.ts';
import { findRun, loadSlipDocuments } from './payslip.repository.ts';
import {
  countRunDeliveries,
  countRunSlips,
  findDelivery,
  findRunPayment,
  listEmployeeDeliveries,
  listRunDeliveries,
} from './payslip-delivery.repository.ts';
import { validSigning } from './signing-certificate.ts';

export type EBoletaDeps = Deps & { storage: FileStorage; documentBatches: BatchRunner };

const RELEASED: readonly string[] = ['approved', 'paid'];

/** Electronic boletas (DL 1310): send a run's, resend one, follow them, and the worker's own. */
export const createEBoletaService = (deps: EBoletaDeps) => {
  const { db, storage, documentBatches } = deps;
  const delivery = { db, mail: deps.mail, storage, appUrl: deps.config.appUrl };
  const _isHr = (actor: Actor) => actor.user.sections.has(SECTION_IDS.PAYROLL);

  /** HR reaches the workers of its scope; anyone else only themself; the rest is 404. */
  const assertMayRead = (actor: Actor, employeeId: number) =>
    assertCanSee(db, actor.user, employeeId, { ownAllowed: true, section: SECTION_IDS.PAYROLL });

  const releasedRun = async (runId: number) => {
    const run = await findRun(db, runId);
    if (!run) throw notFound();
    if (!RELEASED.includes(run.state)) throw conflict('PAYROLL_NOT_RELEASED');
    return run;
  };

  return {
    /** Starts the run's 'e-boletas' batch; the certificate is checked first, so nothing starts without it. */
    send: async (actor: Actor, runId: number): Promise<TDocumentBatchStarted> => {
      // Sending a whole run is company-wide work; an area-limited holder resends one worker's.
      await assertWholeCompany(db, actor.user);
      const run = await releasedRun(runId);
      await validSigning(db, run.companyId);
      const params: EBoletaParams = {
        runId,
        companyId: run.companyId,
        areaId: null,
        userId: actor.user.id,
        ip: actor.ip,
        requestId: actor.requestId,
      };
      return db.transaction(async (tx) => {
        const batchId = await documentBatches.start(tx, actor, 'e-boletas', params);
        await recordAudit(tx, actor, {
          action: 'payslip.send',
          entity: 'payroll_run',
          entityId: runId,
          after: { batchId },
        });
        return { batchId };
      });
    },

    /** Mails one worker's signed boleta again (the same signed file), now. */
    resend: async (actor: Actor, deliveryId: number): Promise<TOk> => {
      const known = await findDelivery(db, deliveryId);
      if (!known) throw notFound();
      await assertMayRead(actor, known.employeeId);
      const run = await releasedRun(known.runId);
      const signing = await validSigning(db, run.companyId);
      const [slip] = await loadSlipDocuments(db, { slipIds: [known.slipId] });
      if (!slip) throw notFound();
      const result = await deliverSlip(
        delivery,
        slip,
        signing.certificate,
        { userId: actor.user.id, ip: actor.ip, requestId: actor.requestId },
        { resend: true },
      );
      if (result.state === 'no_email') throw conflict('EMPLOYEE_EMAIL_MISSING');
      return { ok: true };
    },

    runDeliveries: async (actor: Actor, query: TPayslipDeliveryListQuery) => {
      const runId = query.filters?.runId;
      if (!runId || !(await findRun(db, runId))) throw notFound();
      return listRunDeliveries(
        db,
        { ...query, filters: { ...query.filters, runId } },
        await scopeOf(db, actor.user),
      );
    },

    /**
     * The due date from the payment date, the certificate that would sign, and the counts of the
     * slips the reader may see (an area chief's area only).
     */
    summary: async (actor: Actor, runId: number): Promise<TPayslipDeliverySummary> => {
      const run = await findRunPayment(db, runId);
      if (!run) throw notFound();
      const scope = await scopeOf(db, actor.user);
      const paidAt = run.paidAt;
      let dueDate: string | null = null;
      if (paidAt) {
        const paidOn = limaToday(paidAt);
        const window = deadlineWindow(paidOn);
        const holidays = await holidaysBetween(db, window.from, window.to);
        dueDate = boletaDueDate(paidOn, new Set(holidays.map((h) => h.date)));
      }
      const counts: Record<PayslipDeliveryState, number> = await countRunDeliveries(db, runId, scope);
      const signing = await companySigningCertificate(db, run.companyId);
      return {
        runId,
        paidAt: paidAt?.toISOString() ?? null,
        dueDate,
        slips: await countRunSlips(db, runId, scope),
        counts,
        certificate: signing
          ? {
              subject: signing.subject,
              notAfter: signing.notAfter.toISOString(),
              expired: signing.notAfter.getTime() < Date.now(),
            }
          : null,
      };
    },

    /** A worker's signed boletas: their own, or any of HR's scope. */
    employeeDeliveries: async (actor: Actor, employeeId: number | undefined) => {
      const whose = employeeId ?? actor.user.employeeId;
      if (!whose) return [];
      await assertMayRead(actor, whose);
      return listEmployeeDeliveries(db, whose);
    },

    /** The signed PDF as stored; a worker reads only theirs (404 otherwise). */
    signedPdf: async (actor: Actor, deliveryId: number) => {
      const known = await findDelivery(db, deliveryId);
      if (!known) throw notFound();
      await assertMayRead(actor, known.employeeId);
      const run = await findRun(db, known.runId);
      if (!run || !RELEASED.includes(run.state)) throw notFound();
      return {
        content: await storage.read(known.signedFileKey),
        fileName: known.fileName,
        mime: 'application/pdf',
      };
    },

    opened: (file: string) => recordOpen(db, file, new Date()),
  };
};

export type EBoletaService = ReturnType<typeof createEBoletaService>;
