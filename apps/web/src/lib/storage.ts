import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type TLoginResponse,
  type TUserData,
  type TUserModule,
  type TUserSection,
} from '@zerg/shared';

/**
 * Every key the app keeps in localStorage (SPEC §9 plus the web's own preferences). No token is
 * among them: the access token lives in this module's memory and the refresh token in an HttpOnly
 * cookie the page cannot read, so a script injected into the page finds nothing to carry away.
 */
export const STORAGE_KEYS = {
  userData: 'userData',
  sections: 'sections',
  perPage: 'per-page',
  skin: 'zerg-skin',
  language: 'zerg-lang',
  module: 'zerg-module',
  menuCollapsed: 'zerg-menu-collapsed',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of the Web Storage API the app uses; tests pass an in-memory one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

// Where earlier versions kept the tokens; removed on start.
const LEGACY_TOKEN_KEYS = ['accessToken', 'refreshToken'] as const;

const SESSION_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.userData,
  STORAGE_KEYS.sections,
  STORAGE_KEYS.module,
];

export const createMemoryStorage = (): StorageLike => {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    clear: () => map.clear(),
  };
};

// Private browsing and some embedded browsers throw on localStorage access; the app then keeps
// working for the tab's lifetime with a memory store.
const detectBackend = (): StorageLike => {
  try {
    const candidate = globalThis.localStorage;
    if (candidate) {
      candidate.getItem(STORAGE_KEYS.skin);
      return candidate;
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
};

let backend: StorageLike | null = null;
const listeners = new Set<() => void>();
let accessToken: string | null = null;

const store = (): StorageLike => {
  backend ??= detectBackend();
  return backend;
};

/** Swaps the storage backend (tests). */
export const setStorageBackend = (next: StorageLike): void => {
  backend = next;
  notify();
};

const notify = (): void => {
  for (const listener of listeners) listener();
};

/** Subscribes to every write made through these helpers (for `useSyncExternalStore`). */
export const subscribeStorage = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const readItem = (key: StorageKey): string | null => {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
};

export const writeItem = (key: StorageKey, value: string | null): void => {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // quota or privacy errors only cost the preference, never the action
  }
  notify();
};

/** The access token of this tab, held in memory only: a reload starts without one. */
export const readAccessToken = (): string | null => accessToken;

export const writeAccessToken = (token: string | null): void => {
  accessToken = token;
  notify();
};

/** Forgets the tokens earlier versions left in storage. */
export const removeLegacyTokens = (): void => {
  for (const key of LEGACY_TOKEN_KEYS) {
    try {
      store().removeItem(key);
    } catch {
      // nothing stored, nothing to remove
    }
  }
};

export const readJson = (key: StorageKey): unknown => {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

export const writeJson = (key: StorageKey, value: unknown): void => writeItem(key, JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored user is usable when it has an id and an email; anything else counts as absent. */
export const parseUserData = (value: unknown): TUserData | null =>
  isRecord(value) && typeof value.id === 'number' && typeof value.email === 'string'
    ? (value as TUserData)
    : null;

/** The `sections` entry must be an array of numbers; anything else counts as missing. */
export const parseSections = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'number') ? (value as number[]) : null;

/** Permitted section ids in the order the server sent them, without duplicates. */
export const sectionsFromUser = (sections: readonly Pick<TUserSection, 'section_id'>[]): number[] => [
  ...new Set(sections.map((s) => s.section_id)),
];

export type StoredSession = {
  userData: TUserData | null;
  accessToken: string | null;
  sections: number[] | null;
};

export const readSession = (): StoredSession => ({
  userData: parseUserData(readJson(STORAGE_KEYS.userData)),
  accessToken,
  sections: parseSections(readJson(STORAGE_KEYS.sections)),
});

/** The answer of sign-in and refresh; a server that sets the refresh cookie omits the token. */
export type SessionAnswer = Pick<TLoginResponse, 'userData' | 'accessToken'>;

/** SPEC §4: signed in means a stored userData and an access token in memory. */
export const isSignedIn = (session: Pick<StoredSession, 'userData' | 'accessToken'>): boolean =>
  session.userData !== null && Boolean(session.accessToken);

/** Keeps the user and the access token; a refresh token in the answer is ignored, never stored. */
export const saveSession = (response: SessionAnswer): void => {
  accessToken = response.accessToken;
  writeJson(STORAGE_KEYS.userData, response.userData);
  writeJson(STORAGE_KEYS.sections, sectionsFromUser(response.userData.arr_sections));
};

/** Replaces the stored user's modules and sections with a fresh copy from the server. */
export const saveUserAccess = (access: {
  arr_modules: TUserModule[];
  arr_sections: TUserSection[];
}): void => {
  const userData = parseUserData(readJson(STORAGE_KEYS.userData));
  if (!userData) return;
  writeJson(STORAGE_KEYS.userData, {
    ...userData,
    arr_modules: access.arr_modules,
    arr_sections: access.arr_sections,
  });
  writeJson(STORAGE_KEYS.sections, sectionsFromUser(access.arr_sections));
};

export const updateStoredUser = (patch: Partial<TUserData['extras']>): void => {
  const userData = parseUserData(readJson(STORAGE_KEYS.userData));
  if (!userData) return;
  writeJson(STORAGE_KEYS.userData, { ...userData, extras: { ...userData.extras, ...patch } });
};

const signedOutElsewhere = new Set<() => void>();

/** Subscribes to sign-outs made in another tab of the app (this tab is then signed out too). */
export const onSignedOutElsewhere = (listener: () => void): (() => void) => {
  signedOutElsewhere.add(listener);
  return () => signedOutElsewhere.delete(listener);
};

const userIdIn = (raw: string | null): number | null => {
  try {
    return raw === null ? null : (parseUserData(JSON.parse(raw))?.id ?? null);
  } catch {
    return null;
  }
};

/**
 * Follows what the app's other tabs write (the `storage` event, the one cross-tab channel): their
 * preferences re-render this tab, and their sign-out — or a sign-in as someone else — ends this
 * tab's session, whose user the stored data no longer describes.
 */
export const handleOtherTabWrite = (event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): void => {
  const userChanged =
    (event.key === null || event.key === STORAGE_KEYS.userData) &&
    (event.newValue === null || userIdIn(event.newValue) !== userIdIn(event.oldValue));
  if (userChanged && accessToken !== null) {
    accessToken = null;
    for (const listener of signedOutElsewhere) listener();
  }
  notify();
};

if (typeof window !== 'undefined') window.addEventListener('storage', handleOtherTabWrite);

/** Sign-out: forgets the session but keeps the device preferences (language, skin, rows per page). */
export const clearSession = (): void => {
  accessToken = null;
  for (const key of SESSION_KEYS) writeItem(key, null);
};

/** A corrupt session (user without sections) wipes everything, as SPEC §5 asks. */
export const clearAllStorage = (): void => {
  accessToken = null;
  try {
    store().clear();
  } catch {
    for (const key of Object.values(STORAGE_KEYS)) writeItem(key, null);
  }
  notify();
};

export const readPerPage = (): number => {
  const value = Number(readItem(STORAGE_KEYS.perPage));
  return Number.isInteger(value) && value > 0 && value <= MAX_PER_PAGE ? value : DEFAULT_PER_PAGE;
};

export const writePerPage = (perPage: number): void => writeItem(STORAGE_KEYS.perPage, String(perPage));
