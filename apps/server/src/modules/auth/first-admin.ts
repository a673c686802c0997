import type { TFirstAdminBody, TLoginResponse } from '@zerg/shared';
import { MODULES, SECTIONS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { RequestOrigin } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { ensureCampus, ensureRoleWithAccess } from '../catalog/index.ts';
import { countUsers, insertUser, writeUserAccess } from '../users/index.ts';
import { type AuthContext, asActor } from './auth-context.ts';

/** Whether the system still has no user at all. */
export const needsSetup =
  ({ db }: AuthContext) =>
  async (): Promise<boolean> =>
    (await countUsers(db)) === 0;

/** Production starts with no user: the first visitor creates the administrator, once. */
export const createFirstAdmin =
  ({ db, startSession }: AuthContext) =>
  async (body: TFirstAdminBody, origin: RequestOrigin): Promise<TLoginResponse> => {
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
      if ((await countUsers(tx)) > 0) throw conflict('SETUP_ALREADY_DONE');
      const everything = { modules: MODULES.map((m) => m.id), sections: SECTIONS.map((s) => s.id) };
      const roleId = await ensureRoleWithAccess(tx, 'Administrador', everything);
      const campusId = await ensureCampus(tx, { name: 'Sede principal', city: 'Lima' });
      const user = {
        id: await insertUser(tx, {
          email: body.email,
          fullName: body.fullName,
          passwordHash,
          roleId,
          campusId,
        }),
      };
      await writeUserAccess(tx, user.id, everything);
      await recordAudit(tx, asActor(origin, user.id), {
        action: 'create',
        entity: 'user',
        entityId: user.id,
        after: { email: body.email, fullName: body.fullName, setup: true },
      });
      return startSession(tx, user.id, origin);
    });
  };
