import { DISPATCH_DOCUMENT_KINDS, type TDispatchDocument } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vehicleDocuments } from '../fleet/index.ts';

/**
 * Every vehicle's SOAT and technical inspection that expires last, so the trip form can say which
 * vehicle has them in force on the planned day before the trip is saved (dispatch refuses it).
 */
export const dispatchDocumentsByVehicle = async (db: DbOrTx): Promise<Map<number, TDispatchDocument[]>> => {
  const { rows } = await db.execute<{
    vehicle_id: number;
    kind: TDispatchDocument['kind'];
    valid_from: string;
    valid_to: string;
  }>(sql`select distinct on (d.vehicle_id, d.kind) d.vehicle_id, d.kind,
      to_char(d.issue_date, 'YYYY-MM-DD') as valid_from, to_char(d.expiry_date, 'YYYY-MM-DD') as valid_to
    from ${vehicleDocuments} d
    where d.kind = any(${sql.param([...DISPATCH_DOCUMENT_KINDS])}::text[])
    order by d.vehicle_id, d.kind, d.expiry_date desc`);
  const byVehicle = new Map<number, TDispatchDocument[]>();
  for (const r of rows) {
    const id = Number(r.vehicle_id);
    byVehicle.set(id, [
      ...(byVehicle.get(id) ?? []),
      { kind: r.kind, validFrom: r.valid_from, validTo: r.valid_to },
    ]);
  }
  return byVehicle;
};
