import type { ModuleId } from '@zerg/shared';
import { useMemo } from 'react';
import { type AvailableModule, availableModules, resolveCurrentModule } from './access';
import { useNavCatalogue } from './nav-catalogue';
import { STORAGE_KEYS, writeItem } from './storage';
import { useSession } from './use-session';
import { useStoredItem } from './use-stored-item';

/** Records the module a route belongs to, so the side menu follows navigation. */
export const setCurrentModule = (moduleId: ModuleId): void =>
  writeItem(STORAGE_KEYS.module, String(moduleId));

export type CurrentModuleState = {
  modules: AvailableModule[];
  current: AvailableModule | null;
};

/** The user's available modules and the current one (stored as `zerg-module`). */
export const useCurrentModule = (): CurrentModuleState => {
  const session = useSession();
  const [stored] = useStoredItem(STORAGE_KEYS.module);
  const catalogue = useNavCatalogue();
  return useMemo(() => {
    const modules = availableModules(session.userData?.arr_modules ?? [], session.sections ?? [], catalogue);
    const currentId = resolveCurrentModule(stored === null ? null : Number(stored), modules);
    return { modules, current: modules.find((m) => m.id === currentId) ?? null };
  }, [session, stored, catalogue]);
};
