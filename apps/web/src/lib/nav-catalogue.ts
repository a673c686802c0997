import type { ModuleId } from '@zerg/shared';
import { createContext, useContext } from 'react';
import type { NavIconName } from './screen';

/** One screen of a module's side menu. */
export type NavEntry = {
  path: string;
  /** Fully qualified i18n key (`namespace:key`). */
  titleKey: string;
  section: number;
  icon: NavIconName;
};

export type NavModule = {
  module: ModuleId;
  entries: readonly NavEntry[];
};

/**
 * The menu screens of each module, which `app/` derives from every feature's screens and provides
 * at the root: features and shared code read it here without importing `app/`.
 */
export const NavCatalogueContext = createContext<readonly NavModule[]>([]);

export const useNavCatalogue = (): readonly NavModule[] => useContext(NavCatalogueContext);
