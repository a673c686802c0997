import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { areaModules, areaSections } from './area-access.table.ts';

/** What an area's people may be given; null when the area is not restricted (no module set). */
export type AreaAccess = { modules: number[]; sections: number[] } | null;

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export const findAreaAccess = async (db: DbOrTx, areaId: number): Promise<AreaAccess> => {
  const [mods, secs] = await Promise.all([
    db.select({ id: areaModules.moduleId }).from(areaModules).where(eq(areaModules.areaId, areaId)),
    db.select({ id: areaSections.sectionId }).from(areaSections).where(eq(areaSections.areaId, areaId)),
  ]);
  if (mods.length === 0) return null;
  return { modules: sorted(mods.map((m) => m.id)), sections: sorted(secs.map((s) => s.id)) };
};

/** Replaces an area's allowed access; no modules lifts the restriction. */
export const writeAreaAccess = async (
  db: DbOrTx,
  areaId: number,
  access: { modules: readonly number[]; sections: readonly number[] },
): Promise<void> => {
  await db.delete(areaModules).where(eq(areaModules.areaId, areaId));
  await db.delete(areaSections).where(eq(areaSections.areaId, areaId));
  const modules = sorted([...access.modules]);
  const sections = modules.length ? sorted([...access.sections]) : [];
  if (modules.length) await db.insert(areaModules).values(modules.map((moduleId) => ({ areaId, moduleId })));
  if (sections.length)
    await db.insert(areaSections).values(sections.map((sectionId) => ({ areaId, sectionId })));
};
