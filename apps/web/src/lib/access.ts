import {
  MODULE_IDS,
  MODULES,
  type ModuleDef,
  type ModuleId,
  OPEN_SECTION,
  type TUserModule,
} from '@zerg/shared';
import type { NavEntry, NavModule } from './nav-catalogue';

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
  catalogue: readonly NavModule[],
): NavEntry[] =>
  (catalogue.find((m) => m.module === moduleId)?.entries ?? []).filter((e) =>
    canAccessSection(sections, e.section),
  );

export const firstScreenOf = (
  moduleId: number,
  sections: readonly number[],
  catalogue: readonly NavModule[],
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
  catalogue: readonly NavModule[],
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

// Where a user sets things up rather than works: they land there only when they have nothing else.
const SETUP_MODULES: ReadonlySet<number> = new Set([MODULE_IDS.SETTINGS]);

/**
 * Where a signed-in user lands: the first permitted screen of their main module — the first module
 * they hold (in catalogue order) with a screen of a granted section, Settings only when it is all
 * they have — or the module menu when none of their sections has a screen yet.
 */
export const landingRoute = (
  sections: readonly number[],
  catalogue: readonly NavModule[],
  heldModules?: readonly number[],
): string => {
  const granted = sections.filter((section) => section !== OPEN_SECTION);
  const withScreens = catalogue.filter((m) => m.entries.some((e) => granted.includes(e.section)));
  // A section shared by two modules (viatics, reports) counts only under the modules the user holds.
  const held = withScreens.filter((m) => heldModules?.includes(m.module) ?? true);
  const candidates = held.length > 0 ? held : withScreens;
  const main = candidates.find((m) => !SETUP_MODULES.has(m.module)) ?? candidates[0];
  return (main && firstScreenOf(main.module, sections, catalogue)) ?? HOME_PATH;
};

/** The stored current module when still available, otherwise the first available one. */
export const resolveCurrentModule = (
  stored: number | null,
  available: readonly AvailableModule[],
): ModuleId | null => available.find((m) => m.id === stored)?.id ?? available[0]?.id ?? null;
