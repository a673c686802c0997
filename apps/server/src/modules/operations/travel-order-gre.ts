import type { Language, TTravelOrderGre } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { limaTime, limaToday } from '../../platform/time/lima-today.ts';
import {
  despatchQrText,
  electronicDocumentOf,
  electronicStatesOf,
  issueElectronic,
  issuesElectronically,
  readCdrQrUrl,
  type UblDespatch,
} from '../e-documents/index.ts';
import { takeDespatchNumber } from './despatch-series.ts';
import { travelOrderDespatches as d } from './travel-order-despatch.table.ts';
import { despatchOf, type TripDespatch } from './travel-order-despatch.ts';
import { despatchTripOf } from './travel-order-despatch-part.ts';
import { greTransportistaPdf } from './travel-order-gre-pdf.ts';

/** The owner's name of a guide's electronic record: the trip is the document. */
export const GRE_SOURCE = 'travel_order';

/** `V001-00000012`, as SUNAT's guides print their series and number. */
export const greLabel = (series: string, number: number) => `${series}-${String(number).padStart(8, '0')}`;

/**
 * The guide as numbered and dated at the trip's start (Lima). A transfer planned for an earlier day
 * starts that day, since the goods leave with the truck (SUNAT refuses a transfer before the issue).
 */
const numbered = (despatch: TripDespatch, series: string, number: number, at: Date): UblDespatch => {
  const issueDate = limaToday(at);
  // ISO dates sort as text: the later of the two.
  const transferStartDate = [despatch.transferStartDate, issueDate].sort()[1] ?? issueDate;
  return { ...despatch, transferStartDate, series, number, issueDate, issueTime: limaTime(at) };
};

/**
 * Issues the trip's GRE transportista as it starts, in the start's transaction, when its company
 * issues guides electronically (SUNAT credentials with the GRE API's client); otherwise the trip
 * starts as before (null). A guide that cannot be built (409 `DESPATCH_INCOMPLETE`), credentials or
 * certificate missing, or SUNAT's rules broken stop the start: the transaction rolls back, so no
 * number is taken. Answers the guide's `V001-00000012`, which the start's audit entry names.
 */
export const issueTripGre = async (
  tx: Tx,
  actor: Actor,
  travelOrderId: number,
  at: Date,
): Promise<string | null> => {
  const { companyId } = await despatchTripOf(tx, travelOrderId);
  if (!(await issuesElectronically(tx, companyId, 'despatch'))) return null;
  const despatch = await despatchOf(tx, travelOrderId);
  const { series, number } = await takeDespatchNumber(tx, companyId);
  await issueElectronic(
    tx,
    actor,
    { companyId, sourceType: GRE_SOURCE, sourceId: travelOrderId },
    { kind: 'despatch', document: numbered(despatch, series, number, at) },
  );
  await tx
    .update(d)
    .set({ greSeries: series, greNumber: number, greIssuedAt: at })
    .where(eq(d.travelOrderId, travelOrderId));
  return greLabel(series, number);
};

/** The trip's issued guide and its SUNAT state; null before the trip issued one. */
export const tripGreOf = async (db: DbOrTx, travelOrderId: number): Promise<TTravelOrderGre | null> => {
  const [row] = await db
    .select({ series: d.greSeries, number: d.greNumber, issuedAt: d.greIssuedAt })
    .from(d)
    .where(eq(d.travelOrderId, travelOrderId));
  if (!row?.series || row.number === null || !row.issuedAt) return null;
  const sunat = (await electronicStatesOf(db, GRE_SOURCE, [travelOrderId])).get(travelOrderId);
  return {
    series: row.series,
    number: row.number,
    label: greLabel(row.series, row.number),
    issuedAt: row.issuedAt.toISOString(),
    state: sunat?.state ?? 'pending',
    sunatCode: sunat?.code ?? null,
    sunatDescription: sunat?.description ?? null,
  };
};

/**
 * The guide's printed representation (404 before the trip issued one): what was signed, as its
 * electronic record keeps it (a plate or a licence changed later does not change the guide), with
 * the QR once SUNAT accepted it.
 */
export const tripGrePdf = async (db: DbOrTx, travelOrderId: number, lang: Language) => {
  const gre = await tripGreOf(db, travelOrderId);
  const record = gre && (await electronicDocumentOf(db, GRE_SOURCE, travelOrderId));
  if (!gre || record?.content?.kind !== 'despatch') throw notFound();
  const accepted = gre.state === 'accepted' || gre.state === 'observed';
  const cdrUrl = accepted && record.cdrZip ? await readCdrQrUrl(record.cdrZip) : null;
  const pdf = await greTransportistaPdf(lang, {
    despatch: record.content.document,
    label: gre.label,
    state: gre.state,
    sunatCode: gre.sunatCode,
    sunatDescription: gre.sunatDescription,
    qrUrl: cdrUrl ? despatchQrText(cdrUrl) : null,
  });
  return { pdf, fileName: `${gre.label}.pdf` };
};
