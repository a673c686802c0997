import { eq, lt } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Actor } from '../../platform/auth/current-user.ts';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors/app-error.ts';
import { listCampuses } from '../catalog/index.ts';
import { employeeIdByAttendanceCode } from '../employees/index.ts';
import { deviceOf, type MarkContext, ownEmployee } from './attendance-mark-context.ts';
import { attendanceKioskCodesUsed } from './kiosk-code.table.ts';
import {
  employeeCodeOf,
  KIOSK_CODE_GRACE_SECONDS,
  KIOSK_CODE_ROTATE_SECONDS,
  signKioskCode,
  verifyKioskCode,
} from './kiosk-code.ts';
import { activeDeviceById } from './kiosk-device.repository.ts';
import { requireKioskDevice } from './kiosk-device.service.ts';
import { attendanceKioskDevices } from './kiosk-device.table.ts';

/** The campuses a kiosk may stand in (the kiosk user may not read the catalogue's list). */
export const kioskCampuses =
  ({ db }: MarkContext) =>
  () =>
    listCampuses(db);

/**
 * A fresh code for the registered kiosk this request comes from, and its QR. A session alone,
 * without a registered device's token, gets none (see `requireKioskDevice`).
 */
export const kioskCode =
  ({ db, config }: MarkContext) =>
  async (deviceHeader: string | string[] | undefined) => {
    const device = await requireKioskDevice(db, deviceHeader);
    const now = Date.now();
    // Used codes older than any valid code only wait to be dropped; the kiosk's refresh does it.
    await db
      .delete(attendanceKioskCodesUsed)
      .where(lt(attendanceKioskCodesUsed.usedAt, new Date(now - 10 * 60_000)));
    await db
      .update(attendanceKioskDevices)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(attendanceKioskDevices.id, device.id));
    const code = signKioskCode(config.jwtSecret, device.id, now);
    const issuedAt = Math.floor(now / 1000) * 1000;
    return {
      code,
      deviceId: device.id,
      deviceName: device.name,
      campusId: device.campusId,
      campusName: device.campusName,
      issuedAt: new Date(issuedAt).toISOString(),
      expiresAt: new Date(
        issuedAt + (KIOSK_CODE_ROTATE_SECONDS + KIOSK_CODE_GRACE_SECONDS) * 1000,
      ).toISOString(),
      refreshInSeconds: KIOSK_CODE_ROTATE_SECONDS,
      qrSvg: await QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    };
  };

/**
 * The signed-in employee marks with the code they scanned on a kiosk. The code must come from
 * a device that is still registered; the mark records it and takes its campus.
 */
export const selfMark =
  ({ db, config, markNow }: MarkContext) =>
  async (actor: Actor, code: string, userAgent: string | undefined) => {
    const employeeId = ownEmployee(actor.user);
    const check = verifyKioskCode(config.jwtSecret, code, Date.now());
    if (!check.ok) throw badRequest(check.reason === 'expired' ? 'KIOSK_CODE_EXPIRED' : 'KIOSK_CODE_INVALID');
    const device = await activeDeviceById(db, check.deviceId);
    if (!device) throw forbidden('KIOSK_DEVICE_NOT_REGISTERED');
    return markNow(
      actor,
      {
        employeeId,
        method: 'self_qr',
        campusId: device.campusId,
        device: deviceOf(userAgent),
        kioskDeviceId: device.id,
        recordedBy: actor.user.id,
      },
      async (tx) => {
        const used = await tx
          .insert(attendanceKioskCodesUsed)
          .values({ employeeId, code: code.trim() })
          .onConflictDoNothing()
          .returning({ code: attendanceKioskCodesUsed.code });
        if (!used.length) throw conflict('KIOSK_CODE_REPLAYED');
      },
    );
  };

/** The registered kiosk scans an employee's printed attendance QR. */
export const kioskScan =
  ({ db, markNow }: MarkContext) =>
  async (actor: Actor, deviceHeader: string | string[] | undefined, employeeCode: string) => {
    const device = await requireKioskDevice(db, deviceHeader);
    const employeeId = await employeeIdByAttendanceCode(db, employeeCodeOf(employeeCode));
    if (employeeId === null) throw new AppError(404, 'EMPLOYEE_CODE_UNKNOWN');
    return markNow(actor, {
      employeeId,
      method: 'kiosk_scan',
      campusId: device.campusId,
      device: `kiosk: ${device.name}`,
      kioskDeviceId: device.id,
      recordedBy: actor.user.id,
    });
  };
