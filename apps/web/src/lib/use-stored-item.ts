import { useCallback, useSyncExternalStore } from 'react';
import { readItem, type StorageKey, subscribeStorage, writeItem } from './storage';

/** A single stored string as React state: reads through, writes back to storage. */
export const useStoredItem = (key: StorageKey): [string | null, (value: string | null) => void] => {
  const value = useSyncExternalStore(
    subscribeStorage,
    () => readItem(key),
    () => readItem(key),
  );
  const setValue = useCallback((next: string | null) => writeItem(key, next), [key]);
  return [value, setValue];
};
