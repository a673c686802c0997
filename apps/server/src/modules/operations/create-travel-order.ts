import { limaDate } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { createTripViatics } from '../viatics/index.ts';
import { nextCode } from './operations.repository.ts';
import { announceTripAdvance } from './travel-advance.ts';
import { travelOrderEvents, travelOrders } from './travel-order.table.ts';
import { travelOrderDetail } from './travel-order-detail.ts';
import {
  assertFree,
  type Body,
  CODE_LOCK,
  crewOf,
  prepareTrip,
  tellCrew,
  tripViatics,
} from './travel-order-plan.ts';

export const createTravelOrder =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, body: Body) => {
    const id = await db.transaction(async (tx) => {
      const { columns } = await prepareTrip(db, tx, body);
      await assertFree(tx, body, null);
      const year = limaDate(body.plannedDeparture).slice(0, 4);
      await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${Number(year)})`);
      const code = await nextCode(tx, 'travel_orders', `OV-${year}-`);
      const [row] = await tx
        .insert(travelOrders)
        .values({ ...columns, code, createdBy: actor.user.id, updatedBy: actor.user.id })
        .returning({ id: travelOrders.id });
      if (!row) throw notFound();
      await tx
        .insert(travelOrderEvents)
        .values({ travelOrderId: row.id, kind: 'created', toState: 'registered', actorId: actor.user.id });
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'travel_order',
        entityId: row.id,
        after: { code, ...columns },
      });
      await createTripViatics(tx, actor, tripViatics(row.id, code, body, columns.routeId));
      await announceTripAdvance(tx, { id: row.id, code, ...columns }, actor.user.id);
      await tellCrew(tx, actor, crewOf(body), 'tripAssigned', code, body);
      return row.id;
    });
    return travelOrderDetail(db, id);
  };
