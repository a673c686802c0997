import {
  languageFromHeader,
  SECTION_IDS,
  ZAllowedAccess,
  ZAllowedAccessBody,
  ZChangePasswordBody,
  ZIdBody,
  ZOk,
  ZProfile,
  ZProfileUpdateBody,
  ZUserEdit,
  ZUserListQuery,
  ZUserListResponse,
  ZUserQr,
  ZUserRegisterBody,
  ZUserUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import type { UserService } from './user.service.ts';

export const userRoutes =
  (users: UserService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['users'];
    const manage = { access: sections(SECTION_IDS.USERS) };
    app.post(
      '/user/list',
      {
        config: manage,
        schema: { tags, body: ZUserListQuery, response: answers(ZUserListResponse) },
      },
      (req) => users.list(req.body),
    );
    app.post('/user/export', { config: manage, schema: { tags, body: ZUserListQuery } }, async (req, reply) =>
      sendExport(
        reply,
        await users.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
      ),
    );
    app.post(
      '/user/allowed-access',
      {
        config: manage,
        schema: { tags, body: ZAllowedAccessBody, response: answers(ZAllowedAccess) },
      },
      (req) => users.allowedAccess(req.body.employeeId),
    );
    app.post(
      '/user/register',
      {
        config: manage,
        schema: { tags, body: ZUserRegisterBody, response: answers(ZUserEdit) },
      },
      (req) => users.register(actorOf(req), req.body),
    );
    app.post(
      '/user/update-user',
      {
        config: manage,
        schema: { tags, body: ZUserUpdateBody, response: answers(ZUserEdit) },
      },
      (req) => users.update(actorOf(req), req.body),
    );
    app.post(
      '/user/get-user-edit',
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZUserEdit) } },
      (req) => users.getEdit(req.body.id),
    );
    app.post(
      '/user/get-user-qr',
      { config: manage, schema: { tags, body: ZIdBody, response: answers(ZUserQr) } },
      (req) => users.qr(req.body.id),
    );
    app.post('/user/download-qr', { config: manage, schema: { tags, body: ZIdBody } }, async (req, reply) => {
      const { png, fileName } = await users.qrPng(req.body.id);
      return sendFile(reply, { fileName, mime: 'image/png', content: png });
    });
    app.post(
      '/user/get-profile-user',
      { config: { access: SIGNED_IN }, schema: { tags, response: answers(ZProfile) } },
      (req) => users.profile(actorOf(req)),
    );
    app.post(
      '/user/update-profile-user',
      {
        config: { access: SIGNED_IN },
        schema: { tags, body: ZProfileUpdateBody, response: answers(ZProfile) },
      },
      (req) => users.updateProfile(actorOf(req), req.body),
    );
    app.post(
      '/user/change-password',
      {
        config: { access: SIGNED_IN },
        schema: { tags, body: ZChangePasswordBody, response: answers(ZOk) },
      },
      async (req) => {
        await users.changePassword(actorOf(req), req.body);
        return { ok: true as const };
      },
    );
  };
