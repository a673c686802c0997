import {
  languageFromHeader,
  SECTION_IDS,
  ZEntityGroupCreateBody,
  ZEntityGroupItem,
  ZEntityGroupListQuery,
  ZEntityGroupListResponse,
  ZEntityGroupMemberBody,
  ZEntityGroupMembers,
  ZEntityGroupMembersQuery,
  ZEntityGroupUpdateBody,
  ZOption,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { answers } from '../../platform/http/responses.ts';
import type { EntityGroupService } from './entity-group.service.ts';

export const entityGroupRoutes =
  (groups: EntityGroupService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settings'];
    const manage = { access: sections(SECTION_IDS.ENTITY_GROUPS) };
    app.post(
      '/setting/entity-group/list',
      {
        config: manage,
        schema: { tags, body: ZEntityGroupListQuery, response: answers(ZEntityGroupListResponse) },
      },
      (req) => groups.list(req.body),
    );
    app.post(
      '/setting/entity-group/export',
      { config: manage, schema: { tags, body: ZEntityGroupListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await groups.export(actorOf(req), req.body, languageFromHeader(req.headers['accept-language'])),
        ),
    );
    // Pickers on other settings screens (an event's recipient groups) list the active groups.
    app.get(
      '/setting/entity-group/get-select-entity-group',
      {
        config: { access: sections(SECTION_IDS.ENTITY_GROUPS, SECTION_IDS.SETTINGS_GENERAL) },
        schema: { tags, response: answers(z.array(ZOption)) },
      },
      () => groups.select(),
    );
    app.get(
      '/setting/entity-group/get-select-user',
      {
        // The audit search filters by user.
        config: {
          access: sections(SECTION_IDS.ENTITY_GROUPS, SECTION_IDS.SETTINGS_GENERAL, SECTION_IDS.AUDIT_LOG),
        },
        schema: { tags, response: answers(z.array(ZOption)) },
      },
      () => groups.selectUsers(),
    );
    app.post(
      '/setting/entity-group/create',
      { config: manage, schema: { tags, body: ZEntityGroupCreateBody, response: answers(ZEntityGroupItem) } },
      (req) => groups.create(actorOf(req), req.body),
    );
    app.post(
      '/setting/entity-group/update',
      { config: manage, schema: { tags, body: ZEntityGroupUpdateBody, response: answers(ZEntityGroupItem) } },
      (req) => groups.update(actorOf(req), req.body),
    );
    app.post(
      '/setting/entity-group/members',
      {
        config: manage,
        schema: { tags, body: ZEntityGroupMembersQuery, response: answers(ZEntityGroupMembers) },
      },
      (req) => groups.members(req.body.groupId),
    );
    app.post(
      '/setting/entity-group/add-member',
      {
        config: manage,
        schema: { tags, body: ZEntityGroupMemberBody, response: answers(ZEntityGroupMembers) },
      },
      (req) => groups.addMember(actorOf(req), req.body),
    );
    app.post(
      '/setting/entity-group/remove-member',
      {
        config: manage,
        schema: { tags, body: ZEntityGroupMemberBody, response: answers(ZEntityGroupMembers) },
      },
      (req) => groups.removeMember(actorOf(req), req.body),
    );
  };
