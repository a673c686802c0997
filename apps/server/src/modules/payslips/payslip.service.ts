import {
  type Language,
  type PlameFile,
  SECTION_IDS,
  type TDocumentBatchStarted,
  type TPayrollDate,
  type TPlameExportBody,
} from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { BatchRunner } from '../../platform/batches/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import type { FileAnswer } from '../../platform/http/send-file.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { assertCanSee, assertWholeCompany, scopeOf } from '../employees/index.ts';
import { countSlips } from '../payroll/index.ts';
import { afpnetSheet, bankSheet } from './payroll-exports.ts';
import {
  findRun,
  findSlipRun,
  listEmployeeSlips,
  loadSlipDocuments,
  releasedRunsOf,
  type SlipDocument,
} from './payslip.repository.ts';
import { type PayslipBatchParams, period } from './payslip-batch.ts';
import { payslipsDefinition } from './payslip-pdf.ts';
import { monthWorkers, plameFileName, plameFiles } from './plame.ts';
import { runSheetExport } from './run-sheet-export.ts';
import { zipFiles } from './zip.ts';

/** Payslips a worker may read: the run was approved; a draft or a canceled one is HR's business. */
const RELEASED = ['approved', 'paid'] as const;

/** `<document>-<yyyy-mm>.pdf`; a liquidación's hoja says so first. */
const slipFileName = (slip: SlipDocument) =>
  `${slip.run.kind === 'liquidacion' ? 'liquidacion-' : ''}${slip.documentNumber}-${period(slip.run)}.pdf`;

/** The payslip documents and the files derived from a stored payroll run (section 14, and the profile). */
export const createPayslipService = ({ db, config }: Deps, documentBatches: Pick<BatchRunner, 'start'>) => {
  const exportDeps: ExportDeps = { db, documentBatches, config };
  const runOr404 = async (runId: number) => {
    const run = await findRun(db, runId);
    if (!run) throw notFound();
    return run;
  };
  const slipsOf = async (runId: number) => {
    const run = await runOr404(runId);
    return { run, slips: await loadSlipDocuments(db, { runId }) };
  };
  /**
   * Starts a batch of the run's payslips of the workers the caller's scope reaches (an area chief:
   * their area); 404 when there are none, before anything is queued.
   */
  const runBatch = async (
    actor: Actor,
    runId: number,
    kind: 'payslips-pdf' | 'payslips-zip',
  ): Promise<TDocumentBatchStarted> => {
    const run = await runOr404(runId);
    const scope = await scopeOf(db, actor.user);
    if ((await countSlips(db, { runIds: [runId], scope })) === 0) throw notFound();
    const params: PayslipBatchParams = { runId, period: period(run), scope };
    return db.transaction(async (tx) => {
      const batchId = await documentBatches.start(tx, actor, kind, params);
      await recordAudit(tx, actor, {
        action: `payslip.${kind === 'payslips-pdf' ? 'run_pdf' : 'run_zip'}`,
        entity: 'payroll_run',
        entityId: runId,
        after: { batchId },
      });
      return { batchId };
    });
  };
  const pdfOf = (slips: readonly SlipDocument[]) => renderPdf(payslipsDefinition(slips));
  const isHr = (actor: Actor) => actor.user.sections.has(SECTION_IDS.PAYROLL);

  /** HR (section 14) sees every employee of its scope; anyone else only themself. Others: 404. */
  const assertMayRead = (actor: Actor, employeeId: number) =>
    assertCanSee(db, actor.user, employeeId, { ownAllowed: true, section: SECTION_IDS.PAYROLL });

  return {
    /** One payslip for HR, drafts included (with the draft mark). */
    slipPdf: async (actor: Actor, slipId: number): Promise<FileAnswer> => {
      const [slip] = await loadSlipDocuments(db, { slipIds: [slipId] });
      if (!slip) throw notFound();
      await assertMayRead(actor, slip.employeeId);
      return {
        content: await pdfOf([slip]),
        fileName: slipFileName(slip),
        mime: 'application/pdf',
      };
    },

    /** Every payslip of a run in one PDF, a page each (of the caller's scope): a document batch. */
    runPdf: (actor: Actor, runId: number) => runBatch(actor, runId, 'payslips-pdf'),

    /** One PDF per worker in a zip, `<document>-<yyyy-mm>.pdf`: a document batch. */
    runZip: (actor: Actor, runId: number) => runBatch(actor, runId, 'payslips-zip'),

    /**
     * The PLAME files of an employer's month, from every approved or paid run of the company and
     * period (a draft named by `runId` joins them as a preview): the four in a zip, or one as text.
     */
    plame: async (actor: Actor, body: TPlameExportBody): Promise<FileAnswer> => {
      await assertWholeCompany(db, actor.user);
      const named = body.runId === undefined ? null : await runOr404(body.runId);
      const month = named ?? {
        companyId: body.companyId as number,
        year: body.year as number,
        month: body.month as number,
      };
      const runIds = (await releasedRunsOf(db, month)).map((r) => r.id);
      if (named && named.state === 'registered') runIds.push(named.id);
      const slips = await loadSlipDocuments(db, { runIds });
      if (slips.length === 0 && !named) throw notFound();
      const ruc = slips[0]?.employer.ruc ?? '';
      const workers = monthWorkers(slips.map((s) => ({ ...s, kind: s.run.kind })));
      const texts = plameFiles({ year: month.year, month: month.month, ruc }, workers);
      const name = (f: PlameFile) => plameFileName({ year: month.year, month: month.month, ruc }, f);
      if (body.file)
        return { content: texts[body.file], fileName: name(body.file), mime: 'text/plain; charset=utf-8' };
      const files = (['rem', 'jor', 'snl', 'toc'] as const).map((f) => ({
        name: name(f),
        content: texts[f],
      }));
      return {
        content: await zipFiles(files),
        fileName: `plame-${period(month)}-${ruc}.zip`,
        mime: 'application/zip',
      };
    },

    /** The employer's files of the whole run (AFPnet, the run's sheet, the bank): company-wide work. */
    afpnet: async (actor: Actor, runId: number) => {
      await assertWholeCompany(db, actor.user);
      const { run, slips } = await slipsOf(runId);
      return { file: await afpnetSheet(slips), name: `afpnet-${period(run)}-${run.id}` };
    },

    /** The run's sheet, in the request or as the `export` job beyond EXPORT_JOB_ROWS slips. */
    runExport: async (actor: Actor, runId: number, lang: Language) => {
      await assertWholeCompany(db, actor.user);
      const run = await runOr404(runId);
      const fileName = `planilla-${period(run)}-${run.id}`;
      return runSheetExport.answer(exportDeps, actor, { runId, fileName }, lang);
    },

    bankFile: async (actor: Actor, runId: number) => {
      await assertWholeCompany(db, actor.user);
      const { run, slips } = await slipsOf(runId);
      return { file: await bankSheet(slips), name: `pagos-${period(run)}-${run.id}` };
    },

    /** SPEC §7 get-payroll-dates: a worker's released payslips; HR also sees drafts. */
    payrollDates: async (actor: Actor, employeeId: number | undefined): Promise<TPayrollDate[]> => {
      const whose = employeeId ?? actor.user.employeeId;
      if (!whose) return [];
      await assertMayRead(actor, whose);
      const own = whose === actor.user.employeeId && !isHr(actor);
      return listEmployeeSlips(db, whose, own ? RELEASED : [...RELEASED, 'registered']);
    },

    /** SPEC §7 get-payroll-pdf: one payslip, same scope; a worker only once the run is approved. */
    employeePdf: async (actor: Actor, slipId: number): Promise<FileAnswer> => {
      const slip = await findSlipRun(db, slipId);
      if (!slip) throw notFound();
      await assertMayRead(actor, slip.employeeId);
      const released = (RELEASED as readonly string[]).includes(slip.state);
      if (!released && !isHr(actor)) throw notFound();
      const [document] = await loadSlipDocuments(db, { slipIds: [slipId] });
      if (!document) throw notFound();
      return {
        content: await pdfOf([document]),
        fileName: slipFileName(document),
        mime: 'application/pdf',
      };
    },
  };
};

export type PayslipService = ReturnType<typeof createPayslipService>;
