import { createHmac } from 'node:crypto';
import {
  isModuleId,
  MODULE_IDS,
  SECTION_IDS,
  SECTIONS,
  type TChangePasswordBody,
  type TProfileUpdateBody,
  type TUserListQuery,
  type TUserRegisterBody,
  type TUserUpdateBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { createPasswordThrottle } from '../../platform/auth/password-throttle.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound, tooManyAttempts } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { campusExists, findAreaAccess, roleExists, roleIsActive } from '../catalog/index.ts';
import { employeeExists, findEmployeeFacts } from '../employees/index.ts';
import { findProfile, findUserByEmail, findUserForEdit, listUsers } from './user.repository.ts';
import { users } from './user.table.ts';
import { writeUserAccess } from './user-access.ts';
import { userExport } from './user-export.ts';
import { insertUser, setPassword } from './user-identity.ts';
import { revokeSessions } from './user-sessions.ts';

type UserFields = Omit<TUserRegisterBody, 'password' | 'passwordConfirmation'>;

const emailTaken = () => conflict('EMAIL_ALREADY_REGISTERED', { email: ['errors.EMAIL_ALREADY_REGISTERED'] });

/**
 * What a user linked to this employee may be given: the access of the employee's area (Settings →
 * Areas-module), or null when there is no employee, no job, or the area is not restricted.
 */
export const allowedAccessFor = async (db: DbOrTx, employeeId: number | null) => {
  const facts = employeeId === null ? null : await findEmployeeFacts(db, employeeId);
  const access = facts ? await findAreaAccess(db, facts.areaId) : null;
  return {
    areaId: facts?.areaId ?? null,
    modules: access?.modules ?? null,
    sections: access?.sections ?? null,
  };
};

/**
 * Every referenced row must exist, every section must sit under a chosen module, and both must be
 * among those the employee's area allows. A new user needs an active role; an existing one keeps a
 * role deactivated since.
 */
const checkReferences = async (db: DbOrTx, body: UserFields, previousRoleId?: number) => {
  const fields: Record<string, string[]> = {};
  if (!(await roleExists(db, body.roleId))) fields.roleId = ['validation.invalid'];
  else if (body.roleId !== previousRoleId && !(await roleIsActive(db, body.roleId))) {
    fields.roleId = ['validation.inactive'];
  }
  if (!(await campusExists(db, body.campusId))) fields.campusId = ['validation.invalid'];
  if (body.employeeId !== null && !(await employeeExists(db, body.employeeId))) {
    fields.employeeId = ['validation.invalid'];
  }
  if (!body.modules.every(isModuleId)) fields.modules = ['validation.invalid'];
  const misplaced = body.sections.filter((id) => {
    const section = SECTIONS.find((s) => s.id === id);
    return !section?.modules.some((m) => body.modules.includes(m));
  });
  if (misplaced.length) fields.sections = ['validation.invalid'];
  if (!fields.employeeId) {
    const allowed = await allowedAccessFor(db, body.employeeId);
    if (allowed.modules && !body.modules.every((id) => allowed.modules?.includes(id))) {
      fields.modules = ['validation.notAllowedForArea'];
    }
    if (allowed.sections && !body.sections.every((id) => allowed.sections?.includes(id))) {
      fields.sections = ['validation.notAllowedForArea'];
    }
  }
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
};

export const createUserService = (deps: Deps & ExportDeps) => {
  const { db, config } = deps;
  const throttle = createPasswordThrottle(db, config.throttle);
  const qrPayload = (id: number) => {
    const mac = createHmac('sha256', config.jwtSecret).update(`user:${id}`).digest('hex').slice(0, 16);
    return `ZERG-USER:${id}:${mac}`;
  };

  const getEdit = async (id: number) => {
    const user = await findUserForEdit(db, id);
    if (!user) throw notFound();
    return user;
  };

  return {
    list: (query: TUserListQuery & { page: number; perPage: number }) => listUsers(db, query),

    export: userExport.answer.bind(null, deps),

    getEdit,

    allowedAccess: (employeeId: number | null) => allowedAccessFor(db, employeeId),

    register: async (actor: Actor, body: TUserRegisterBody) => {
      const { password, passwordConfirmation: _c, ...fields } = body;
      await checkReferences(db, fields);
      if (await findUserByEmail(db, fields.email)) throw emailTaken();
      const passwordHash = await hashPassword(password);
      try {
        const id = await db.transaction(async (tx) => {
          const { modules, sections, ...account } = fields;
          const created = await insertUser(tx, { ...account, passwordHash });
          await writeUserAccess(tx, created, { modules, sections });
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'user',
            entityId: created,
            after: fields,
          });
          return created;
        });
        return getEdit(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    update: async (actor: Actor, body: TUserUpdateBody) => {
      const { id, password, passwordConfirmation: _c, ...fields } = body;
      const before = await getEdit(id);
      await checkReferences(db, fields, before.roleId);
      const other = await findUserByEmail(db, fields.email);
      if (other && other.id !== id) throw emailTaken();
      if (
        id === actor.user.id &&
        (!fields.isActive ||
          !fields.modules.includes(MODULE_IDS.USERS) ||
          !fields.sections.includes(SECTION_IDS.USERS))
      ) {
        throw conflict('CANNOT_REMOVE_OWN_ACCESS');
      }
      const passwordHash = password ? await hashPassword(password) : undefined;
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ ...fields, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
            .where(eq(users.id, id));
          await writeUserAccess(tx, id, fields);
          if (!fields.isActive && before.isActive) await revokeSessions(tx, { userId: id }, 'deactivated');
          else if (passwordHash) {
            const keep = id === actor.user.id ? actor.user.sessionId : undefined;
            await revokeSessions(tx, { userId: id, keep }, 'password_change');
          }
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'user',
            entityId: id,
            before,
            after: { id, ...fields, passwordChanged: Boolean(passwordHash) },
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      return getEdit(id);
    },

    profile: async (actor: Actor) => {
      const profile = await findProfile(db, actor.user.id);
      if (!profile) throw notFound();
      return profile;
    },

    updateProfile: async (actor: Actor, body: TProfileUpdateBody) => {
      const before = await findProfile(db, actor.user.id);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(users.id, actor.user.id));
        await recordAudit(tx, actor, {
          action: 'update_profile',
          entity: 'user',
          entityId: actor.user.id,
          before,
          after: body,
        });
      });
      const profile = await findProfile(db, actor.user.id);
      if (!profile) throw notFound();
      return profile;
    },

    changePassword: async (actor: Actor, body: TChangePasswordBody) => {
      // A stolen access token must not become an unthrottled password oracle.
      const wait = await throttle.blockedFor(actor.user.email, actor.ip);
      if (wait > 0) throw tooManyAttempts(wait);
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actor.user.id));
      if (!row || !(await verifyPassword(row.hash, body.currentPassword))) {
        await throttle.fail(actor.user.email, actor.ip);
        throw conflict('WRONG_CURRENT_PASSWORD', { currentPassword: ['errors.WRONG_CURRENT_PASSWORD'] });
      }
      await throttle.succeed(actor.user.email);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await setPassword(tx, actor.user.id, passwordHash);
        // Other devices must sign in again with the new password; this one stays signed in.
        await revokeSessions(tx, { userId: actor.user.id, keep: actor.user.sessionId }, 'password_change');
        await recordAudit(tx, actor, { action: 'change_password', entity: 'user', entityId: actor.user.id });
      });
    },

    qr: async (id: number) => {
      await getEdit(id);
      const payload = qrPayload(id);
      return { payload, dataUrl: await QRCode.toDataURL(payload, { margin: 1, width: 320 }) };
    },

    qrPng: async (id: number) => {
      const user = await getEdit(id);
      const png = await QRCode.toBuffer(qrPayload(id), { margin: 2, width: 512, type: 'png' });
      return { png, fileName: `qr-${user.email.replace(/[^a-zA-Z0-9._-]/g, '_')}.png` };
    },
  };
};

export type UserService = ReturnType<typeof createUserService>;
