import type { DbOrTx } from '../../db/client.ts';
import { listCampuses } from '../catalog/index.ts';
import { attendanceKioskDevices } from './kiosk-device.table.ts';
import { kioskTokenHash, kioskTokenHint } from './kiosk-device-token.ts';

/**
 * The demo kiosk of the head office, whose token the README gives so the demo's kiosk screen can
 * be set up without registering one. It exists only in the demo database.
 */
export const DEMO_KIOSK_TOKEN = 'zkd_DemoKioskLimaMainGateNotForProductionUse001';

/** A demo token per campus, fixed so every demo database looks the same. */
const demoToken = (campusId: number) =>
  campusId === 1 ? DEMO_KIOSK_TOKEN : `zkd_DemoKiosk${String(campusId).padStart(3, '0')}${'x'.repeat(31)}`;

/**
 * One kiosk at the entrance of each demo campus, and a retired tablet of the head office (revoked),
 * registered by the administrator. Answers the device of each campus, for the demo's marks.
 */
export const seedDemoKioskDevices = async (tx: DbOrTx, adminUserId: number | null) => {
  const campuses = await listCampuses(tx, 'id');
  const byCampus = new Map<number, { id: number; name: string }>();
  for (const campus of campuses) {
    const campusId = campus.id;
    const token = demoToken(campusId);
    const name = `Entrada ${campus.name}`;
    const [row] = await tx
      .insert(attendanceKioskDevices)
      .values({
        name,
        campusId,
        tokenHash: kioskTokenHash(token),
        tokenHint: kioskTokenHint(token),
        createdBy: adminUserId,
      })
      .returning({ id: attendanceKioskDevices.id });
    if (row) byCampus.set(campusId, { id: row.id, name });
  }
  const retired = 'zkd_DemoKioskRetiredTabletOfTheHeadOffice000001';
  const [first] = campuses;
  if (first)
    await tx.insert(attendanceKioskDevices).values({
      name: 'Tablet antigua (robada)',
      campusId: first.id,
      tokenHash: kioskTokenHash(retired),
      tokenHint: kioskTokenHint(retired),
      createdBy: adminUserId,
      revokedAt: new Date(),
      revokedBy: adminUserId,
    });
  return byCampus;
};
