import { MODULES, SECTIONS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moduleSections, modules, sections } from './module.table.ts';

/**
 * Writes the fixed modules and sections of the shared catalogue into the database at start, so the
 * code and the foreign keys agree; existing rows are updated, none is deleted.
 */
export const syncCatalog = async (db: Db): Promise<void> => {
  await db.transaction(async (tx) => {
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
  });
};
