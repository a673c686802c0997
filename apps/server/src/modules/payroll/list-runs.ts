import { type TPayrollRunListQuery, type TPayrollRunListResponse, ZPayrollRunListQuery } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { scopeOf } from '../employees/index.ts';
import { listRuns } from './payroll-run.repository.ts';
import { toRun } from './payroll-run-answer.ts';
import { runsInScope, scopedRunRows } from './payroll-run-scope.ts';

export const listPayrollRuns =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, input: TPayrollRunListQuery): Promise<TPayrollRunListResponse> => {
    const scope = await scopeOf(db, actor.user);
    const page = await listRuns(db, ZPayrollRunListQuery.parse(input), { scope: runsInScope(scope) });
    return { data: (await scopedRunRows(db, scope, page.data)).map(toRun), total: page.total };
  };

/** The Payments tab: approved and paid runs (what is, or was, to be paid). */
export const listRunPayments =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, input: TPayrollRunListQuery): Promise<TPayrollRunListResponse> => {
    const scope = await scopeOf(db, actor.user);
    const page = await listRuns(db, ZPayrollRunListQuery.parse(input), {
      payableOnly: true,
      scope: runsInScope(scope),
    });
    return { data: (await scopedRunRows(db, scope, page.data)).map(toRun), total: page.total };
  };
