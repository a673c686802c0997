import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage';
import { useStoredItem } from './use-stored-item';

export type Skin = 'light' | 'dark';

/** The skin the user picked, or the system's preference until they pick one. */
export const parseSkin = (value: string | null, systemPrefersDark = false): Skin =>
  value === 'dark' || value === 'light' ? value : systemPrefersDark ? 'dark' : 'light';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const subscribeSystem = (onChange: () => void): (() => void) => {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

const useSystemPrefersDark = (): boolean =>
  useSyncExternalStore(
    subscribeSystem,
    () => window.matchMedia(DARK_QUERY).matches,
    () => false,
  );

/** The light/dark skin, stored as `zerg-skin` once picked; the system's preference before that. */
export const useSkin = (): [Skin, (skin: Skin) => void] => {
  const [value, setValue] = useStoredItem(STORAGE_KEYS.skin);
  const systemPrefersDark = useSystemPrefersDark();
  const setSkin = useCallback((skin: Skin) => setValue(skin), [setValue]);
  return [parseSkin(value, systemPrefersDark), setSkin];
};
