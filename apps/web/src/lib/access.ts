import { MODULES, type ModuleDef, type ModuleId, OPEN_SECTION, type TUserModule } from '@zerg/shared';
import type { NavEntry, NavModule } from '../app/derive-screens';
import { NAV_CATALOGUE } from '../app/screens';

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/pages/miscellaneous/not-authorized';
export const NOT_FOUND_PATH = '/error-404';

/** Section 0 is open to every signed-in user; any other section must be granted. */
export const canAccessSection = (sections: readonly number[], section: number): boolean =>
  section === OPEN_SECTION || sections.includes(section);

/** The built screens of a module that the user may open, in menu order. */
export const permittedEntries = (
  moduleId: number,
  sections: readonly number[],
  catalogue: readonly NavModule[] = NAV_CATALOGUE,
): NavEntry[] =>
  (catalogue.find((m) => m.module === moduleId)?.entries ?? []).filter((e) =>
    canAccessSection(sections, e.section),
  );

export const firstScreenOf = (
  moduleId: number,
  sections: readonly number[],
  catalogue: readonly NavModule[] = NAV_CATALOGUE,
): string | null => permittedEntries(moduleId, sections, catalogue)[0]?.path ?? null;

export type AvailableModule = ModuleDef & {
  /** The server's own name, a fallback when the translation is missing. */
  serverName: string;
  /** First permitted built screen: where the card and the module switch go. */
  firstPath: string;
};

/**
 * The modules the user holds that have at least one built screen they may open, in the order the
 * server lists the user's modules.
 */
export const availableModules = (
  userModules: readonly TUserModule[],
  sections: readonly number[],
  catalogue: readonly NavModule[] = NAV_CATALOGUE,
): AvailableModule[] => {
  const result: AvailableModule[] = [];
  for (const held of userModules) {
    const def = MODULES.find((m) => m.id === held.id_module);
    if (!def || result.some((m) => m.id === def.id)) continue;
    const firstPath = firstScreenOf(def.id, sections, catalogue);
    if (firstPath) result.push({ ...def, serverName: held.module_name, firstPath });
  }
  return result;
};

/**
 * Where a signed-in user lands: the first built screen of their first permitted section (in the
 * order of their stored sections), or the module menu when none of them has a screen yet.
 */
export const landingRoute = (
  sections: readonly number[],
  catalogue: readonly NavModule[] = NAV_CATALOGUE,
): string => {
  const entries = catalogue.flatMap((m) => m.entries);
  for (const section of sections) {
    if (section === OPEN_SECTION) continue;
    const entry = entries.find((e) => e.section === section);
    if (entry) return entry.path;
  }
  return HOME_PATH;
};

/** The stored current module when still available, otherwise the first available one. */
export const resolveCurrentModule = (
  stored: number | null,
  available: readonly AvailableModule[],
): ModuleId | null => available.find((m) => m.id === stored)?.id ?? available[0]?.id ?? null;
