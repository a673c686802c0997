import { MODULES, sectionsOfModule } from '@zerg/shared';
import { asc } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.ts';
import { campuses } from './campus.table.ts';
import { roleModules, roleSections, roles } from './role.table.ts';

export const createCatalogService = ({ db }: Deps) => ({
  roles: async () => {
    const [rows, mods, secs] = await Promise.all([
      db.select().from(roles).orderBy(asc(roles.name)),
      db.select().from(roleModules),
      db.select().from(roleSections),
    ]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      isActive: r.isActive,
      modules: mods
        .filter((m) => m.roleId === r.id)
        .map((m) => m.moduleId)
        .sort((a, b) => a - b),
      sections: secs
        .filter((s) => s.roleId === r.id)
        .map((s) => s.sectionId)
        .sort((a, b) => a - b),
    }));
  },
  campuses: () => db.select().from(campuses).orderBy(asc(campuses.name)),
  modules: () =>
    MODULES.map((m) => ({
      id: m.id,
      key: m.key,
      icon: m.icon,
      sections: sectionsOfModule(m.id).map((s) => ({ id: s.id, key: s.key })),
    })),
});

export type CatalogService = ReturnType<typeof createCatalogService>;
