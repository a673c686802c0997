import type { MessageParams } from '@zerg/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type ApprovalRequest, assertNotOwnRequest } from '../../platform/access/own-request.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import { conflict, forbidden } from '../../platform/errors/app-error.ts';
import { notifyInTheirLanguage } from './flow-people.ts';
import { assertDecidesRequest, decidersOfRequest } from './request-deciders.ts';

/*
 * A request that waits for decisions (a raise, additional work, a viatic, a justification) declares
 * its flow once: the steps, who decides each, what the row must still be for a decision to land, and
 * the notices each step sends. The flow then checks the decider, writes the decision with its audit
 * entry and tells the people, the same way for every module.
 */

/** One step of the flow. */
export type ApprovalStep<R> = {
  /** Whether the user is one who takes this step at all (their section, scope or area); else 403. */
  mayDecide: (user: CurrentUser, row: R) => Promise<boolean>;
  /**
   * Who takes it as a rule. The requester and the worker are never among those asked, and when one
   * of them is among these the step goes one level up (`decidersOfRequest`).
   */
  deciders: (db: DbOrTx, row: R) => Promise<number[]>;
  /** The section the level above must hold to reach the step's route (null: anyone above). */
  sectionId: number | null;
  /** What the row is while it waits for this step: the decision's WHERE, so of two at once one wins. */
  awaiting: SQL;
};

/** A notice of the flow: its stable type, its locale key (`…Title`, `…Body`) and where it leads. */
export type ApprovalNotice = { type: string; key: string; link: string };

export type ApprovalFlowDefinition<T extends PgTable, R, S extends string, N extends string> = {
  table: T;
  /** The table's id column. */
  id: PgColumn;
  /** The audit entity of the request. */
  entity: string;
  /** Who asked for a row (null: nobody in particular) and whom it concerns. */
  request: (row: R) => ApprovalRequest;
  steps: Record<S, ApprovalStep<R>>;
  notices: Record<N, ApprovalNotice>;
};

/** A decision as written: the step, the row's new columns and its audit entry. */
export type ApprovalDecision<T extends PgTable, S extends string> = {
  step: S;
  id: number;
  set: PgUpdateSetSource<T>;
  audit: { action: string; before: Record<string, unknown>; after: Record<string, unknown> };
  /** Instead of the step's own state: a refusal that may land at any step still open. */
  awaiting?: SQL;
};

const writeDecision = async <T extends PgTable, R, S extends string, N extends string>(
  tx: DbOrTx,
  flow: ApprovalFlowDefinition<T, R, S, N>,
  decision: Omit<ApprovalDecision<T, S>, 'audit'>,
): Promise<void> => {
  const awaiting = decision.awaiting ?? flow.steps[decision.step].awaiting;
  const changed = await tx
    .update(flow.table)
    .set(decision.set)
    .where(and(eq(flow.id, decision.id), awaiting))
    .returning({ id: flow.id });
  if (changed.length === 0) throw conflict('INVALID_CHANGE');
};

export const approvalFlow = <T extends PgTable, R, S extends string, N extends string>(
  db: DbOrTx,
  flow: ApprovalFlowDefinition<T, R, S, N>,
) => ({
  flow,

  /**
   * Refuses the user unless they take this step of this row: 403 `OWN_REQUEST` for its requester
   * and the worker, 403 `ROW_NOT_ALLOWED` for one who does not take such steps, 403 `DECIDED_ABOVE`
   * for anyone but the level above when it went up.
   */
  assertDecides: async (user: CurrentUser, step: S, row: R): Promise<void> => {
    const request = flow.request(row);
    assertNotOwnRequest(user, request);
    const s = flow.steps[step];
    if (!(await s.mayDecide(user, row))) throw forbidden('ROW_NOT_ALLOWED');
    await assertDecidesRequest(db, user, request, await s.deciders(db, row), s.sectionId);
  },

  /** The people who take this step of this row (those to tell that it waits for them). */
  decidersOf: async (tx: DbOrTx, step: S, row: R): Promise<number[]> => {
    const s = flow.steps[step];
    return (await decidersOfRequest(tx, flow.request(row), await s.deciders(tx, row), s.sectionId)).userIds;
  },

  /**
   * Writes a decision inside the caller's transaction: the row changes only if it still awaits the
   * step (409 `INVALID_CHANGE` otherwise). `record` writes the audit entry with it.
   */
  write: (tx: DbOrTx, decision: Omit<ApprovalDecision<T, S>, 'audit'>) => writeDecision(tx, flow, decision),

  record: async (tx: DbOrTx, actor: Actor, decision: ApprovalDecision<T, S>): Promise<void> => {
    await writeDecision(tx, flow, decision);
    await recordAudit(tx, actor, { entity: flow.entity, entityId: decision.id, ...decision.audit });
  },

  /** Tells these users of a step, each in their language; `except` (the actor) is left out. */
  tell: (
    tx: DbOrTx,
    notice: N,
    userIds: readonly (number | null)[],
    params: MessageParams,
    options: { except?: number; link?: string } = {},
  ) =>
    notifyInTheirLanguage(
      tx,
      userIds.filter((id) => id === null || id !== options.except),
      { ...flow.notices[notice], params, ...(options.link ? { link: options.link } : {}) },
    ),
});

export type ApprovalFlow<T extends PgTable, R, S extends string, N extends string> = ReturnType<
  typeof approvalFlow<T, R, S, N>
>;
