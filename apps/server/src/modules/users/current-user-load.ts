import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';

type Row = {
  id: number;
  email: string;
  role_id: number;
  is_ceo: boolean;
  employee_id: number | null;
  sections: number[];
  modules: number[];
  expires_at: string;
};

/**
 * Loads the user, their live session and current sections in one query on every request, so that a
 * deactivation, a revoked session or a changed permission takes effect on the very next request
 * (the platform's authentication and the real-time sockets call it through `LoadCurrentUser`).
 */
export const loadCurrentUser = async (
  db: Db,
  userId: number,
  sessionId: string,
): Promise<CurrentUser | null> => {
  const result = await db.execute<Row>(sql`
    select u.id, u.email, u.role_id, u.is_ceo, u.employee_id, s.expires_at,
      coalesce((select array_agg(section_id) from user_sections where user_id = u.id), '{}') as sections,
      coalesce((select array_agg(module_id) from user_modules where user_id = u.id), '{}') as modules
    from users u
    join auth_sessions s on s.id = ${sessionId}::uuid and s.user_id = u.id
    where u.id = ${userId} and u.is_active and s.revoked_at is null and s.expires_at > now()
  `);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    sessionId,
    email: row.email,
    roleId: row.role_id,
    isCeo: row.is_ceo,
    employeeId: row.employee_id,
    sections: new Set(row.sections),
    modules: new Set(row.modules),
    sessionExpiresAt: new Date(row.expires_at).getTime(),
  };
};
