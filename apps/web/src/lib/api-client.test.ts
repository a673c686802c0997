import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiDownload,
  apiGetFile,
  apiPost,
  apiUpload,
  REFRESH_RETRY_DELAYS_MS,
  refreshSession,
  restoreSession,
  setSessionExpiredHandler,
} from './api-client';
import { ApiError } from './api-error';
import { isReconnecting, subscribeReconnecting } from './reconnecting';
import {
  createMemoryStorage,
  handleOtherTabWrite,
  readAccessToken,
  readSession,
  type SessionAnswer,
  STORAGE_KEYS,
  saveSession,
  setStorageBackend,
  writeAccessToken,
  writeItem,
} from './storage';

const session = (token: string): SessionAnswer => ({
  accessToken: token,
  userData: {
    id: 1,
    employee_id: null,
    role_id: 1,
    is_ceo: false,
    arr_modules: [],
    arr_sections: [{ section_id: 4, title: 'users', module_id: 1 }],
    modul_id: null,
    ability: [],
    email: 'admin@zerg.pe',
    extras: { fullName: 'Admin', roleName: 'Admin', language: 'es', areaLimited: false },
  },
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Call = { url: string; headers: Headers; body: unknown };

const installFetch = (handler: (call: Call) => Response | Promise<Response>) => {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      headers: new Headers(init?.headers),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

beforeEach(() => {
  setStorageBackend(createMemoryStorage());
  saveSession(session('old-access'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
});

describe('api client', () => {
  it('sends the bearer token, JSON and the UI language', async () => {
    writeItem(STORAGE_KEYS.language, 'de');
    const calls = installFetch(() => json(200, { ok: true }));
    await expect(apiPost('/user/get-profile-user', {})).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/user/get-profile-user');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('de');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('refreshes once for concurrent 401s and retries each request once', async () => {
    let refreshes = 0;
    const calls = installFetch(async (call) => {
      if (call.url === '/api/refresh-token') {
        refreshes++;
        // The refresh token travels in the HttpOnly cookie, never in the body.
        expect(call.body).toEqual({});
        expect(call.headers.get('X-Refresh-Transport')).toBe('cookie');
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, session('new-access'));
      }
      return call.headers.get('Authorization') === 'Bearer new-access'
        ? json(200, { url: call.url })
        : json(401, { code: 'UNAUTHENTICATED', message: 'no' });
    });

    const results = await Promise.all([apiPost('/a'), apiPost('/b'), apiPost('/c')]);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes).toBe(1);
    expect(readAccessToken()).toBe('new-access');
    expect(calls.filter((c) => c.url === '/api/a')).toHaveLength(2);
  });

  it('clears the session and hands over to the app when the refresh fails', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    installFetch((call) =>
      call.url === '/api/refresh-token'
        ? json(401, { code: 'INVALID_REFRESH_TOKEN', message: 'bad' })
        : json(401, { code: 'UNAUTHENTICATED', message: 'no' }),
    );
    const error = await apiPost('/user/list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(expired).toHaveBeenCalledOnce();
    expect(readSession().userData).toBeNull();
    expect(readAccessToken()).toBeNull();
  });

  it('gives up when the retried request is refused again', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    let refreshes = 0;
    installFetch((call) => {
      if (call.url === '/api/refresh-token') {
        refreshes++;
        return json(200, session('new-access'));
      }
      return json(401, { code: 'UNAUTHENTICATED', message: 'no' });
    });
    await expect(apiPost('/user/list')).rejects.toBeInstanceOf(ApiError);
    expect(refreshes).toBe(1);
    expect(expired).toHaveBeenCalledOnce();
  });

  it('never refreshes for the login call itself', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const calls = installFetch(() =>
      json(401, { code: 'INVALID_CREDENTIALS', message: 'Email or password is invalid' }),
    );
    const error = (await apiPost('/login', { email: 'a@b.pe', password: 'x' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
    expect(readAccessToken()).toBe('old-access');
  });

  it('throws typed errors with field messages', async () => {
    installFetch(() =>
      json(409, { code: 'EMAIL_ALREADY_REGISTERED', message: 'dup', errors: { email: ['Ya registrado'] } }),
    );
    const error = (await apiPost('/user/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_ALREADY_REGISTERED',
      errors: { email: ['Ya registrado'] },
    });
  });

  it('reports network failures as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(apiPost('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('downloads files with the server-given name', async () => {
    installFetch(
      () =>
        new Response(new Blob(['xlsx-bytes']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="usuarios.xlsx"' },
        }),
    );
    const file = await apiDownload('/user/export', { page: 1 }, 'users.xlsx');
    if ('batchId' in file) throw new Error('a file was expected');
    expect(file.filename).toBe('usuarios.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
  });

  it('answers the batch an export became, and refuses other JSON where a file was asked', async () => {
    installFetch(() => json(200, { batchId: 42 }));
    await expect(apiDownload('/rrhh/employee/export', {}, 'employees.xlsx')).resolves.toEqual({
      batchId: 42,
    });
    installFetch(() => json(200, { ok: true }));
    await expect(apiDownload('/rrhh/employee/export', {}, 'employees.xlsx')).rejects.toBeInstanceOf(ApiError);
  });

  it('uploads multipart parts in order, letting the browser set the boundary', async () => {
    let seen: { headers: Headers; body: unknown } | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        seen = { headers: new Headers(init?.headers), body: init?.body };
        return json(200, { hasPhoto: true });
      }),
    );
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await expect(
      apiUpload('/rrhh/employee/update-photo', [
        ['employee_id', '7'],
        ['file', file],
      ]),
    ).resolves.toEqual({ hasPhoto: true });
    const sent = seen as unknown as { headers: Headers; body: FormData };
    expect(sent.headers.get('Content-Type')).toBeNull();
    expect(sent.headers.get('Authorization')).toBe('Bearer old-access');
    expect([...sent.body.keys()]).toEqual(['employee_id', 'file']);
    expect(sent.body.get('employee_id')).toBe('7');
  });

  it('gets protected files with the bearer token', async () => {
    const calls = installFetch(
      () =>
        new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: { 'Content-Disposition': "attachment; filename*=UTF-8''contrato%20a%C3%B1o.pdf" },
        }),
    );
    const file = await apiGetFile('/rrhh/employee/file/3', 'file');
    expect(calls[0]?.url).toBe('/api/rrhh/employee/file/3');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
    expect(file.filename).toBe('contrato año.pdf');
  });

  it('asks for the refresh cookie on every call, sign-in included', async () => {
    const calls = installFetch(() => json(200, session('a')));
    await apiPost('/login', { email: 'a@b.pe', password: 'x' });
    expect(calls[0]?.headers.get('X-Refresh-Transport')).toBe('cookie');
  });

  it('ignores a refresh token the server still puts in the body', async () => {
    installFetch((call) =>
      call.url === '/api/refresh-token'
        ? json(200, { ...session('new-access'), refreshToken: 'in-the-body' })
        : json(200, {}),
    );
    await expect(refreshSession()).resolves.toBe(true);
    expect(readAccessToken()).toBe('new-access');
    expect(JSON.stringify(readSession())).not.toContain('in-the-body');
  });
});

describe('refresh across tabs', () => {
  it('refreshes inside the shared zerg-refresh lock when the browser has Web Locks', async () => {
    const events: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: async <T>(name: string, task: () => Promise<T>): Promise<T> => {
          events.push(`lock ${name}`);
          const result = await task();
          events.push(`unlock ${name}`);
          return result;
        },
      },
    });
    installFetch((call) => {
      events.push(`fetch ${call.url}`);
      return json(200, session('new-access'));
    });
    await expect(refreshSession()).resolves.toBe(true);
    expect(events).toEqual(['lock zerg-refresh', 'fetch /api/refresh-token', 'unlock zerg-refresh']);
  });

  it('lets one tab refresh at a time: the second waits for the first to finish', async () => {
    // One lock shared by two tabs; each tab runs its own copy of the client.
    let held: Promise<unknown> = Promise.resolve();
    const locks = {
      request: <T>(_name: string, task: () => Promise<T>): Promise<T> => {
        const run = held.then(task);
        held = run.catch(() => undefined);
        return run;
      },
    };
    vi.stubGlobal('navigator', { locks });
    let inFlight = 0;
    let overlapped = false;
    installFetch(async () => {
      inFlight++;
      if (inFlight > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight--;
      return json(200, session('new-access'));
    });
    vi.resetModules();
    const otherTab = await import('./api-client');
    const results = await Promise.all([refreshSession(), otherTab.refreshSession()]);
    expect(results).toEqual([true, true]);
    expect(overlapped).toBe(false);
  });

  it('a sign-out in another tab signs this tab out', () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    handleOtherTabWrite({ key: STORAGE_KEYS.userData, oldValue: '{}', newValue: null });
    expect(expired).toHaveBeenCalledOnce();
    expect(readAccessToken()).toBeNull();
  });
});

describe('after a reload', () => {
  beforeEach(() => {
    // A reload keeps the stored user but not the in-memory access token.
    writeAccessToken(null);
  });

  it('gets an access token from the refresh cookie before the first call', async () => {
    const calls = installFetch((call) =>
      call.url === '/api/refresh-token' ? json(200, session('restored')) : json(200, { ok: true }),
    );
    await restoreSession();
    await apiPost('/user/get-profile-user');
    expect(calls.map((c) => c.url)).toEqual(['/api/refresh-token', '/api/user/get-profile-user']);
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer restored');
  });

  it('holds calls made during the restore until it is done', async () => {
    const calls = installFetch(async (call) => {
      if (call.url !== '/api/refresh-token') return json(200, { ok: true });
      await new Promise((resolve) => setTimeout(resolve, 10));
      return json(200, session('restored'));
    });
    const restored = restoreSession();
    await apiPost('/user/get-profile-user');
    await restored;
    expect(calls.map((c) => c.url)).toEqual(['/api/refresh-token', '/api/user/get-profile-user']);
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer restored');
  });

  it('signs out when the cookie is missing or refused', async () => {
    installFetch(() => json(401, { code: 'INVALID_REFRESH_TOKEN', message: 'no' }));
    await restoreSession();
    expect(readSession().userData).toBeNull();
    expect(readAccessToken()).toBeNull();
  });

  it('keeps the session through a cut-short or failed renewal, retrying until the server answers', async () => {
    vi.useFakeTimers();
    try {
      const answers: Array<() => Response | Promise<Response>> = [
        () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => json(502, { message: 'bad gateway' }),
        () => json(200, session('restored')),
      ];
      const calls = installFetch(() => (answers.shift() ?? (() => json(500, {})))());
      const seen: boolean[] = [];
      const unsubscribe = subscribeReconnecting(() => seen.push(isReconnecting()));
      const restored = restoreSession();
      await vi.runAllTimersAsync();
      await restored;
      unsubscribe();
      expect(calls.map((c) => c.url)).toEqual(Array(4).fill('/api/refresh-token'));
      expect(readAccessToken()).toBe('restored');
      expect(readSession().userData?.email).toBe('admin@zerg.pe');
      // The notice showed while the server was out of reach and went with its answer.
      expect(seen).toEqual([true, false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits longer between each renewal attempt', async () => {
    vi.useFakeTimers();
    try {
      const [first = 0, second = 0] = REFRESH_RETRY_DELAYS_MS;
      expect(second).toBeGreaterThan(first);
      const calls = installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      void restoreSession();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(first);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(second - 1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(3);
      expect(readSession().userData).not.toBeNull();
      expect(isReconnecting()).toBe(true);
      // The server comes back: the renewal in flight ends, so no other test waits on it.
      installFetch(() => json(200, session('restored')));
      await vi.runAllTimersAsync();
      expect(isReconnecting()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing without a stored user', async () => {
    writeItem(STORAGE_KEYS.userData, null);
    const calls = installFetch(() => json(200, session('x')));
    await restoreSession();
    expect(calls).toHaveLength(0);
  });
});
