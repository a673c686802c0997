import {
  type DespatchPartyDocumentType,
  limaDate,
  type TTravelOrderDespatch,
  type TTravelOrderDespatchBodyParsed,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { type ClientPlace, clientShipperOf, deliveryPointPlaceOf } from '../clients/index.ts';
import { knownDistricts } from '../references/index.ts';
import { routeDestinationCodeOf, routeOriginCodeOf } from '../routes/index.ts';
import { serviceOrders } from './service-order.table.ts';
import { travelOrders } from './travel-order.table.ts';
import { travelOrderDespatches as d, type StoredParty } from './travel-order-despatch.table.ts';

/** What the GRE part and the guide read of the trip and its service order. */
export const despatchTripOf = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: travelOrders.id,
      state: travelOrders.state,
      settledAt: travelOrders.settledAt,
      plannedDeparture: travelOrders.plannedDeparture,
      tractorId: travelOrders.tractorId,
      semitrailerId: travelOrders.semitrailerId,
      driverId: travelOrders.driverId,
      coDriverId: travelOrders.coDriverId,
      companyId: serviceOrders.companyId,
      clientId: serviceOrders.clientId,
      originPointId: serviceOrders.originPointId,
      destinationPointId: serviceOrders.destinationPointId,
      routeOrigin: routeOriginCodeOf(travelOrders.routeId),
      routeDestination: routeDestinationCodeOf(travelOrders.routeId),
      cargoDescription: serviceOrders.cargoDescription,
      weightKg: serviceOrders.weightKg,
    })
    .from(travelOrders)
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .where(eq(travelOrders.id, id));
  if (!row) throw notFound();
  return row;
};
type DespatchTrip = Awaited<ReturnType<typeof despatchTripOf>>;

const editable = (trip: Pick<DespatchTrip, 'state' | 'settledAt'>) =>
  trip.settledAt === null && trip.state !== 'canceled';

const CLIENT_DOCUMENT_TYPE: Record<string, DespatchPartyDocumentType> = { RUC: '6', DNI: '1' };

const party = (p: StoredParty | null) =>
  p ? { ...p, documentType: p.documentType as DespatchPartyDocumentType } : null;

/** The GRE part the trip suggests before anyone saved it (see the module README, "GRE part"). */
const suggestedPart = async (db: DbOrTx, trip: DespatchTrip): Promise<TTravelOrderDespatch> => {
  const client = await clientShipperOf(db, trip.clientId);
  const pointPlace = (id: number | null) => (id === null ? null : deliveryPointPlaceOf(db, id));
  const clientPlace: ClientPlace | null =
    client?.address && client.address.ubigeo === trip.routeOrigin ? client.address : null;
  const origin = (await pointPlace(trip.originPointId)) ??
    clientPlace ?? { ubigeo: trip.routeOrigin, address: null };
  const destination = (await pointPlace(trip.destinationPointId)) ?? {
    ubigeo: trip.routeDestination,
    address: null,
  };
  const weight = Number(trip.weightKg) > 0 ? trip.weightKg : null;
  return {
    travelOrderId: trip.id,
    saved: false,
    editable: editable(trip),
    shipper: client
      ? {
          documentType: CLIENT_DOCUMENT_TYPE[client.documentType] ?? '6',
          documentNumber: client.documentNumber,
          name: client.legalName,
        }
      : null,
    consignee: null,
    payer: null,
    senderGuides: [],
    originUbigeo: origin.ubigeo,
    originAddress: origin.address,
    destinationUbigeo: destination.ubigeo,
    destinationAddress: destination.address,
    transferStartDate: limaDate(trip.plannedDeparture),
    goods: weight ? [{ description: trip.cargoDescription, quantity: weight, unitCode: 'KGM' }] : [],
    grossWeight: weight,
    weightUnit: 'KGM',
    observations: null,
    updatedAt: null,
  };
};

/** The stored GRE part of a trip; undefined while none was saved. */
export const storedPartOf = async (db: DbOrTx, travelOrderId: number) => {
  const [row] = await db.select().from(d).where(eq(d.travelOrderId, travelOrderId));
  return row;
};

/** The GRE part of the trip: the stored one, or what the trip suggests. */
export const despatchPartOf = async (db: DbOrTx, travelOrderId: number): Promise<TTravelOrderDespatch> => {
  const trip = await despatchTripOf(db, travelOrderId);
  const row = await storedPartOf(db, travelOrderId);
  if (!row) return suggestedPart(db, trip);
  return {
    travelOrderId,
    saved: true,
    // The guide issued on the start says what it said: its part is fixed from then on.
    editable: editable(trip) && row.greNumber === null,
    shipper: party(row.shipper ?? null),
    consignee: party(row.consignee ?? null),
    payer: party(row.payer ?? null),
    senderGuides: row.senderGuides,
    originUbigeo: row.originUbigeo,
    originAddress: row.originAddress,
    destinationUbigeo: row.destinationUbigeo,
    destinationAddress: row.destinationAddress,
    transferStartDate: row.transferStartDate,
    goods: row.goods,
    grossWeight: row.grossWeight,
    weightUnit: row.weightUnit,
    observations: row.observations,
    updatedAt: row.updatedAt.toISOString(),
  };
};

export const getDespatchPart =
  ({ db }: Pick<Deps, 'db'>) =>
  (id: number) =>
    despatchPartOf(db, id);

/**
 * Saves the GRE part while the trip is neither settled nor canceled nor its guide issued (409
 * `INVALID_CHANGE`), under
 * the trip's row lock so a settlement closing it at the same moment waits. Places must be known
 * districts (400 on the field).
 */
export const saveDespatchPart =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, body: TTravelOrderDespatchBodyParsed) => {
    const { id, ...part } = body;
    const codes = [part.originUbigeo, part.destinationUbigeo].filter((c): c is string => c !== null);
    const known = await knownDistricts(db, codes);
    const fields: Record<string, string[]> = {};
    if (part.originUbigeo && !known.has(part.originUbigeo)) fields.originUbigeo = ['validation.ubigeo'];
    if (part.destinationUbigeo && !known.has(part.destinationUbigeo)) {
      fields.destinationUbigeo = ['validation.ubigeo'];
    }
    if (Object.keys(fields).length > 0) throw badRequest('VALIDATION_ERROR', fields);
    await db.transaction(async (tx) => {
      const [trip] = await tx
        .select({ state: travelOrders.state, settledAt: travelOrders.settledAt })
        .from(travelOrders)
        .where(eq(travelOrders.id, id))
        .for('update');
      if (!trip) throw notFound();
      const before = await storedPartOf(tx, id);
      if (!editable(trip) || (before && before.greNumber !== null)) throw conflict('INVALID_CHANGE');
      const values = { ...part, updatedBy: actor.user.id, updatedAt: new Date() };
      await tx
        .insert(d)
        .values({ travelOrderId: id, ...values })
        .onConflictDoUpdate({ target: d.travelOrderId, set: values });
      await recordAudit(tx, actor, {
        action: before ? 'update' : 'create',
        entity: 'travel_order_despatch',
        entityId: id,
        before: before ?? undefined,
        after: part,
      });
    });
    return despatchPartOf(db, id);
  };
