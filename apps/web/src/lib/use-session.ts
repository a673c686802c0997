import { useSyncExternalStore } from 'react';
import {
  isSignedIn,
  readAccessToken,
  readItem,
  readSession,
  STORAGE_KEYS,
  type StoredSession,
  subscribeStorage,
} from './storage';

export type Session = StoredSession & { signedIn: boolean };

let cachedRaw = '';
let cachedSession: Session | null = null;

// useSyncExternalStore needs a stable snapshot; rebuild it only when the stored strings change.
const getSnapshot = (): Session => {
  const raw = [readItem(STORAGE_KEYS.userData), readAccessToken(), readItem(STORAGE_KEYS.sections)].join(
    '\u0000',
  );
  if (cachedSession && raw === cachedRaw) return cachedSession;
  const session = readSession();
  cachedRaw = raw;
  cachedSession = { ...session, signedIn: isSignedIn(session) };
  return cachedSession;
};

/** The stored session, re-rendering whenever it changes (sign-in, refresh, access sync, sign-out). */
export const useSession = (): Session => useSyncExternalStore(subscribeStorage, getSnapshot, getSnapshot);
