import { CTS_LAYOUT_BANK, type CtsBankLayout, msg } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { type EmployeeScope, seesArea } from '../employees/index.ts';
import { type CtsRun, type CtsSlip, findCtsRun } from './cts-deposit.repository.ts';

/** Statements and bank files exist once the deposit's run is approved (or paid). */
const RELEASED = ['approved', 'paid'];

export const ctsRunOr404 = async (db: DbOrTx, runId: number): Promise<CtsRun> => {
  const run = await findCtsRun(db, runId);
  if (!run) throw notFound();
  if (run.kind !== 'cts') throw badRequest('NOT_A_CTS_RUN', { runId: [msg('errors.NOT_A_CTS_RUN')] });
  return run;
};

export const isReleased = (run: Pick<CtsRun, 'state'>) => RELEASED.includes(run.state);

/** The CTS run, refused with 409 while it is a draft (or canceled): nothing was deposited yet. */
export const releasedCtsRun = async (db: DbOrTx, runId: number): Promise<CtsRun> => {
  const run = await ctsRunOr404(db, runId);
  if (!isReleased(run))
    throw conflict('CTS_RUN_NOT_APPROVED', { runId: [msg('errors.CTS_RUN_NOT_APPROVED')] });
  return run;
};

/** The slips of the workers the scope reaches (an area chief: their own area's). */
export const inScope = (scope: EmployeeScope) => (slip: Pick<CtsSlip, 'areaId'>) =>
  seesArea(scope, slip.areaId);

export const assertLayoutOfBank = (layout: CtsBankLayout, bank: string) => {
  if (layout !== 'generic' && CTS_LAYOUT_BANK[layout] !== bank)
    throw badRequest('CTS_LAYOUT_BANK', { layout: [msg('errors.CTS_LAYOUT_BANK')] });
};
