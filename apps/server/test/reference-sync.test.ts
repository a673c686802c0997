import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../src/composition/seed/seed-demo.ts';
import { districts } from '../src/modules/references/reference.table.ts';
import { syncReferences } from '../src/modules/references/reference-sync.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();

const xmin = async (code: string) =>
  (
    await ctx.database.db.execute<{ x: string }>(
      sql`select xmin::text as x from districts where code = ${code}`,
    )
  ).rows[0]?.x;

describe('start-up synchronisation', () => {
  it('restores a changed reference row and leaves up-to-date rows unwritten', async () => {
    const { db } = ctx.database;
    await db.update(districts).set({ name: 'Changed by hand' }).where(eq(districts.code, '150101'));
    const untouched = await xmin('150102');
    await syncReferences(db);
    const [restored] = await db.select().from(districts).where(eq(districts.code, '150101'));
    expect(restored?.name).toBe('Lima');
    // An unchanged row keeps its row version: the start did not rewrite it.
    expect(await xmin('150102')).toBe(untouched);
  });

  it('puts a missing reference row back', async () => {
    const { db } = ctx.database;
    await db.execute(sql`delete from districts where code = '250401'`);
    await syncReferences(db);
    expect(await db.select().from(districts).where(eq(districts.code, '250401'))).toHaveLength(1);
  });

  it('does not seed the demo company again into a database that has users', async () => {
    expect(await seedDemo(ctx.database.db)).toBe(false);
  });
});
