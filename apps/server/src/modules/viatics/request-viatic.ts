import type { Language, TViaticCreateBody, TViaticUpdateBody } from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { chiefUsersOfArea, userOfEmployee } from '../notifications/index.ts';
import { areaOfEmployee } from './viatic.repository.ts';
import { viatics as v } from './viatic.table.ts';
import type { ViaticContext } from './viatic-context.ts';

/** HR, or an area chief for their own area's people, asks for a viatic priced by the zone's rate. */
export const requestViatic =
  ({ db, mail, assertCanRequest, priced, nameOf, tell, answer }: ViaticContext) =>
  async (actor: Actor, body: TViaticCreateBody, lang: Language) => {
    await assertCanRequest(actor.user, body.employeeId);
    const id = await db.transaction(async (tx) => {
      const { zone, columns } = await priced(tx, body, lang);
      const [row] = await tx
        .insert(v)
        .values({ ...columns, createdBy: actor.user.id, updatedBy: actor.user.id })
        .returning({ id: v.id });
      const created = row?.id ?? 0;
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'viatic',
        entityId: created,
        after: columns,
      });
      const employee = await nameOf(tx, body.employeeId);
      const areaId = await areaOfEmployee(tx, body.employeeId);
      const chiefs = areaId === null ? [] : await chiefUsersOfArea(tx, areaId);
      const text = `${employee} · ${zone.name} · ${body.startDate} → ${body.endDate} · S/ ${columns.total}`;
      await tell(tx, actor, 'toApprove', chiefs, text);
      await tell(tx, actor, 'registered', [await userOfEmployee(tx, body.employeeId)], text);
      await mail.sendEvent(tx, 'viatic.requested', {
        employee,
        destination: zone.name,
        amount: columns.total,
      });
      return created;
    });
    return answer(id);
  };

/** Pending and not yet approved by anyone: the amounts are recomputed from the rates. */
export const updateViatic =
  ({ db, assertCanRequest, load, priced, flow, answer }: ViaticContext) =>
  async (actor: Actor, body: TViaticUpdateBody, lang: Language) => {
    const { id, ...fields } = body;
    const before = await load(actor.user, id);
    await assertCanRequest(actor.user, before.employeeId);
    await assertCanRequest(actor.user, fields.employeeId);
    await db.transaction(async (tx) => {
      const { columns } = await priced(tx, fields, lang);
      // Editable only while it waits for the chief's step.
      await flow.record(tx, actor, {
        step: 'chief',
        id,
        set: { ...columns, updatedBy: actor.user.id, updatedAt: new Date() },
        audit: { action: 'update', before, after: columns },
      });
    });
    return answer(id);
  };
