import { CONCEPTS, type ConceptKey } from '@zerg/payroll-pe';
import {
  type TPayrollSlipDetail,
  type TPayrollSlipListQuery,
  type TPayrollSlipListResponse,
  ZPayrollSlipListQuery,
} from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { assertCanSee, scopeOf } from '../employees/index.ts';
import { listSlips, runRow, slipRow } from './payroll-run.repository.ts';
import { runVisible, slipsInScope } from './payroll-run-scope.ts';

/** The run's slips; an area-limited holder gets their area's workers only. */
export const listRunSlips =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, input: TPayrollSlipListQuery): Promise<TPayrollSlipListResponse> => {
    const query = ZPayrollSlipListQuery.parse(input);
    const scope = await scopeOf(db, actor.user);
    if (!(await runRow(db, query.filters.runId)) || !(await runVisible(db, scope, query.filters.runId)))
      throw notFound();
    return listSlips(db, query, slipsInScope(scope));
  };

/** One slip; an area chief holding section 14 reads only the workers of their area (else 404). */
export const getSlip =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, id: number): Promise<TPayrollSlipDetail> => {
    const row = await slipRow(db, id);
    if (!row) throw notFound();
    await assertCanSee(db, actor.user, row.employeeId);
    return {
      ...row,
      lines: row.lines.map((l) => ({
        ...l,
        description: CONCEPTS[l.concept as ConceptKey]?.description ?? l.concept,
      })),
    };
  };
