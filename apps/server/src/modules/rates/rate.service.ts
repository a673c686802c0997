import {
  msg,
  type TRateCreateBody,
  type TRateInForceBody,
  type TRateListQuery,
  type TRateSelectBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { assertClient } from '../clients/index.ts';
import { vehicleTypeIsActive } from '../fleet/index.ts';
import { travelRouteIsActive } from '../routes/index.ts';
import {
  findRate,
  listRates,
  lockRateKey,
  type RateKey,
  rateInForce,
  rateOptions,
  siblingRates,
} from './rate.repository.ts';
import { rates } from './rate.table.ts';
import { rateExport } from './rate-export.ts';
import { firstOverlap, type Validity } from './rate-rules.ts';

type RateFields = TRateCreateBody;

/**
 * The client (404 "Client not found"), route and vehicle type (400 on the field when unknown) must
 * exist; when `mustBeActive` names them, they must also be active (400 on the field).
 */
const checkReferences = async (db: DbOrTx, body: RateKey, mustBeActive: (keyof RateKey)[]) => {
  const client = await assertClient(db, body.clientId);
  const fields: Record<string, string[]> = {};
  if (!client.isActive && mustBeActive.includes('clientId')) fields.clientId = ['validation.inactiveRef'];
  const routeActive = await travelRouteIsActive(db, body.routeId);
  if (routeActive === null) fields.routeId = ['validation.notFoundRef'];
  else if (!routeActive && mustBeActive.includes('routeId')) fields.routeId = ['validation.inactiveRef'];
  const typeActive = await vehicleTypeIsActive(db, body.vehicleTypeId);
  if (typeActive === null) fields.vehicleTypeId = ['validation.notFoundRef'];
  else if (!typeActive && mustBeActive.includes('vehicleTypeId')) {
    fields.vehicleTypeId = ['validation.inactiveRef'];
  }
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
};

/** 409 naming the active range of the same client, route and type that `range` would share a day with. */
const checkOverlap = async (tx: DbOrTx, key: RateKey, range: Validity, exceptId: number | null) => {
  await lockRateKey(tx, key);
  const other = firstOverlap(range, await siblingRates(tx, key, exceptId));
  if (other) {
    throw conflict('RATE_OVERLAP', {
      validFrom: [msg('validation.rateOverlap', { from: other.validFrom, to: other.validTo ?? '…' })],
    });
  }
};

const keyOf = (r: RateKey): RateKey => ({
  clientId: r.clientId,
  routeId: r.routeId,
  vehicleTypeId: r.vehicleTypeId,
});

const columnsOf = (body: RateFields) => ({
  clientId: body.clientId,
  routeId: body.routeId,
  vehicleTypeId: body.vehicleTypeId,
  currency: body.currency,
  amount: body.amount,
  validFrom: body.validFrom,
  validTo: body.validTo,
  notes: body.notes,
});

export const createRateService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const getOne = async (id: number) => {
    const rate = await findRate(db, id);
    if (!rate) throw notFound();
    return rate;
  };

  const setStatus = async (actor: Actor, id: number, status: 'active' | 'inactive') => {
    const before = await getOne(id);
    if (before.status === status) return before;
    if (status === 'active')
      await checkReferences(db, keyOf(before), ['clientId', 'routeId', 'vehicleTypeId']);
    await db.transaction(async (tx) => {
      // A rate coming back must not overlap one registered while it was inactive.
      if (status === 'active') await checkOverlap(tx, keyOf(before), before, id);
      await tx.update(rates).set({ status, updatedAt: new Date() }).where(eq(rates.id, id));
      await recordAudit(tx, actor, {
        action: status === 'active' ? 'activate' : 'deactivate',
        entity: 'rate',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
    });
    return getOne(id);
  };

  return {
    list: (query: TRateListQuery & { page: number; perPage: number }) => listRates(db, query),

    export: rateExport.answer.bind(null, deps),

    getOne,

    create: async (actor: Actor, body: RateFields) => {
      await checkReferences(db, keyOf(body), ['clientId', 'routeId', 'vehicleTypeId']);
      const id = await db.transaction(async (tx) => {
        await checkOverlap(tx, keyOf(body), body, null);
        const [row] = await tx
          .insert(rates)
          .values({ ...columnsOf(body), createdBy: actor.user.id })
          .returning({ id: rates.id });
        if (!row) throw new Error('insert returned no row');
        await recordAudit(tx, actor, { action: 'create', entity: 'rate', entityId: row.id, after: body });
        return row.id;
      });
      return getOne(id);
    },

    update: async (actor: Actor, { id, ...body }: RateFields & { id: number }) => {
      const before = await getOne(id);
      // Editing a rate of a client or route retired since keeps working; pointing one at them does not.
      const moved = (['clientId', 'routeId', 'vehicleTypeId'] as const).filter((f) => body[f] !== before[f]);
      await checkReferences(db, keyOf(body), moved);
      await db.transaction(async (tx) => {
        if (before.status === 'active') await checkOverlap(tx, keyOf(body), body, id);
        await tx
          .update(rates)
          .set({ ...columnsOf(body), updatedAt: new Date() })
          .where(eq(rates.id, id));
        await recordAudit(tx, actor, { action: 'update', entity: 'rate', entityId: id, before, after: body });
      });
      return getOne(id);
    },

    activate: (actor: Actor, id: number) => setStatus(actor, id, 'active'),
    deactivate: (actor: Actor, id: number) => setStatus(actor, id, 'inactive'),

    select: (body: TRateSelectBody) => rateOptions(db, body),

    inForce: async (body: TRateInForceBody) => {
      await assertClient(db, body.clientId);
      const rate = await rateInForce(db, body);
      if (!rate) throw notFound('NO_RATE_IN_FORCE');
      return rate;
    },
  };
};

export type RateService = ReturnType<typeof createRateService>;
