import {
  type Language,
  msg,
  type TTollFareRegisterBody,
  type TTollFareUpdateBody,
  type TTollListQuery,
  type TTollRegisterBody,
  type TTollUpdateBody,
  translateMessage,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { firstOverlap } from './fare-rules.ts';
import { alreadyRegistered, changeStatus, exportWord, saveRow } from './master-data.ts';
import {
  districtExists,
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
  const getEdit = async (id: number) => {
    const toll = await findToll(db, id);
    if (!toll) throw notFound();
    return toll;
  };

  const save = async (actor: Actor, id: number | null, body: TTollRegisterBody) => {
    if (!(await districtExists(db, body.districtCode))) {
      throw badRequest('VALIDATION_ERROR', { districtCode: ['validation.ubigeo'] });
    }
    const other = await findTollByName(db, body.name);
    if (other && other.id !== id) throw alreadyRegistered('name');
    const before = id === null ? null : await getEdit(id);
    try {
      const savedId = await db.transaction(async (tx) => {
        const tollId = await saveRow(
          id,
          () => tx.insert(tolls).values(body).returning({ id: tolls.id }),
          (id) =>
            tx
              .update(tolls)
              .set({ ...body, updatedAt: new Date() })
              .where(eq(tolls.id, id)),
        );
        await recordAudit(tx, actor, {
          action: id === null ? 'create' : 'update',
          entity: 'toll',
          entityId: tollId,
          before: before && { ...before, fares: undefined },
          after: body,
        });
        return tollId;
      });
      return getEdit(savedId);
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyRegistered('name');
      throw err;
    }
  };

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
    list: (query: TTollListQuery & { page: number; perPage: number }) => listTolls(db, query),
    export: async (query: TTollListQuery, lang: Language) => {
      const { data } = await listTolls(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = exportWord(lang);
      return toXlsx(
        t('tolls'),
        [
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
          { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },
    getEdit,
    register: (actor: Actor, body: TTollRegisterBody) => save(actor, null, body),
    update: (actor: Actor, { id, ...body }: TTollUpdateBody) => save(actor, id, body),
    setActive: (actor: Actor, id: number, isActive: boolean) =>
      changeStatus(db, actor, 'toll', id, isActive, (tx) =>
        tx
          .update(tolls)
          .set({ isActive, updatedAt: new Date() })
          .where(eq(tolls.id, id))
          .returning({ id: tolls.id }),
      ),
    select: () => tollOptions(db, true),
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
