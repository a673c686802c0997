import { Placeholder } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { builtPage, withPlaceholders } from './built-query.ts';

describe('withPlaceholders', () => {
  it('gives back the same text with each $n as the placeholder pn, in order', () => {
    const text = '("employees"."is_active" = $1 and "employee_jobs"."area_id" in ($2, $3))';
    const built = new PgDialect().sqlToQuery(withPlaceholders(text) ?? (undefined as never));
    expect(built.sql).toBe(text);
    expect(built.params.map((p) => (p instanceof Placeholder ? p.name : p))).toEqual(['p1', 'p2', 'p3']);
  });

  it('is no condition for no text', () => {
    expect(withPlaceholders('')).toBeUndefined();
  });
});

describe('builtPage', () => {
  it('builds a shape once per database, under a name that depends on the shape alone', () => {
    const db = {} as never;
    const other = {} as never;
    const names: string[] = [];
    const build = (name: string) => {
      names.push(name);
      return { execute: async () => [] };
    };
    const first = builtPage(db, 'a', build);
    expect(builtPage(db, 'a', build)).toBe(first);
    builtPage(db, 'b', build);
    builtPage(other, 'a', build);
    expect(names).toHaveLength(3);
    expect(names[0]).toBe(names[2]);
    expect(names[0]).not.toBe(names[1]);
  });
});
