import type { VehicleDocumentKind } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addDays, type ExpiryThreshold, expiryStanding } from '../../platform/time/expiry.ts';
import { vehicleDocuments, vehicles } from './fleet.table.ts';
import { vehicleDocumentReminders } from './vehicle-document-reminder.table.ts';

export type VehicleDocumentDue = {
  documentId: number;
  vehicleId: number;
  plate: string;
  kind: VehicleDocumentKind;
  number: string;
  expiryDate: string;
  threshold: ExpiryThreshold;
  /** Days from today to the expiry day: 0 on the last valid day, negative once expired. */
  daysLeft: number;
};

/**
 * The document on file of each kind of each active vehicle (the one that expires last, as the list's
 * `nextExpiry` reads it) when it is expired or expires by `today + days`, both days included. A
 * renewed document replaces the old one here, so an expired SOAT already renewed is not due.
 */
export const vehicleDocumentsDue = async (
  db: DbOrTx,
  today: string,
  days: number,
): Promise<VehicleDocumentDue[]> => {
  const { rows } = await db.execute<{
    id: number;
    vehicle_id: number;
    plate: string;
    kind: VehicleDocumentKind;
    number: string;
    expiry: string;
  }>(sql`select * from (
      select distinct on (d.vehicle_id, d.kind) d.id, d.vehicle_id, v.plate, d.kind, d.number,
        to_char(d.expiry_date, 'YYYY-MM-DD') as expiry
      from ${vehicleDocuments} d join ${vehicles} v on v.id = d.vehicle_id
      where v.is_active
      order by d.vehicle_id, d.kind, d.expiry_date desc, d.id desc
    ) current where current.expiry <= ${addDays(today, days)}
    order by current.expiry, current.plate, current.kind`);
  return rows.map((r) => ({
    documentId: r.id,
    vehicleId: r.vehicle_id,
    plate: r.plate,
    kind: r.kind,
    number: r.number,
    expiryDate: r.expiry,
    ...expiryStanding(today, r.expiry),
  }));
};

/**
 * Records the reminders about to be sent and answers those this call recorded (a document and
 * threshold already reminded is left out): the `claim` of `remindOnce` (platform/jobs), which
 * runs it in the transaction that sends them.
 */
export const claimDocumentReminders = async (
  tx: DbOrTx,
  due: readonly VehicleDocumentDue[],
  today: string,
): Promise<VehicleDocumentDue[]> => {
  if (due.length === 0) return [];
  const claimed = await tx
    .insert(vehicleDocumentReminders)
    .values(due.map((d) => ({ documentId: d.documentId, threshold: d.threshold, sentOn: today })))
    .onConflictDoNothing()
    .returning({
      documentId: vehicleDocumentReminders.documentId,
      threshold: vehicleDocumentReminders.threshold,
    });
  const keys = new Set(claimed.map((c) => `${c.documentId}:${c.threshold}`));
  return due.filter((d) => keys.has(`${d.documentId}:${d.threshold}`));
};
