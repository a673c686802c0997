import type {
  TEntityGroupCreateBody,
  TEntityGroupListQuery,
  TEntityGroupMemberBody,
  TEntityGroupUpdateBody,
} from '@zerg/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { usersById } from '../users/index.ts';
import {
  findEntityGroup,
  findEntityGroupByName,
  findMember,
  listEntityGroups,
  listMembers,
  selectEntityGroups,
  selectUsers,
} from './entity-group.repository.ts';
import { entityGroupMembers, entityGroups } from './entity-group.table.ts';
import { entityGroupExport } from './entity-group-export.ts';

const nameTaken = () => conflict('GROUP_ALREADY_REGISTERED', { name: ['errors.GROUP_ALREADY_REGISTERED'] });
const alreadyMember = () => conflict('USER_ALREADY_IN_GROUP', { userId: ['errors.USER_ALREADY_IN_GROUP'] });

export const createEntityGroupService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const getGroup = async (id: number) => {
    const group = await findEntityGroup(db, id);
    if (!group) throw notFound();
    return group;
  };
  const itemOf = async (id: number) => {
    const row = await getGroup(id);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      isActive: row.isActive,
      memberCount: (await listMembers(db, id)).length,
      createdAt: row.createdAt.toISOString(),
    };
  };

  return {
    list: (query: TEntityGroupListQuery & { page: number; perPage: number }) => listEntityGroups(db, query),

    export: entityGroupExport.answer.bind(null, deps),

    select: () => selectEntityGroups(db),
    selectUsers: () => selectUsers(db),

    members: async (groupId: number) => {
      await getGroup(groupId);
      return listMembers(db, groupId);
    },

    create: async (actor: Actor, body: TEntityGroupCreateBody) => {
      if (await findEntityGroupByName(db, body.name)) throw nameTaken();
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx.insert(entityGroups).values(body).returning({ id: entityGroups.id });
          if (!row) throw new Error('insert returned nothing');
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'entity_group',
            entityId: row.id,
            after: body,
          });
          return row.id;
        });
        return itemOf(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
    },

    update: async (actor: Actor, body: TEntityGroupUpdateBody) => {
      const { id, ...fields } = body;
      const before = await getGroup(id);
      const other = await findEntityGroupByName(db, fields.name);
      if (other && other.id !== id) throw nameTaken();
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(entityGroups)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(entityGroups.id, id));
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'entity_group',
            entityId: id,
            before: { name: before.name, description: before.description, isActive: before.isActive },
            after: fields,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
      return itemOf(id);
    },

    addMember: async (actor: Actor, body: TEntityGroupMemberBody) => {
      await getGroup(body.groupId);
      const user = (await usersById(db, [body.userId])).get(body.userId);
      if (!user) throw badRequest('VALIDATION_ERROR', { userId: ['validation.invalid'] });
      if (await findMember(db, body.groupId, body.userId)) throw alreadyMember();
      try {
        await db.transaction(async (tx) => {
          await tx.insert(entityGroupMembers).values(body);
          await recordAudit(tx, actor, {
            action: 'add_member',
            entity: 'entity_group',
            entityId: body.groupId,
            after: { userId: body.userId },
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw alreadyMember();
        throw err;
      }
      return listMembers(db, body.groupId);
    },

    removeMember: async (actor: Actor, body: TEntityGroupMemberBody) => {
      await getGroup(body.groupId);
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(entityGroupMembers)
          .where(
            and(eq(entityGroupMembers.groupId, body.groupId), eq(entityGroupMembers.userId, body.userId)),
          )
          .returning({ id: entityGroupMembers.id });
        if (removed.length === 0) throw notFound();
        await recordAudit(tx, actor, {
          action: 'remove_member',
          entity: 'entity_group',
          entityId: body.groupId,
          before: { userId: body.userId },
        });
      });
      return listMembers(db, body.groupId);
    },
  };
};

export type EntityGroupService = ReturnType<typeof createEntityGroupService>;
