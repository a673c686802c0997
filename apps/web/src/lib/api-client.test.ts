import type { TLoginResponse } from '@zerg/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, apiGetFile, apiPost, apiUpload, setSessionExpiredHandler } from './api-client';
import { ApiError } from './api-error';
import {
  createMemoryStorage,
  readItem,
  readSession,
  STORAGE_KEYS,
  saveSession,
  setStorageBackend,
  writeItem,
} from './storage';

const session = (token: string, refresh: string): TLoginResponse => ({
  accessToken: token,
  refreshToken: refresh,
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
    extras: { fullName: 'Admin', roleName: 'Admin', language: 'es' },
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
  saveSession(session('old-access', 'old-refresh'));
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
        expect(call.body).toEqual({ refreshToken: 'old-refresh' });
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, session('new-access', 'new-refresh'));
      }
      return call.headers.get('Authorization') === 'Bearer new-access'
        ? json(200, { url: call.url })
        : json(401, { code: 'UNAUTHENTICATED', message: 'no' });
    });

    const results = await Promise.all([apiPost('/a'), apiPost('/b'), apiPost('/c')]);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes).toBe(1);
    expect(readItem(STORAGE_KEYS.accessToken)).toBe('new-access');
    expect(readItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
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
    expect(readItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('gives up when the retried request is refused again', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    let refreshes = 0;
    installFetch((call) => {
      if (call.url === '/api/refresh-token') {
        refreshes++;
        return json(200, session('new-access', 'new-refresh'));
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
    expect(readItem(STORAGE_KEYS.accessToken)).toBe('old-access');
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
    expect(file.filename).toBe('usuarios.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
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
});
