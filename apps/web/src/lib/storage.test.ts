import type { TLoginResponse } from '@zerg/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAllStorage,
  clearSession,
  createMemoryStorage,
  handleOtherTabWrite,
  isSignedIn,
  onSignedOutElsewhere,
  parseSections,
  readAccessToken,
  readItem,
  readPerPage,
  readSession,
  removeLegacyTokens,
  STORAGE_KEYS,
  type StorageLike,
  saveSession,
  saveUserAccess,
  sectionsFromUser,
  setStorageBackend,
  subscribeStorage,
  updateStoredUser,
  writeAccessToken,
  writeItem,
  writePerPage,
} from './storage';

const login: TLoginResponse = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  userData: {
    id: 7,
    employee_id: null,
    role_id: 1,
    is_ceo: false,
    arr_modules: [{ id_module: 1, module_name: 'Users', icons: 'TeamOutlined' }],
    arr_sections: [
      { section_id: 4, title: 'users', module_id: 1 },
      { section_id: 2, title: 'settingsGeneral', module_id: 2 },
      { section_id: 4, title: 'users', module_id: 1 },
    ],
    modul_id: 1,
    ability: [{ action: 'manage', subject: 'all' }],
    email: 'admin@zerg.pe',
    extras: { fullName: 'Admin Zerg', roleName: 'Admin', language: 'es', areaLimited: false },
  },
};

let backend: StorageLike;

beforeEach(() => {
  backend = createMemoryStorage();
  setStorageBackend(backend);
});

describe('storage keys', () => {
  it('uses the exact key names of the spec', () => {
    expect(STORAGE_KEYS).toMatchObject({
      userData: 'userData',
      sections: 'sections',
      perPage: 'per-page',
      skin: 'zerg-skin',
      language: 'zerg-lang',
      module: 'zerg-module',
    });
  });
});

describe('session', () => {
  it('keeps the access token in memory only and never stores a token', () => {
    expect(Object.values(STORAGE_KEYS)).not.toContain('accessToken');
    expect(Object.values(STORAGE_KEYS)).not.toContain('refreshToken');
    saveSession(login);
    expect(readAccessToken()).toBe('access-1');
    expect(backend.getItem('accessToken')).toBeNull();
    expect(backend.getItem('refreshToken')).toBeNull();
    const stored = ['userData', 'sections'].map((key) => backend.getItem(key) ?? '').join('');
    expect(stored).not.toContain('access-1');
    expect(stored).not.toContain('refresh-1');
  });

  it('removes the tokens an earlier version left in storage', () => {
    backend.setItem('accessToken', 'old-access');
    backend.setItem('refreshToken', 'old-refresh');
    backend.setItem('zerg-skin', 'dark');
    removeLegacyTokens();
    expect(backend.getItem('accessToken')).toBeNull();
    expect(backend.getItem('refreshToken')).toBeNull();
    expect(backend.getItem('zerg-skin')).toBe('dark');
  });

  it('stores the user and the permitted section ids', () => {
    saveSession(login);
    expect(JSON.parse(backend.getItem('userData') ?? 'null')).toMatchObject({
      id: 7,
      email: 'admin@zerg.pe',
    });
    expect(JSON.parse(backend.getItem('sections') ?? 'null')).toEqual([4, 2]);
    const session = readSession();
    expect(isSignedIn(session)).toBe(true);
    expect(session.sections).toEqual([4, 2]);
  });

  it('is signed out without a user or without a token', () => {
    saveSession(login);
    writeAccessToken(null);
    expect(isSignedIn(readSession())).toBe(false);
    saveSession(login);
    writeItem(STORAGE_KEYS.userData, null);
    expect(isSignedIn(readSession())).toBe(false);
  });

  it('treats garbage as absent', () => {
    backend.setItem('userData', '{not json');
    backend.setItem('sections', '"4"');
    const session = readSession();
    expect(session.userData).toBeNull();
    expect(session.sections).toBeNull();
  });

  it('refreshes modules and sections of the stored user', () => {
    saveSession(login);
    saveUserAccess({
      arr_modules: [{ id_module: 2, module_name: 'Settings', icons: '' }],
      arr_sections: [{ section_id: 2, title: 'settingsGeneral', module_id: 2 }],
    });
    const session = readSession();
    expect(session.userData?.arr_modules.map((m) => m.id_module)).toEqual([2]);
    expect(session.sections).toEqual([2]);
    expect(session.userData?.email).toBe('admin@zerg.pe');
  });

  it('updates the stored name and language', () => {
    saveSession(login);
    updateStoredUser({ fullName: 'New Name', language: 'en' });
    expect(readSession().userData?.extras).toEqual({
      fullName: 'New Name',
      roleName: 'Admin',
      language: 'en',
      areaLimited: false,
    });
  });

  it('sign-out forgets the session but keeps device preferences', () => {
    saveSession(login);
    writeItem(STORAGE_KEYS.skin, 'dark');
    writeItem(STORAGE_KEYS.language, 'fr');
    writeItem(STORAGE_KEYS.module, '1');
    clearSession();
    for (const key of ['userData', 'sections', 'zerg-module']) {
      expect(backend.getItem(key)).toBeNull();
    }
    expect(readAccessToken()).toBeNull();
    expect(readItem(STORAGE_KEYS.skin)).toBe('dark');
    expect(readItem(STORAGE_KEYS.language)).toBe('fr');
  });

  it('a corrupt session clears everything', () => {
    saveSession(login);
    writeItem(STORAGE_KEYS.skin, 'dark');
    clearAllStorage();
    expect(readAccessToken()).toBeNull();
    expect(backend.getItem('userData')).toBeNull();
    expect(backend.getItem('zerg-skin')).toBeNull();
  });

  it('notifies subscribers on every write', () => {
    let calls = 0;
    const unsubscribe = subscribeStorage(() => {
      calls++;
    });
    writeItem(STORAGE_KEYS.skin, 'dark');
    clearSession();
    unsubscribe();
    writeItem(STORAGE_KEYS.skin, 'light');
    expect(calls).toBeGreaterThanOrEqual(2);
    const before = calls;
    writeItem(STORAGE_KEYS.skin, 'dark');
    expect(calls).toBe(before);
  });
});

describe('other tabs', () => {
  const stored = JSON.stringify(login.userData);

  it("a sign-out in another tab drops this tab's token and tells the app", () => {
    saveSession(login);
    let told = 0;
    const unsubscribe = onSignedOutElsewhere(() => {
      told++;
    });
    handleOtherTabWrite({ key: 'userData', oldValue: stored, newValue: null });
    unsubscribe();
    expect(readAccessToken()).toBeNull();
    expect(told).toBe(1);
  });

  it('a storage cleared in another tab counts as a sign-out', () => {
    saveSession(login);
    handleOtherTabWrite({ key: null, oldValue: null, newValue: null });
    expect(readAccessToken()).toBeNull();
  });

  it("another user signing in elsewhere ends this tab's session", () => {
    saveSession(login);
    const someoneElse = JSON.stringify({ ...login.userData, id: 8, email: 'other@zerg.pe' });
    handleOtherTabWrite({ key: 'userData', oldValue: stored, newValue: someoneElse });
    expect(readAccessToken()).toBeNull();
  });

  it('the same user refreshed elsewhere, or a preference, keeps the session', () => {
    saveSession(login);
    let told = 0;
    const unsubscribe = onSignedOutElsewhere(() => {
      told++;
    });
    let renders = 0;
    const unsubscribeRenders = subscribeStorage(() => {
      renders++;
    });
    handleOtherTabWrite({ key: 'userData', oldValue: stored, newValue: stored });
    handleOtherTabWrite({ key: 'zerg-skin', oldValue: 'light', newValue: 'dark' });
    unsubscribe();
    unsubscribeRenders();
    expect(readAccessToken()).toBe('access-1');
    expect(told).toBe(0);
    expect(renders).toBe(2);
  });
});

describe('helpers', () => {
  it('derives unique section ids in server order', () => {
    expect(sectionsFromUser(login.userData.arr_sections)).toEqual([4, 2]);
  });

  it('accepts only arrays of numbers as sections', () => {
    expect(parseSections([1, 2])).toEqual([1, 2]);
    expect(parseSections(['1'])).toBeNull();
    expect(parseSections(null)).toBeNull();
  });

  it('remembers rows per page, 50 by default', () => {
    expect(readPerPage()).toBe(50);
    writePerPage(100);
    expect(backend.getItem('per-page')).toBe('100');
    expect(readPerPage()).toBe(100);
    backend.setItem('per-page', 'abc');
    expect(readPerPage()).toBe(50);
    backend.setItem('per-page', '100000');
    expect(readPerPage()).toBe(50);
  });

  it('survives a storage that throws', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
      clear: () => {
        throw new Error('denied');
      },
    };
    setStorageBackend(throwing);
    expect(() => writeItem(STORAGE_KEYS.skin, 'dark')).not.toThrow();
    expect(readItem(STORAGE_KEYS.skin)).toBeNull();
    expect(() => clearAllStorage()).not.toThrow();
  });
});
