import type { TTravelOrderChangeStateBody } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { travelOrderDetail } from './travel-order-detail.ts';
import { changeTravelOrderState } from './travel-order-state.ts';

export const moveTravelOrder =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, body: TTravelOrderChangeStateBody) => {
    await db.transaction((tx) =>
      changeTravelOrderState(tx, actor, { id: body.id, to: body.to, note: body.note }),
    );
    return travelOrderDetail(db, body.id);
  };
