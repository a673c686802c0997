import { MODULES, ROLE_IDS, SECTION_IDS, SECTIONS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { moduleSections, modules, sections } from './module.table.ts';

/** Sections every administrator receives the day they first exist (later edits per user stand). */
const ADMIN_ON_ARRIVAL: readonly number[] = [
  SECTION_IDS.AUDIT_LOG,
  SECTION_IDS.SALES_DOCUMENTS,
  SECTION_IDS.RECEIVABLES,
];

/** Gives the administrators' accounts sections that have just arrived, in the sync's transaction. */
export type SectionsArrived = (tx: Tx, sectionIds: readonly number[]) => Promise<void>;

/**
 * Writes the fixed modules and sections of the shared catalogue into the database at start, so the
 * code and the foreign keys agree; existing rows are updated, none is deleted. The accounts live in
 * the users module above this one, which passes `onAdminSectionsArrived` to give them new sections.
 */
export const syncCatalog = async (db: Db, onAdminSectionsArrived?: SectionsArrived): Promise<void> => {
  await db.transaction(async (tx) => {
    const known = new Set((await tx.select({ id: sections.id }).from(sections)).map((s) => s.id));
    const arriving = ADMIN_ON_ARRIVAL.filter((id) => !known.has(id));
    await tx
      .insert(modules)
      .values(MODULES.map((m, i) => ({ id: m.id, key: m.key, icon: m.icon, sort: i })))
      .onConflictDoUpdate({
        target: modules.id,
        set: { key: sql`excluded.key`, icon: sql`excluded.icon`, sort: sql`excluded.sort` },
      });
    await tx
      .insert(sections)
      .values(SECTIONS.map((s) => ({ id: s.id, key: s.key })))
      .onConflictDoUpdate({ target: sections.id, set: { key: sql`excluded.key` } });
    await tx
      .insert(moduleSections)
      .values(
        SECTIONS.flatMap((s, i) => s.modules.map((moduleId) => ({ moduleId, sectionId: s.id, sort: i }))),
      )
      .onConflictDoUpdate({
        target: [moduleSections.moduleId, moduleSections.sectionId],
        set: { sort: sql`excluded.sort` },
      });
    // A database seeded before the section existed: its administrators get it once, as a new
    // database's do from the seed. An empty database (before its seed) has no sections yet and no
    // administrators to give it to.
    if (known.size && arriving.length) {
      const ids = sql.join(
        arriving.map((id) => sql`(${id}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        insert into role_sections (role_id, section_id)
        select r.id, s.id from roles r cross join (values ${ids}) as s(id) where r.id = ${ROLE_IDS.ADMIN}
        on conflict do nothing`);
      await onAdminSectionsArrived?.(tx, arriving);
    }
  });
};
