import { addMonths } from '@zerg/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { findClient } from '../clients/index.ts';
import { tripRows } from '../operations/index.ts';
import { ratesInForceOn } from '../rates/index.ts';
import { billingSeries } from './billing.table.ts';
import { addDays } from './billing-amounts.ts';
import { writeClientSettings, writeCompanySettings } from './billing-settings.ts';
import { checkDraft, type DraftInput, writeDraft } from './draft-write.ts';
import { issueLocked } from './issue-document.ts';
import { findDocumentRow } from './sales-document.repository.ts';
import { workToInvoice } from './work-to-invoice.ts';

/*
 * The demo company's sales: its series, its Banco de la Nación account, and a few months of
 * facturas — the last three months' agreed services priced at each client's rate of the day, then
 * the finished trips of the previous and the current month invoiced from the work done. A document
 * whose month is closed or whose day has no dollar rate is left out, not forced in.
 */

const SERIES = [
  { documentType: '01', series: 'F001' },
  { documentType: '03', series: 'B001' },
  { documentType: '07', series: 'FC01' },
  { documentType: '07', series: 'BC01' },
  { documentType: '08', series: 'FD01' },
] as const;

/** Issues a draft inside a savepoint; false (and nothing written) when a rule refuses it. */
const tryIssue = async (tx: Tx, userId: number, write: (tx: Tx) => Promise<number>, issueDate: string) => {
  try {
    await tx.transaction(async (sp) => {
      const id = await write(sp);
      const row = await findDocumentRow(sp, id, 'update');
      if (row) await issueLocked(sp, userId, row, issueDate);
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
};

const lastDayOf = (period: string) => addDays(`${addMonths(period, 1)}-01`, -1);

/** The clients with a finished trip leaving in the month (Lima). */
const clientsWithWork = async (tx: Tx, period: string): Promise<number[]> => {
  const from = sql`(${`${period}-01`}::date)::timestamp at time zone 'America/Lima'`;
  const to = sql`(${`${addMonths(period, 1)}-01`}::date)::timestamp at time zone 'America/Lima'`;
  const rows = await tx
    .selectDistinct({ clientId: tripRows.clientId })
    .from(tripRows)
    .where(
      and(
        eq(tripRows.state, 'finished'),
        gte(tripRows.plannedDeparture, from),
        lt(tripRows.plannedDeparture, to),
      ),
    )
    .orderBy(tripRows.clientId);
  return rows.map((r) => r.clientId);
};

export const insertDemoBilling = async (
  tx: Tx,
  options: { companyId: number; userId: number; now?: Date },
) => {
  const today = limaToday(options.now);
  const thisMonth = today.slice(0, 7);
  const series = await tx
    .insert(billingSeries)
    .values(SERIES.map((s) => ({ ...s, companyId: options.companyId, createdBy: options.userId })))
    .returning();
  const facturas = series.find((s) => s.series === 'F001');
  if (!facturas) return;
  await writeCompanySettings(tx, options.userId, {
    companyId: options.companyId,
    detractionAccount: '00-051-123456',
  });

  // Three months back: each RUC client with a rate of the month gets a factura of two services at it.
  for (const months of [3, 2, 1]) {
    const period = addMonths(thisMonth, -months);
    const issueDate = lastDayOf(period);
    const rates = await ratesInForceOn(tx, `${period}-15`);
    const byClient = new Map<number, (typeof rates)[number]>();
    for (const rate of rates) if (!byClient.has(rate.clientId)) byClient.set(rate.clientId, rate);
    for (const rate of [...byClient.values()].slice(0, 6)) {
      const client = await findClient(tx, rate.clientId);
      if (client?.documentType !== 'RUC' || !client.isActive) continue;
      const input: DraftInput = {
        companyId: options.companyId,
        clientId: rate.clientId,
        documentType: '01',
        seriesId: facturas.id,
        currency: rate.currency,
        observations: null,
        lines: [
          {
            description: `Servicio de transporte de carga (${rate.vehicleTypeName}) · ${period}`,
            quantity: String(2 + (rate.clientId % 3)),
            unitValue: rate.amount,
            taxAffectation: '10',
            rateId: rate.id,
          },
        ],
      };
      await tryIssue(
        tx,
        options.userId,
        async (sp) => writeDraft(sp, options.userId, input, await checkDraft(sp, input)),
        issueDate,
      );
    }
  }

  // The finished trips of last month and this one, from the work done; half the clients per period.
  for (const period of [addMonths(thisMonth, -1), thisMonth]) {
    const issueDate = period === thisMonth ? today : lastDayOf(period);
    for (const clientId of await clientsWithWork(tx, period)) {
      if (clientId % 2 === 0) {
        await writeClientSettings(tx, options.userId, { clientId, grouping: 'period', language: 'es' });
      }
      const client = await findClient(tx, clientId);
      let work: Awaited<ReturnType<typeof workToInvoice>>;
      try {
        work = await workToInvoice(tx, { clientId, period, companyId: options.companyId });
      } catch (error) {
        if (error instanceof AppError) continue; // a trip without a rate: left for the screens to show
        throw error;
      }
      const groups = new Map<string, typeof work.trips>();
      for (const trip of work.trips) {
        const key = `${work.grouping === 'service_order' ? trip.serviceOrderId : 'period'}:${trip.currency}`;
        groups.set(key, [...(groups.get(key) ?? []), trip]);
      }
      const documentType = client?.documentType === 'RUC' ? '01' : '03';
      const seriesId = series.find((s) => s.documentType === documentType)?.id ?? facturas.id;
      for (const trips of groups.values()) {
        const input: DraftInput = {
          companyId: options.companyId,
          clientId,
          documentType,
          seriesId,
          currency: trips[0]?.currency ?? 'PEN',
          observations: null,
          lines: trips.map((t) => ({
            description: t.description,
            quantity: '1',
            unitValue: t.amount,
            taxAffectation: '10',
            travelOrderId: t.travelOrderId,
            serviceOrderId: t.serviceOrderId,
            rateId: t.rateId,
          })),
        };
        await tryIssue(
          tx,
          options.userId,
          async (sp) => writeDraft(sp, options.userId, input, await checkDraft(sp, input)),
          issueDate,
        );
      }
    }
  }
};
