import type { MailEvent, MailEventFacts, MessageParams } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { ApprovalRequest } from '../../platform/access/own-request.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { approvalFlow } from './approval-flow.ts';
import { decidersWithSection, mailRecipientsOf, userNameOf } from './flow-people.ts';
import { userOfEmployee } from './recipients.ts';
import { companyWideDecisions } from './request-deciders.ts';

/*
 * The flow of a request that one decision settles, taken by HR for the whole company (a holder of
 * the section with every employee in scope, the CEO when the requester is HR): a chief asks,
 * pending → approved | rejected. Raises and additional work are declared with it.
 */

type Decided = 'approved' | 'rejected';

/** The columns every such request table has (`decided_by`, `decided_at`, `rejection_reason`). */
type DecisionColumns = {
  id: PgColumn;
  status: PgColumn;
  decidedBy: PgColumn;
  decidedAt: PgColumn;
  rejectionReason: PgColumn;
  updatedAt: PgColumn;
};

export type SingleDecisionDefinition<T extends PgTable, ES extends MailEvent, ED extends MailEvent> = {
  table: T & DecisionColumns;
  sectionId: number;
  /** The audit entity. */
  entity: string;
  /** Prefixes of the notices' types (`<type>.submitted`) and locale keys (`<key>.approved…`). */
  notices: { type: string; key: string };
  mail: { submitted: ES; decided: ED };
  /** Where each notice leads: the deciders' screen, the requester's, the worker's own. */
  links: { deciders: string; requester: string; employee: string };
};

/** The request being decided: who asked, for whom, and whether it still waits. */
type PendingRequest = ApprovalRequest & { id: number; employeeId: number; status: string };

export const singleDecisionFlow = <T extends PgTable, ES extends MailEvent, ED extends MailEvent>(
  { db, mail }: Pick<Deps, 'db' | 'mail'>,
  def: SingleDecisionDefinition<T, ES, ED>,
) => {
  const { mayDecide, decorate } = companyWideDecisions(db, def.sectionId);
  const notice = (name: 'submitted' | Decided, link: string) => ({
    type: `${def.notices.type}.${name}`,
    key: `${def.notices.key}.${name}`,
    link,
  });
  const approval = approvalFlow(db, {
    table: def.table,
    id: def.table.id,
    entity: def.entity,
    request: (row: ApprovalRequest) => ({ requestedBy: row.requestedBy, employeeId: row.employeeId }),
    steps: {
      decide: {
        mayDecide: (user) => mayDecide(user),
        deciders: (tx) => decidersWithSection(tx, def.sectionId),
        sectionId: def.sectionId,
        awaiting: eq(def.table.status, 'pending'),
      },
    },
    notices: {
      submitted: notice('submitted', def.links.deciders),
      approved: notice('approved', def.links.requester),
      rejected: notice('rejected', def.links.requester),
    },
  });

  return {
    /** A page's rows, each with whether the caller decides it and, when it went up, who does. */
    decorate,

    /** After the row is inserted, in its transaction: the audit entry, the deciders' notice, the mail. */
    submitted: async (
      tx: DbOrTx,
      actor: Actor,
      request: {
        id: number;
        employeeId: number;
        after: unknown;
        notice: MessageParams;
        mail: MailEventFacts<ES>;
      },
    ) => {
      await recordAudit(tx, actor, {
        action: 'create',
        entity: def.entity,
        entityId: request.id,
        after: request.after,
      });
      const requester = await userNameOf(tx, actor.user.id);
      const deciders = await approval.decidersOf(tx, 'decide', {
        requestedBy: actor.user.id,
        employeeId: request.employeeId,
      });
      await approval.tell(tx, 'submitted', deciders, { requester, ...request.notice });
      await mail.sendEvent(tx, def.mail.submitted, request.mail);
    },

    /**
     * Decides a pending request in one transaction: `prepare` may refuse first (a closed month), the
     * row is written only if still pending, `apply` does what the module's approval changes and
     * gives what its audit and notices say. The requester hears of it; the worker only of an approval.
     */
    decide: async <A = undefined>(
      actor: Actor,
      row: PendingRequest,
      decision: {
        status: Decided;
        reason: string | null;
        prepare?: (tx: DbOrTx) => Promise<void>;
        apply?: (tx: DbOrTx) => Promise<A>;
        audit?: (applied: A | undefined) => {
          before: Record<string, unknown>;
          after: Record<string, unknown>;
        };
        notice: (applied: A | undefined) => MessageParams;
        mail: (applied: A | undefined) => MailEventFacts<ED>;
      },
    ) => {
      const { status, reason } = decision;
      await approval.assertDecides(actor.user, 'decide', row);
      if (row.status !== 'pending') throw conflict('INVALID_CHANGE');
      await db.transaction(async (tx) => {
        await decision.prepare?.(tx);
        const now = new Date();
        // Every such table has these columns (`DecisionColumns`); drizzle cannot see it through the generic.
        const set = {
          status,
          decidedBy: actor.user.id,
          decidedAt: now,
          rejectionReason: reason,
          updatedAt: now,
        } as PgUpdateSetSource<T>;
        await approval.write(tx, { step: 'decide', id: row.id, set });
        const applied = await decision.apply?.(tx);
        await recordAudit(tx, actor, {
          action: status === 'approved' ? 'approve' : 'reject',
          entity: def.entity,
          entityId: row.id,
          ...(decision.audit?.(applied) ?? {
            before: { status: row.status },
            after: { status, rejectionReason: reason },
          }),
        });
        const params = decision.notice(applied);
        await approval.tell(tx, status, [row.requestedBy], params);
        const employeeUser = await userOfEmployee(tx, row.employeeId);
        // The worker hears of their own raise or extra pay once approved, never of a request or refusal.
        if (status === 'approved' && employeeUser !== row.requestedBy)
          await approval.tell(tx, status, [employeeUser], params, { link: def.links.employee });
        await mail.sendEvent(tx, def.mail.decided, decision.mail(applied), {
          to: await mailRecipientsOf(tx, [row.requestedBy]),
        });
      });
    },
  };
};
