import { DEFAULT_PARAMETER_HISTORY, PayrollInputError, parametersAt } from '@zerg/payroll-pe';
import {
  CESSATION_T_REGISTRO,
  msg,
  type TLiquidacionPreview,
  type TLiquidacionPreviewBody,
} from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { assertCanSee, findEmployeeFacts, payrollFactsOf } from '../employees/index.ts';
import { parameterHistory } from '../payroll-settings/index.ts';
import { liquidacionInputsOf } from './liquidacion-inputs.ts';
import { type BuiltSlip, buildSlip } from './payroll-build.ts';
import { monthRange } from './payroll-run.compute.ts';

/**
 * The liquidación an active worker would get for a cessation on `date` for `cessationReason`,
 * computed as the liquidación run computes it (same inputs, same engine) and not stored.
 */
export const previewLiquidacion = async (
  db: DbOrTx,
  actor: Actor,
  body: TLiquidacionPreviewBody,
): Promise<TLiquidacionPreview> => {
  await assertCanSee(db, actor.user, body.employeeId);
  const worker = await findEmployeeFacts(db, body.employeeId);
  if (!worker?.companyId) throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.invalid')] });
  if (!worker.isActive) throw conflict('INVALID_CHANGE', { employeeId: [msg('validation.invalid')] });
  if (body.date < worker.startDate)
    throw badRequest('VALIDATION_ERROR', { date: [msg('validation.cessationBeforeStart')] });
  const [year, month] = body.date.split('-').map(Number) as [number, number];
  const { from, to } = monthRange(year, month);
  const [facts] = await payrollFactsOf(db, {
    companyId: worker.companyId,
    personalType: worker.personalType,
    from,
    to,
    employeeId: body.employeeId,
  });
  if (!facts) throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.invalid')] });
  const stored = await parameterHistory(db);
  const inputs = await liquidacionInputsOf(
    db,
    worker.companyId,
    { ...facts, terminationDate: body.date, cessationReason: body.cessationReason },
    year,
    month,
  );
  const vacation = inputs.vacationDue ?? { pendingDays: 0, overdueDays: 0 };
  let slip: BuiltSlip;
  try {
    slip = buildSlip(
      {
        kind: 'liquidacion',
        year,
        month,
        parameters: parametersAt(stored.length ? stored : DEFAULT_PARAMETER_HISTORY, to),
      },
      inputs,
    );
  } catch (err) {
    // The engine refuses (no legal parameters for that date, an incomplete record): 409 naming the
    // date for a parameter, the worker otherwise, never a 500.
    if (!(err instanceof PayrollInputError)) throw err;
    const field = err.field.startsWith('parameters') ? 'date' : 'employeeId';
    throw conflict('INVALID_CHANGE', { [field]: [err.message] });
  }
  const indemnity = slip.lines.find((l) => l.concept === 'dismissal_indemnity') ?? null;
  return {
    tRegistro: CESSATION_T_REGISTRO[body.cessationReason],
    indemnity: indemnity?.amount ?? '0.00',
    indemnityCode: indemnity?.code ?? null,
    vacation,
    earnings: slip.totals.earnings,
    net: slip.totals.net,
  };
};
