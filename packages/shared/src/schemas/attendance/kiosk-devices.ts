import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse } from '../common.ts';

/**
 * A registered kiosk: the only kind of browser that may obtain the rotating attendance code. It
 * sends its device token in this header with every kiosk request, beside the kiosk user's session.
 */
export const KIOSK_DEVICE_HEADER = 'x-kiosk-device';

export const KIOSK_DEVICE_STATUSES = ['active', 'revoked'] as const;
export type KioskDeviceStatus = (typeof KIOSK_DEVICE_STATUSES)[number];

export const ZKioskDeviceCreateBody = z.object({
  name: requiredText(80),
  campusId: z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(2_147_483_647, { error: msg('validation.invalid') }),
});
export type TKioskDeviceCreateBody = z.infer<typeof ZKioskDeviceCreateBody>;
export type TKioskDeviceCreateInput = z.input<typeof ZKioskDeviceCreateBody>;

export const ZKioskDevice = z.object({
  id: z.number(),
  name: z.string(),
  campusId: z.number(),
  campusName: z.string(),
  /** The token's first characters, to tell devices apart; the token itself is never stored. */
  tokenHint: z.string(),
  status: z.enum(KIOSK_DEVICE_STATUSES),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
});
export type TKioskDevice = z.infer<typeof ZKioskDevice>;

/** The answer to a registration: the only time the device token is ever shown. */
export const ZKioskDeviceRegistered = z.object({ device: ZKioskDevice, token: z.string() });
export type TKioskDeviceRegistered = z.infer<typeof ZKioskDeviceRegistered>;

export const KIOSK_DEVICE_SORTABLE = ['name', 'campusName', 'createdAt', 'lastSeenAt'] as const;
export const ZKioskDeviceListQuery = listQuery(
  z.object({ status: z.enum(KIOSK_DEVICE_STATUSES).optional(), campusId: dbId().optional() }),
  KIOSK_DEVICE_SORTABLE,
);
export type TKioskDeviceListQuery = z.input<typeof ZKioskDeviceListQuery>;
export const ZKioskDeviceListResponse = listResponse(ZKioskDevice);
export type TKioskDeviceListResponse = z.infer<typeof ZKioskDeviceListResponse>;
