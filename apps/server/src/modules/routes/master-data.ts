import { type Language, translateMessage } from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';

/**
 * What the lists of this module share: names of places, status writes, the export's words.
 *
 * The lists' correlated subqueries name the outer table in raw SQL (`zones.id`, not `${zones.id}`):
 * drizzle leaves columns unqualified in a select from one table, and an inner table with a column
 * of the same name (`id`) would silently capture the reference.
 */

/** "Miraflores (Lima)": a district with its department, from the ubigeo tables, by code. */
export const placeName = (districtCode: SQL | string) =>
  sql<string>`(select d.name || ' (' || dep.name || ')' from districts d
    join provinces p on p.code = d.province_code
    join departments dep on dep.code = p.department_code
    where d.code = ${districtCode})`;

/** A column header or word of an Excel export in the caller's language. */
export const exportWord = (lang: Language) => (key: string) => translateMessage(lang, `columns.${key}`);

export const alreadyRegistered = (field: string) =>
  conflict('ALREADY_REGISTERED', { [field]: ['validation.alreadyRegistered'] });

/**
 * Activates or deactivates one row with its audit entry. Deleting is not offered: trips, orders and
 * rates will point at these rows, so a retired one is only deactivated and keeps its history.
 */
export const changeStatus = async (
  db: DbOrTx,
  actor: Actor,
  entity: string,
  id: number,
  isActive: boolean,
  write: (tx: DbOrTx) => Promise<{ id: number }[]>,
): Promise<{ ok: true }> => {
  await db.transaction(async (tx) => {
    const [row] = await write(tx);
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: isActive ? 'activate' : 'deactivate',
      entity,
      entityId: id,
      after: { isActive },
    });
  });
  return { ok: true };
};

export const iso = (d: Date) => d.toISOString();

/** Inserts when `id` is null, else updates the row `id`; answers the row's id. */
export const saveRow = async (
  id: number | null,
  insert: () => Promise<{ id: number }[]>,
  update: (id: number) => Promise<unknown>,
): Promise<number> => {
  if (id !== null) {
    await update(id);
    return id;
  }
  const [row] = await insert();
  if (!row) throw new Error('insert returned no row');
  return row.id;
};
