import { randomBytes } from 'node:crypto';
import { ROLE_IDS } from '@zerg/shared';
import { createTokenSigner } from '../../src/platform/auth/tokens.ts';
import type { TestContext } from './test-app.ts';

export type TestUser = { id: number; email: string; employeeId: number | null };

/**
 * A user written straight into the test database, holding exactly `sections`. It has no usable
 * password: tests speak as it through `sessionToken`, which skips the (slow, throttled) sign-in.
 */
export const createTestUser = async (
  ctx: TestContext,
  options: { sections: readonly number[]; employeeId?: number | null; isCeo?: boolean; id?: number },
): Promise<TestUser> => {
  const email = `test-${randomBytes(5).toString('hex')}@zerg.pe`;
  const employeeId = options.employeeId ?? null;
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `insert into users (${options.id ? 'id, ' : ''}email, password_hash, full_name, role_id, campus_id, employee_id, is_ceo)
     values (${options.id ? `${Number(options.id)}, ` : ''}$1, 'no password', 'Test User', $2,
       (select min(id) from campuses), $3, $4)
     returning id`,
    [email, ROLE_IDS.ADMIN, employeeId, options.isCeo ?? false],
  );
  const id = rows[0]!.id;
  if (options.sections.length) {
    await ctx.database.pool.query(
      'insert into user_sections (user_id, section_id) select $1, unnest($2::int[])',
      [id, [...options.sections]],
    );
  }
  return { id, email, employeeId };
};

/** A live session of `user` and its access token, as a sign-in would give. */
export const sessionToken = async (ctx: TestContext, user: { id: number }): Promise<string> => {
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `insert into auth_sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id`,
    [user.id],
  );
  const signer = createTokenSigner(ctx.config.jwtSecret, ctx.config.accessTokenTtl);
  return signer.sign({ userId: user.id, sessionId: rows[0]!.id });
};

/** Every section id the catalogue knows (what an administrator holds). */
export const allSectionIds = async (ctx: TestContext): Promise<number[]> => {
  const { rows } = await ctx.database.pool.query<{ id: number }>('select id from sections order by id');
  return rows.map((r) => r.id);
};
