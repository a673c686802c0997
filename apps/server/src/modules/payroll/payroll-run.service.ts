import type { TLiquidacionPreviewBody } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import { approveRun } from './approve-run.ts';
import { cancelRun } from './cancel-run.ts';
import { createRun } from './create-run.ts';
import { getRun, runHistory } from './get-run.ts';
import { previewLiquidacion } from './liquidacion-preview.ts';
import { listPayrollRuns, listRunPayments } from './list-runs.ts';
import { payRun } from './pay-run.ts';
import { computeRun } from './payroll-run.compute.ts';
import type { PayrollRunDeps } from './payroll-run-deps.ts';
import { getSlip, listRunSlips } from './read-slips.ts';

export type { PayrollRunJob } from './payroll-run-deps.ts';

export const createPayrollRunService = (deps: PayrollRunDeps) => {
  const { db } = deps;
  return {
    computeRun: (runId: number) => computeRun(db, runId),
    history: runHistory(deps),
    /** What a cessation would pay, before it is recorded (the employee screen's dialog). */
    previewLiquidacion: (actor: Actor, body: TLiquidacionPreviewBody) => previewLiquidacion(db, actor, body),
    create: createRun(deps),
    list: listPayrollRuns(deps),
    payments: listRunPayments(deps),
    get: getRun(deps),
    slips: listRunSlips(deps),
    slip: getSlip(deps),
    approve: approveRun(deps),
    pay: payRun(deps),
    cancel: cancelRun(deps),
  };
};

export type PayrollRunService = ReturnType<typeof createPayrollRunService>;
