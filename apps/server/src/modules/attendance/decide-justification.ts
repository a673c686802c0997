import type {
  JustificationDecision,
  JustificationStatus,
  Language,
  TJustification,
  TJustificationDecideBody,
} from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { userOfEmployee } from '../notifications/index.ts';
import { assertMonthsOpen } from './attendance-period.ts';
import { recomputeAttendance } from './attendance-recompute.ts';
import type { JustificationContext } from './justification-context.ts';
import { canRead, decidesAsChief, decidesAsHr, standingOf } from './justification-standing.ts';

const nextStatus = (step: 'chief' | 'hr', decision: JustificationDecision): JustificationStatus => {
  if (step === 'chief') return decision === 'approve' ? 'approved' : 'rejected';
  return decision === 'approve' ? 'approved_by_hr' : 'rejected_by_hr';
};

/** One step of the flow: the area's chief (`chief`), then HR (`hr`). */
export const decideJustification =
  ({ db, mail, flow, tell, hrUsers, mustFind, answer }: JustificationContext, step: 'chief' | 'hr') =>
  async (actor: Actor, body: TJustificationDecideBody): Promise<TJustification> => {
    const before = await mustFind(body.id);
    const s = await standingOf(db, actor.user);
    const allowed = step === 'chief' ? decidesAsChief(s, before) : decidesAsHr(s, before);
    // A row the caller cannot even read is as good as missing (a chief of another area learns
    // nothing); one they read but may not decide (their own, HR where the area has a chief) is 403.
    if (!allowed && !canRead(s, before)) throw notFound('JUSTIFICATION_NOT_FOUND');
    await flow.assertDecides(actor.user, step, { row: before, s });
    const expected: JustificationStatus = step === 'chief' ? 'pending' : 'approved';
    if (before.status !== expected) throw conflict('INVALID_CHANGE');
    const status = nextStatus(step, body.decision);
    const now = new Date();
    await db.transaction(async (tx) => {
      await assertMonthsOpen(tx, [before.employeeId], [before.workDate]);
      // Written only while it awaits the step: of two deciders at once exactly one changes the row.
      await flow.record(tx, actor, {
        step,
        id: before.id,
        set:
          step === 'chief'
            ? {
                status,
                chiefComment: body.comment,
                chiefDecidedBy: actor.user.id,
                chiefDecidedAt: now,
                updatedAt: now,
              }
            : {
                status,
                hrComment: body.comment,
                hrDecidedBy: actor.user.id,
                hrDecidedAt: now,
                updatedAt: now,
              },
        audit: {
          action: step === 'chief' ? 'decide_chief' : 'decide_hr',
          before: { status: before.status },
          after: { status, comment: body.comment },
        },
      });
      if (status === 'approved_by_hr') {
        await recomputeAttendance(tx, {
          employeeIds: [before.employeeId],
          from: before.workDate,
          to: before.workDate,
        });
      }
      const employeeUser = await userOfEmployee(tx, before.employeeId);
      const told = employeeUser
        ? await tell(tx, [employeeUser], 'decided', before, {
            status,
            comment: body.comment,
          })
        : [];
      let hrPeople: { email: string; language: Language }[] = [];
      if (status === 'approved') {
        const hr = (await hrUsers(tx)).filter((id) => id !== actor.user.id && id !== employeeUser);
        hrPeople = await tell(tx, hr, 'chiefApproved', before);
      }
      await mail.sendEvent(
        tx,
        'justification.decided',
        {
          employee: before.employeeName,
          date: before.workDate,
          // A code: each recipient's mail words it in their language.
          decision: status,
        },
        { to: [...told, ...hrPeople].map((p) => ({ email: p.email, language: p.language })) },
      );
    });
    return answer(actor, before.id);
  };
