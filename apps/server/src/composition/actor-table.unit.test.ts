import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../modules/users/index.ts';
import { actors } from '../platform/audit/actor.table.ts';

describe('the actors view of the users table', () => {
  it('names the users table and only columns it has, with the same types', () => {
    const real = getTableConfig(users);
    const view = getTableConfig(actors);
    expect(view.name).toBe(real.name);
    for (const column of view.columns) {
      const match = real.columns.find((c) => c.name === column.name);
      expect(match, column.name).toBeDefined();
      expect(column.dataType).toBe(match?.dataType);
      expect(column.notNull).toBe(match?.notNull);
    }
  });
});
