import type { TPayrollRunDetail } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { recordHistory } from '../../platform/audit/audit-history.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { scopeOf } from '../employees/index.ts';
import { runRow } from './payroll-run.repository.ts';
import { toRun } from './payroll-run-answer.ts';
import { runVisible, scopedRunRows, slipsInScope } from './payroll-run-scope.ts';

/** The run as the actor's scope reads it (an area-limited holder: their area's slips only). */
export const getRun =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, id: number): Promise<TPayrollRunDetail> => {
    const scope = await scopeOf(db, actor.user);
    const found = await runRow(db, id);
    if (!found || !(await runVisible(db, scope, id))) throw notFound();
    const [row] = await scopedRunRows(db, scope, [found]);
    if (!row) throw notFound();
    const { rows } = await db.execute<{ warning: string; count: number }>(sql`
      select w as warning, count(*)::int as count
      from payroll_slips, jsonb_array_elements_text(payroll_slips.warnings) w
      where payroll_slips.run_id = ${id} and ${slipsInScope(scope) ?? sql`true`} group by w order by count(*) desc, w`);
    const runWide = (row.runWarnings ?? []).map((w) => ({ warning: w, count: 1 }));
    return { ...toRun(row), warnings: [...runWide, ...rows] };
  };

/** A run's audit entries for whoever may open the run (another area's liquidación: 404). */
export const runHistory =
  (deps: Pick<Deps, 'db'>) =>
  async (actor: Actor, query: { runId: number; page: number; perPage: number }) => {
    await getRun(deps)(actor, query.runId);
    return recordHistory(deps.db, 'payroll_run', query.runId, query);
  };
