import {
  type Language,
  MODULES,
  msg,
  type TAreaListQuery,
  type TAreaUpdateBody,
  type TRoleListQuery,
  type TRoleUpdateBody,
} from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { exportWord } from '../../platform/master-data/master-data-service.ts';
import {
  insertArea,
  insertRole,
  lockArea,
  lockRole,
  renameRole,
  setAreaActive,
  setRoleActive,
  updateArea,
  writeRoleAccess,
} from '../catalog/index.ts';
import { employeeExists } from '../employees/index.ts';
import { companyById } from '../references/index.ts';
import { accessErrors } from './access-rules.ts';
import { areaProfiles } from './area-profile.table.ts';
import {
  findArea,
  findAreaByName,
  findRole,
  findRoleByName,
  listAreas,
  listRoles,
} from './roles-areas.repository.ts';

type Paging = { page: number; perPage: number };
type AreaFields = Omit<TAreaUpdateBody, 'id'>;
type RoleFields = Omit<TRoleUpdateBody, 'id'>;

const areaTaken = () => conflict('AREA_ALREADY_REGISTERED', { name: ['errors.AREA_ALREADY_REGISTERED'] });
const roleTaken = () => conflict('ROLE_ALREADY_REGISTERED', { name: ['errors.ROLE_ALREADY_REGISTERED'] });

/** The chief must be an employee; the company must exist and, when newly chosen, be active. */
const checkArea = async (db: DbOrTx, body: AreaFields, before?: { companyId: number | null }) => {
  const fields: Record<string, string[]> = {};
  if (body.chiefEmployeeId !== null && !(await employeeExists(db, body.chiefEmployeeId))) {
    fields.chiefEmployeeId = ['validation.notFoundRef'];
  }
  if (body.companyId !== null) {
    const company = await companyById(db, body.companyId);
    if (!company) fields.companyId = ['validation.notFoundRef'];
    else if (!company.isActive && before?.companyId !== body.companyId)
      fields.companyId = ['validation.inactive'];
  }
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
};

const checkRole = (body: RoleFields) => {
  const fields = accessErrors(body);
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
};

export const createRolesAreasService = ({ db }: Deps) => {
  const getArea = async (id: number) => {
    const area = await findArea(db, id);
    if (!area) throw notFound();
    return area;
  };
  const getRole = async (id: number) => {
    const role = await findRole(db, id);
    if (!role) throw notFound();
    return role;
  };

  const areaService = {
    list: (query: TAreaListQuery & Paging) => listAreas(db, query),

    // Built in the request, bounded by nature: the areas, a few dozen.
    export: async (query: TAreaListQuery, lang: Language) => {
      const { data } = await listAreas(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = exportWord(lang);
      return toXlsx(
        t('areas'),
        [
          { header: t('name'), width: 28, value: (r) => r.name },
          { header: t('chief'), width: 32, value: (r) => r.chiefName },
          { header: t('company'), width: 32, value: (r) => r.companyName },
          { header: t('isHr'), value: (r) => t(r.isHr ? 'yes' : 'no') },
          { header: t('employees'), value: (r) => r.employeeCount },
          { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },

    create: async (actor: Actor, body: AreaFields) => {
      await checkArea(db, body);
      if (await findAreaByName(db, body.name)) throw areaTaken();
      try {
        const id = await db.transaction(async (tx) => {
          const areaId = await insertArea(tx, {
            name: body.name,
            isHr: body.isHr,
            costFunction: body.costFunction ?? null,
          });
          await tx
            .insert(areaProfiles)
            .values({ areaId, companyId: body.companyId, chiefEmployeeId: body.chiefEmployeeId });
          await recordAudit(tx, actor, { action: 'create', entity: 'area', entityId: areaId, after: body });
          return areaId;
        });
        return getArea(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw areaTaken();
        throw err;
      }
    },

    update: async (actor: Actor, body: TAreaUpdateBody) => {
      const { id, ...fields } = body;
      const before = await getArea(id);
      await checkArea(db, fields, before);
      const other = await findAreaByName(db, fields.name);
      if (other && other.id !== id) throw areaTaken();
      try {
        await db.transaction(async (tx) => {
          await updateArea(tx, id, {
            name: fields.name,
            isHr: fields.isHr,
            costFunction: fields.costFunction,
          });
          const profile = { companyId: fields.companyId, chiefEmployeeId: fields.chiefEmployeeId };
          await tx
            .insert(areaProfiles)
            .values({ areaId: id, ...profile })
            .onConflictDoUpdate({ target: areaProfiles.areaId, set: profile });
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'area',
            entityId: id,
            before,
            after: body,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw areaTaken();
        throw err;
      }
      return getArea(id);
    },

    setActive: async (actor: Actor, id: number, isActive: boolean) => {
      const body = { id, isActive };
      const before = await getArea(body.id);
      await db.transaction(async (tx) => {
        if (!body.isActive) {
          // Read inside the transaction, with the area locked, so nobody is placed in it meanwhile.
          await lockArea(tx, body.id);
          const current = await findArea(tx, body.id);
          const count = current?.employeeCount ?? 0;
          if (count > 0)
            throw conflict('AREA_IN_USE', { isActive: [msg('errors.AREA_IN_USE', { count })] }, { count });
        }
        await setAreaActive(tx, body.id, body.isActive);
        await recordAudit(tx, actor, {
          action: body.isActive ? 'activate' : 'deactivate',
          entity: 'area',
          entityId: body.id,
          before: { isActive: before.isActive },
          after: { isActive: body.isActive },
        });
      });
      return getArea(body.id);
    },
  };

  const roleService = {
    list: (query: TRoleListQuery & Paging) => listRoles(db, query),

    // Built in the request, bounded by nature: the roles, a handful.
    export: async (query: TRoleListQuery, lang: Language) => {
      const { data } = await listRoles(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = exportWord(lang);
      const moduleName = (id: number) => t(`module_${MODULES.find((m) => m.id === id)?.key ?? id}`);
      return toXlsx(
        t('roles'),
        [
          { header: t('name'), width: 30, value: (r) => r.name },
          { header: t('modules'), width: 48, value: (r) => r.modules.map(moduleName).join(', ') },
          { header: t('users_count'), value: (r) => r.userCount },
          { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },

    create: async (actor: Actor, body: RoleFields) => {
      checkRole(body);
      if (await findRoleByName(db, body.name)) throw roleTaken();
      try {
        const id = await db.transaction(async (tx) => {
          const roleId = await insertRole(tx, body.name);
          await writeRoleAccess(tx, roleId, body);
          await recordAudit(tx, actor, { action: 'create', entity: 'role', entityId: roleId, after: body });
          return roleId;
        });
        return getRole(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw roleTaken();
        throw err;
      }
    },

    update: async (actor: Actor, body: TRoleUpdateBody) => {
      const { id, ...fields } = body;
      const before = await getRole(id);
      checkRole(fields);
      const other = await findRoleByName(db, fields.name);
      if (other && other.id !== id) throw roleTaken();
      try {
        await db.transaction(async (tx) => {
          await renameRole(tx, id, fields.name);
          // Defaults only: users already holding the role keep the access they were given.
          await writeRoleAccess(tx, id, fields);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'role',
            entityId: id,
            before,
            after: body,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw roleTaken();
        throw err;
      }
      return getRole(id);
    },

    setActive: async (actor: Actor, id: number, isActive: boolean) => {
      const body = { id, isActive };
      const before = await getRole(body.id);
      await db.transaction(async (tx) => {
        if (!body.isActive) {
          await lockRole(tx, body.id);
          const count = (await findRole(tx, body.id))?.userCount ?? 0;
          if (count > 0)
            throw conflict('ROLE_IN_USE', { isActive: [msg('errors.ROLE_IN_USE', { count })] }, { count });
        }
        await setRoleActive(tx, body.id, body.isActive);
        await recordAudit(tx, actor, {
          action: body.isActive ? 'activate' : 'deactivate',
          entity: 'role',
          entityId: body.id,
          before: { isActive: before.isActive },
          after: { isActive: body.isActive },
        });
      });
      return getRole(body.id);
    },
  };

  return { areas: areaService, roles: roleService };
};

export type RolesAreasService = ReturnType<typeof createRolesAreasService>;
