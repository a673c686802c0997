import { canChange, TRAVEL_ORDER_STATES, TRAVEL_ORDER_TRANSITIONS } from '@zerg/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { tripViaticsOf } from '../viatics/index.ts';
import { findTravelOrderItem, travelOrderEventsOf } from './operations.repository.ts';
import { tripGreOf } from './travel-order-gre.ts';

export const answerTravelOrder = async (db: Db, id: number) => {
  const item = await findTravelOrderItem(db, id);
  if (!item) throw notFound();
  return item;
};

export const travelOrderDetail = async (db: Db, id: number) => {
  const item = await answerTravelOrder(db, id);
  return {
    ...item,
    events: await travelOrderEventsOf(db, id),
    viatics: await tripViaticsOf(db, id),
    allowedStates:
      item.settledAt === null
        ? TRAVEL_ORDER_STATES.filter((to) => canChange(TRAVEL_ORDER_TRANSITIONS, item.state, to))
        : [],
    gre: await tripGreOf(db, id),
  };
};
