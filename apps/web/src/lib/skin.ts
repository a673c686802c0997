import { useCallback } from 'react';
import { STORAGE_KEYS } from './storage';
import { useStoredItem } from './use-stored-item';

export type Skin = 'light' | 'dark';

export const parseSkin = (value: string | null): Skin => (value === 'dark' ? 'dark' : 'light');

/** The light/dark skin, stored as `zerg-skin` (light by default). */
export const useSkin = (): [Skin, (skin: Skin) => void] => {
  const [value, setValue] = useStoredItem(STORAGE_KEYS.skin);
  const setSkin = useCallback((skin: Skin) => setValue(skin), [setValue]);
  return [parseSkin(value), setSkin];
};
