import {
  type Language,
  msg,
  type TInvoiceWorkBody,
  type TWorkToInvoice,
  type TWorkToInvoiceQuery,
  type TWorkTrip,
  translateMessage,
} from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudits } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { assertClient } from '../clients/index.ts';
import { finishedTripsToBill } from '../operations/index.ts';
import { clientRatesBetween, rateOfDay } from '../rates/index.ts';
import { salesDocumentLines } from './billing.table.ts';
import { addDays } from './billing-amounts.ts';
import { clientSettingsOf } from './billing-settings.ts';
import { checkDraft, type DraftInput, writeDrafts } from './draft-write.ts';
import { issueDateOf, issueDrafts } from './issue-document.ts';

/**
 * Trips an active document (a draft or an issued one) holds: a probe of the partial unique index on
 * the held trips per trip, not a read of every held line (a month's invoicing holds thousands).
 */
const heldByADocument = (travelOrderId: SQL) =>
  sql`exists (select 1 from ${salesDocumentLines} where ${salesDocumentLines.travelOrderId} = ${travelOrderId}
    and ${salesDocumentLines.holdsTrip})`;

/** The first day of the month after `period` (`2026-10` → `2026-11-01`). */
const nextMonth = (period: string) => addDays(`${period}-28`, 4).slice(0, 7).concat('-01');

/**
 * A client's finished trips of a month that no active document holds, each priced with the client's
 * rate in force on the trip's day for its route and vehicle type (`rateInForce`); a trip without one
 * is a 409 naming the trip, the route and the day. The line's text is in the client's language.
 */
export const workToInvoice = async (db: DbOrTx, query: TWorkToInvoiceQuery): Promise<TWorkToInvoice> => {
  const settings = await clientSettingsOf(db, query.clientId);
  const from = `${query.period}-01`;
  const to = nextMonth(query.period);
  const trips = await finishedTripsToBill(
    db,
    { clientId: query.clientId, from, to, companyId: query.companyId },
    heldByADocument,
  );
  const lang: Language = settings.language;
  // The client's rates of the month in one read; each trip takes the one in force on its day.
  const rates = trips.length ? await clientRatesBetween(db, query.clientId, from, to) : [];
  const priced: TWorkTrip[] = [];
  for (const trip of trips) {
    const rate = rateOfDay(rates, trip);
    if (!rate) {
      const params = { trip: trip.travelOrderCode, route: trip.routeName, date: trip.date };
      throw conflict('TRIP_RATE_MISSING', { period: [msg('errors.TRIP_RATE_MISSING', params)] }, params);
    }
    priced.push({
      travelOrderId: trip.travelOrderId,
      travelOrderCode: trip.travelOrderCode,
      serviceOrderId: trip.serviceOrderId,
      serviceOrderCode: trip.serviceOrderCode,
      companyId: trip.companyId,
      date: trip.date,
      routeId: trip.routeId,
      routeName: trip.routeName,
      vehicleTypeName: trip.vehicleTypeName,
      rateId: rate.id,
      currency: rate.currency,
      amount: rate.amount,
      description: translateMessage(
        lang,
        msg('billing.tripLine', {
          route: trip.routeName,
          vehicle: trip.vehicleTypeName,
          trip: trip.travelOrderCode,
          order: trip.serviceOrderCode,
          date: trip.date,
        }),
      ),
    });
  }
  return { clientId: query.clientId, period: query.period, grouping: settings.grouping, trips: priced };
};

/** Drafts from the work done: one per service order, or one per period, as the client is set; per currency. */
export const invoiceWork =
  ({ db }: Deps) =>
  async (actor: Actor, body: TInvoiceWorkBody) => {
    const client = await assertClient(db, body.clientId);
    const work = await workToInvoice(db, body);
    const wanted = body.travelOrderIds ? new Set(body.travelOrderIds) : null;
    if (wanted) {
      const known = new Set(work.trips.map((t) => t.travelOrderId));
      const unknown = [...wanted].findIndex((id) => !known.has(id));
      if (unknown >= 0) {
        throw badRequest('VALIDATION_ERROR', {
          [`travelOrderIds.${unknown}`]: ['validation.tripNotOfClient'],
        });
      }
    }
    const trips = work.trips.filter((t) => !wanted || wanted.has(t.travelOrderId));
    if (!trips.length)
      throw conflict(
        'NOTHING_TO_INVOICE',
        { period: ['errors.NOTHING_TO_INVOICE'] },
        { period: body.period },
      );
    const groups = new Map<string, TWorkTrip[]>();
    for (const trip of trips) {
      const key = `${work.grouping === 'service_order' ? trip.serviceOrderId : 'period'}:${trip.currency}`;
      const group = groups.get(key);
      if (group) group.push(trip);
      else groups.set(key, [trip]);
    }
    const documentType = client.documentType === 'RUC' ? ('01' as const) : ('03' as const);
    const draftOf = (group: TWorkTrip[]): DraftInput => ({
      companyId: body.companyId,
      clientId: body.clientId,
      documentType,
      seriesId: body.seriesId,
      currency: group[0]?.currency ?? 'PEN',
      observations: null,
      lines: group.map((t) => ({
        description: t.description,
        quantity: '1',
        unitValue: t.amount,
        taxAffectation: '10',
        travelOrderId: t.travelOrderId,
        serviceOrderId: t.serviceOrderId,
        rateId: t.rateId,
        referentialValuePen: null,
      })),
    });
    const inputs = [...groups.values()].map(draftOf);
    const issueDate = body.issue ? issueDateOf(body.issueDate) : null;
    const documentIds = await db.transaction(async (tx) => {
      // The drafts share company, client, type and series: their trips are checked together, once.
      const checked = await checkDraft(tx, draftOf(trips));
      const ids = await writeDrafts(tx, actor.user.id, inputs, checked);
      await recordAudits(
        tx,
        actor,
        ids.map((id, i) => ({
          action: 'create',
          entity: 'sales_document',
          entityId: id,
          after: { from: 'work', period: body.period, trips: inputs[i]?.lines.map((l) => l.travelOrderId) },
        })),
      );
      if (issueDate) await issueDrafts(tx, actor, ids, issueDate);
      return ids;
    });
    return { documentIds };
  };
