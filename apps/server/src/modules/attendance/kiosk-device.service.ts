import {
  type Language,
  msg,
  type TKioskDeviceCreateBody,
  type TKioskDeviceListQuery,
  translateMessage,
} from '@zerg/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { campusExists } from '../catalog/index.ts';
import {
  type ActiveKioskDevice,
  activeDeviceByTokenHash,
  findKioskDeviceItem,
  type KioskDeviceListParams,
  listKioskDevices,
} from './kiosk-device.repository.ts';
import { attendanceKioskDevices } from './kiosk-device.table.ts';
import { kioskTokenHash, kioskTokenHint, kioskTokenOf, newKioskDeviceToken } from './kiosk-device-token.ts';

/**
 * The kiosk a request comes from: its device token (header `x-kiosk-device`) must name a registered
 * device that was not revoked. Missing → 400 `KIOSK_DEVICE_REQUIRED`; unknown or revoked → 403
 * `KIOSK_DEVICE_NOT_REGISTERED`. A session alone, whatever its sections, obtains no code.
 */
export const requireKioskDevice = async (
  db: DbOrTx,
  header: string | string[] | undefined,
): Promise<ActiveKioskDevice> => {
  if (header === undefined || header === '') throw badRequest('KIOSK_DEVICE_REQUIRED');
  const token = kioskTokenOf(header);
  const device = token ? await activeDeviceByTokenHash(db, kioskTokenHash(token)) : null;
  if (!device) throw forbidden('KIOSK_DEVICE_NOT_REGISTERED');
  return device;
};

const listParams = (query: TKioskDeviceListQuery, page?: { page: number; perPage: number }) =>
  ({
    ...query,
    page: page?.page ?? query.page ?? 1,
    perPage: page?.perPage ?? query.perPage ?? 50,
  }) as KioskDeviceListParams;

/** Settings › General › Kiosks (section 2): register a kiosk, revoke it, list and export them. */
export const createKioskDeviceService = ({ db }: Deps) => {
  const answer = async (id: number) => {
    const item = await findKioskDeviceItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  return {
    list: (query: TKioskDeviceListQuery) => listKioskDevices(db, listParams(query)),

    /** The token is in this answer only; the database keeps its hash. */
    register: async (actor: Actor, body: TKioskDeviceCreateBody) => {
      const token = newKioskDeviceToken();
      const id = await db.transaction(async (tx) => {
        if (!(await campusExists(tx, body.campusId)))
          throw badRequest('VALIDATION_ERROR', { campusId: [msg('validation.invalid')] });
        const [row] = await tx
          .insert(attendanceKioskDevices)
          .values({
            name: body.name,
            campusId: body.campusId,
            tokenHash: kioskTokenHash(token),
            tokenHint: kioskTokenHint(token),
            createdBy: actor.user.id,
          })
          .returning({ id: attendanceKioskDevices.id });
        const created = row?.id ?? 0;
        await recordAudit(tx, actor, {
          action: 'register',
          entity: 'attendance_kiosk_device',
          entityId: created,
          after: { name: body.name, campusId: body.campusId, tokenHint: kioskTokenHint(token) },
        });
        return created;
      });
      return { device: await answer(id), token };
    },

    /** Revoking is final: the device's token and every code it showed stop at once. */
    revoke: async (actor: Actor, id: number) => {
      await db.transaction(async (tx) => {
        const before = await findKioskDeviceItem(tx, id);
        if (!before) throw notFound();
        const [row] = await tx
          .update(attendanceKioskDevices)
          .set({ revokedAt: new Date(), revokedBy: actor.user.id })
          .where(and(eq(attendanceKioskDevices.id, id), isNull(attendanceKioskDevices.revokedAt)))
          .returning({ id: attendanceKioskDevices.id });
        if (!row) throw conflict('INVALID_CHANGE');
        await recordAudit(tx, actor, {
          action: 'revoke',
          entity: 'attendance_kiosk_device',
          entityId: id,
          before,
          after: { ...before, status: 'revoked' },
        });
      });
      return answer(id);
    },

    // Built in the request, bounded by nature: the company's kiosks, a few per campus.
    export: async (query: TKioskDeviceListQuery, lang: Language) => {
      const { data } = await listKioskDevices(db, listParams(query, { page: 1, perPage: EXPORT_MAX_ROWS }));
      const t = (key: string) => translateMessage(lang, `attendanceMarking.${key}`);
      return toXlsx(
        t('kioskDevices'),
        [
          { header: t('name'), width: 28, value: (r) => r.name },
          { header: t('campus'), width: 20, value: (r) => r.campusName },
          { header: t('tokenHint'), width: 14, value: (r) => `${r.tokenHint}…` },
          { header: t('status'), width: 12, value: (r) => t(`status_${r.status}`) },
          { header: t('createdAt'), width: 20, value: (r) => new Date(r.createdAt) },
          { header: t('createdBy'), width: 24, value: (r) => r.createdByName },
          {
            header: t('lastSeenAt'),
            width: 20,
            value: (r) => (r.lastSeenAt ? new Date(r.lastSeenAt) : null),
          },
          { header: t('revokedAt'), width: 20, value: (r) => (r.revokedAt ? new Date(r.revokedAt) : null) },
          { header: t('revokedBy'), width: 24, value: (r) => r.revokedByName },
        ],
        data,
      );
    },
  };
};

export type KioskDeviceService = ReturnType<typeof createKioskDeviceService>;
