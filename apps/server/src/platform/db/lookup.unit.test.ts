import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { lookupOf } from './lookup.ts';

const owners = pgTable('owners', { id: serial('id').primaryKey(), name: text('name').notNull() });
const things = pgTable('things', { id: serial('id').primaryKey(), ownerId: integer('owner_id') });

// Builds the SQL only: no connection is made.
const db = drizzle.mock();

describe('lookupOf', () => {
  it('names the outer column in full even where a select from one table drops the qualifier', () => {
    const { sql } = db
      .select({ id: things.id, ownerName: lookupOf(owners.name, owners.id, things.ownerId) })
      .from(things)
      .toSQL();
    expect(sql).toBe(
      'select "id", (select "owners"."name" from "owners" where "owners"."id" = "things"."owner_id") from "things"',
    );
  });
});
