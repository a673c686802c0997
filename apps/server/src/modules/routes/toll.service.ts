import {
  msg,
  type TTollFareRegisterBody,
  type TTollFareUpdateBody,
  type TTollRegisterBody,
  translateMessage,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import {
  alreadyRegistered,
  masterDataService,
  saveRow,
} from '../../platform/master-data/master-data-service.ts';
import { districtExists } from '../references/index.ts';
import { firstOverlap } from './fare-rules.ts';
import {
  findFare,
  findToll,
  findTollByName,
  listTolls,
  lockToll,
  siblingFares,
  tollOptions,
} from './toll.repository.ts';
import { tollFares, tolls } from './toll.table.ts';

type FareFields = Omit<TTollFareRegisterBody, 'tollId'>;

/** 409 naming the range the new one would overlap, in the caller's language. */
const overlapError = async (tx: DbOrTx, tollId: number, fare: FareFields, exceptId: number | null) => {
  const other = firstOverlap(fare, await siblingFares(tx, tollId, fare.axles, exceptId));
  if (!other) return null;
  return conflict('FARE_OVERLAP', {
    validFrom: [msg('validation.fareOverlap', { from: other.validFrom, to: other.validTo ?? '…' })],
  });
};

export const createTollService = ({ db }: Deps) => {
  const saveFare = async (actor: Actor, tollId: number, fareId: number | null, fare: FareFields) =>
    db.transaction(async (tx) => {
      if (!(await lockToll(tx, tollId))) throw notFound();
      const overlap = await overlapError(tx, tollId, fare, fareId);
      if (overlap) throw overlap;
      const before = fareId === null ? null : await findFare(tx, fareId);
      const savedId = await saveRow(
        fareId,
        () =>
          tx
            .insert(tollFares)
            .values({ tollId, ...fare })
            .returning({ id: tollFares.id }),
        (fareId) => tx.update(tollFares).set(fare).where(eq(tollFares.id, fareId)),
      );
      await recordAudit(tx, actor, {
        action: fareId === null ? 'create' : 'update',
        entity: 'toll_fare',
        entityId: savedId,
        before,
        after: { tollId, ...fare },
      });
      const saved = await findFare(tx, savedId);
      if (!saved) throw notFound();
      return saved;
    });

  return {
    ...masterDataService(db, {
      entity: 'toll',
      table: tolls,
      list: listTolls,
      find: findToll,
      options: (db) => tollOptions(db, true),
      sheet: {
        title: 'tolls',
        columns: (t, lang) => [
          { header: t('name'), width: 28, value: (r) => r.name },
          { header: t('road'), width: 28, value: (r) => r.road },
          { header: t('km'), value: (r) => r.km },
          { header: t('location'), width: 32, value: (r) => r.location },
          { header: t('concessionaire'), width: 32, value: (r) => r.concessionaire },
          {
            header: t('direction'),
            value: (r) => translateMessage(lang, `columns.direction_${r.direction}`),
          },
          { header: t('fareToday'), value: (r) => (r.fareToday === null ? null : Number(r.fareToday)) },
        ],
      },
      check: async (db, _id, body) => {
        if (!(await districtExists(db, body.districtCode))) {
          throw badRequest('VALIDATION_ERROR', { districtCode: ['validation.ubigeo'] });
        }
      },
      unique: { field: 'name', find: (db, body) => findTollByName(db, body.name) },
      values: (body: TTollRegisterBody) => body,
      // The fares have their own audit entries.
      auditBefore: (toll) => ({ ...toll, fares: undefined }),
      conflicts: [{ error: () => alreadyRegistered('name') }],
    }),
    registerFare: (actor: Actor, { tollId, ...fare }: TTollFareRegisterBody) =>
      saveFare(actor, tollId, null, fare),
    updateFare: async (actor: Actor, { id, ...fare }: TTollFareUpdateBody) => {
      const current = await findFare(db, id);
      if (!current) throw notFound();
      return saveFare(actor, current.tollId, id, fare);
    },
  };
};

export type TollService = ReturnType<typeof createTollService>;
