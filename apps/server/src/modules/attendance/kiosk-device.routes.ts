import {
  languageFromHeader,
  SECTION_IDS,
  ZIdBody,
  ZKioskDevice,
  ZKioskDeviceCreateBody,
  ZKioskDeviceListQuery,
  ZKioskDeviceListResponse,
  ZKioskDeviceRegistered,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { answers } from '../../platform/http/responses.ts';
import type { KioskDeviceService } from './kiosk-device.service.ts';

/**
 * Registered attendance kiosks (Settings › General, section 2): a holder of monitoring attendance
 * (section 5) runs a kiosk but cannot register one, so no kiosk user can make a device of their own.
 */
export const kioskDeviceRoutes =
  (devices: KioskDeviceService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];
    const manage = { access: sections(SECTION_IDS.SETTINGS_GENERAL) };
    const base = '/setting/kiosk-devices';
    app.post(
      `${base}/list`,
      {
        config: manage,
        schema: { tags, body: ZKioskDeviceListQuery, response: answers(ZKioskDeviceListResponse) },
      },
      (req) => devices.list(req.body),
    );
    app.post(
      `${base}/export`,
      { config: manage, schema: { tags, body: ZKioskDeviceListQuery } },
      async (req, reply) =>
        sendXlsx(
          reply,
          'kiosk-devices',
          await devices.export(req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    app.post(
      `${base}/create`,
      {
        config: manage,
        schema: { tags, body: ZKioskDeviceCreateBody, response: answers(ZKioskDeviceRegistered) },
      },
      (req) => devices.register(actorOf(req), req.body),
    );
    app.post(
      `${base}/revoke`,
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZKioskDevice) } },
      (req) => devices.revoke(actorOf(req), req.body.id),
    );
  };
