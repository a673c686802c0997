import {
  type Language,
  moneyToCents,
  msg,
  ROLE_IDS,
  type TViaticCreateBody,
  translateMessage,
  viaticAmounts,
} from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { assertCanSee, findEmployeeFacts } from '../employees/index.ts';
import { findViatic, findViaticItem } from './viatic.repository.ts';
import { isHrUser, viaticFlow } from './viatic-flow.ts';
import { findZone, rateOn } from './viatic-rate.repository.ts';

/** What every viatic use case shares: the flow and its notices, the reads behind 404s, the pricing. */
export const viaticContext = ({ db, mail }: Deps) => {
  /** Who may request or edit: HR for anyone, an area chief for their own area's people. */
  const assertCanRequest = async (user: CurrentUser, employeeId: number) => {
    await assertCanSee(db, user, employeeId);
    if (await isHrUser(db, user)) return;
    if (user.roleId !== ROLE_IDS.CHIEF) throw forbidden('ROW_NOT_ALLOWED');
  };

  const flow = viaticFlow(db);
  /** Tells these users (never the actor, who knows what they did) of a step, each in their language. */
  const tell = (
    tx: DbOrTx,
    actor: Actor,
    notice: Parameters<typeof flow.tell>[1],
    userIds: (number | null)[],
    text: string,
  ) => flow.tell(tx, notice, userIds, { text }, { except: actor.user.id });

  const load = async (user: CurrentUser, id: number) => {
    const row = await findViatic(db, id);
    if (!row) throw notFound();
    await assertCanSee(db, user, row.employeeId);
    return row;
  };

  const answer = async (id: number) => {
    const item = await findViaticItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  /**
   * The amounts of a request: the zone's rate in force on the start date, copied; the total exact;
   * an advance above the total is a 400 on `advance`.
   */
  const priced = async (tx: DbOrTx, body: TViaticCreateBody, lang: Language) => {
    const zone = await findZone(tx, body.zoneId);
    if (!zone) throw badRequest('VALIDATION_ERROR', { zoneId: [msg('validation.invalid')] });
    const rate = await rateOn(tx, body.zoneId, body.startDate);
    if (!rate) {
      throw badRequest('VIATIC_RATE_MISSING', {
        zoneId: [translateMessage(lang, 'errors.VIATIC_RATE_MISSING')],
      });
    }
    const amounts = viaticAmounts(
      { food: rate.food, lodging: rate.lodging, localTransport: rate.localTransport },
      body.startDate,
      body.endDate,
    );
    if (moneyToCents(body.advance) > moneyToCents(amounts.total)) {
      throw badRequest('VALIDATION_ERROR', {
        advance: [msg('validation.advanceOverTotal', { total: amounts.total })],
      });
    }
    return {
      zone,
      columns: {
        employeeId: body.employeeId,
        zoneId: body.zoneId,
        rateId: rate.id,
        rateValidFrom: rate.validFrom,
        startDate: body.startDate,
        endDate: body.endDate,
        days: amounts.days,
        nights: amounts.nights,
        dailyFood: rate.food,
        dailyLodging: rate.lodging,
        dailyLocalTransport: rate.localTransport,
        total: amounts.total,
        advance: body.advance,
        purpose: body.purpose,
        observations: body.observations,
      },
    };
  };

  const nameOf = async (tx: DbOrTx, employeeId: number) =>
    (await findEmployeeFacts(tx, employeeId))?.fullName ?? `#${employeeId}`;

  return { db, mail, assertCanRequest, flow, tell, load, answer, priced, nameOf };
};

export type ViaticContext = ReturnType<typeof viaticContext>;
