import { type CessationReason, msg } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { employeeJobs } from './employee-job.table.ts';

/**
 * What a cessation needs beyond its own fields, read from the job inside the caller's transaction:
 * the last day worked is not before the start date, and the early end of a fixed-term contract
 * (DS 003-97-TR art. 76: its indemnity counts the months left until the agreed end) needs a
 * fixed-term contract whose agreed end date falls after the last day worked.
 */
export const checkCessation = async (
  tx: DbOrTx,
  employeeId: number,
  lastDay: string,
  reason: CessationReason | null,
): Promise<void> => {
  const [job] = await tx
    .select({
      startDate: employeeJobs.startDate,
      contractType: employeeJobs.contractType,
      contractEndDate: employeeJobs.contractEndDate,
    })
    .from(employeeJobs)
    .where(eq(employeeJobs.employeeId, employeeId));
  if (job && lastDay < job.startDate)
    throw badRequest('VALIDATION_ERROR', { date: [msg('validation.cessationBeforeStart')] });
  if (reason !== 'fixed_term_early_end') return;
  if (job?.contractType !== 'fixed_term')
    throw badRequest('VALIDATION_ERROR', { cessationReason: [msg('validation.cessationFixedTermOnly')] });
  if (!job.contractEndDate || job.contractEndDate <= lastDay)
    throw badRequest('VALIDATION_ERROR', { contractEndDate: [msg('validation.cessationContractEnd')] });
};
