import { ApiError, errorFromBody, filenameFromDisposition } from './api-error';
import { currentLanguage } from './language';
import { setReconnecting } from './reconnecting';
import { reportServerStatus } from './service-status';
import {
  clearSession,
  onSignedOutElsewhere,
  readAccessToken,
  readSession,
  type SessionAnswer,
  saveSession,
} from './storage';

export const API_BASE = '/api';

// Calls whose 401 means "wrong credentials", not "expired session": never refresh and retry them.
// (Sign-out does refresh: the server revokes the session of the bearer, so it needs a live one.)
const NO_REFRESH_PATHS = new Set([
  '/login',
  '/login/second-factor',
  '/login/second-factor/setup',
  '/login/second-factor/confirm',
  '/refresh-token',
]);

type Method = 'GET' | 'POST';

export type RequestOptions = {
  signal?: AbortSignal;
  /** Extra headers of one call (a registered kiosk's device token). */
  headers?: Readonly<Record<string, string>>;
};

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler | null = null;

/** The app registers what to do when the session cannot be renewed (go to the login page). */
export const setSessionExpiredHandler = (handler: SessionExpiredHandler | null): void => {
  onSessionExpired = handler;
};

// A sign-out in another tab reaches this one through storage; it leaves the same way.
onSignedOutElsewhere(() => onSessionExpired?.());

// Asks the server to keep the refresh token in its HttpOnly cookie rather than in the body.
const REFRESH_TRANSPORT = ['X-Refresh-Transport', 'cookie'] as const;

const buildHeaders = (jsonBody: boolean, extra: Readonly<Record<string, string>> = {}): Headers => {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  // A multipart body sets its own Content-Type with the boundary; only JSON is declared here.
  if (jsonBody) headers.set('Content-Type', 'application/json');
  headers.set(...REFRESH_TRANSPORT);
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const send = async (method: Method, path: string, body: unknown, options: RequestOptions) => {
  const multipart = body instanceof FormData;
  const jsonBody = body !== undefined && !multipart;
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: buildHeaders(jsonBody, options.headers),
      body: multipart ? body : jsonBody ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });
    reportServerStatus(response.status);
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
};

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

// Tabs share one refresh cookie: two tabs rotating it at once would present the same token twice,
// which the server treats as theft. The lock makes the tabs take turns; without Web Locks each tab
// still refreshes once at a time.
const withRefreshLock = <T>(task: () => Promise<T>): Promise<T> => {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request('zerg-refresh', task) : task();
};

/** Waits between renewal attempts the server did not answer: quick at first, then every 15 s. */
export const REFRESH_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000, 8000, 15_000];
const LONGEST_RETRY_MS = 15_000;

// Answers that say "not now" rather than "no": the session may well be alive.
const TRANSIENT_STATUSES = new Set([408, 425, 429]);

type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';

const tryRefresh = async (): Promise<RefreshOutcome> => {
  try {
    const response = await fetch(`${API_BASE}/refresh-token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': currentLanguage(),
        [REFRESH_TRANSPORT[0]]: REFRESH_TRANSPORT[1],
      },
      body: '{}',
      credentials: 'same-origin',
    });
    reportServerStatus(response.status);
    if (response.ok) {
      saveSession((await response.json()) as SessionAnswer);
      return 'renewed';
    }
    return response.status >= 500 || TRANSIENT_STATUSES.has(response.status) ? 'unreachable' : 'refused';
  } catch {
    // A dropped connection or a request cut short by a reload: no answer, so no verdict on the session.
    return 'unreachable';
  }
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let refreshing: Promise<boolean> | null = null;

/**
 * Gets a new access token with the refresh cookie, once for every caller that is waiting on it
 * (single flight in the tab, one tab at a time across tabs). Only the server's refusal ends the
 * session (false); while it cannot be reached the renewal retries with backoff, and the
 * "reconnecting" notice shows.
 */
export const refreshSession = (): Promise<boolean> => {
  refreshing ??= (async () => {
    for (let attempt = 0; ; attempt++) {
      const outcome = await withRefreshLock(tryRefresh);
      if (outcome !== 'unreachable') return outcome === 'renewed';
      setReconnecting(true);
      await pause(REFRESH_RETRY_DELAYS_MS[attempt] ?? LONGEST_RETRY_MS);
    }
  })().finally(() => {
    setReconnecting(false);
    refreshing = null;
  });
  return refreshing;
};

let restoring: Promise<void> | null = null;

/**
 * After a reload the tab remembers the user but holds no access token: get one from the refresh
 * cookie before anything needs it. If the server refuses it the session is over and the user signs
 * in again.
 */
export const restoreSession = (): Promise<void> => {
  const session = readSession();
  if (session.accessToken || !session.userData) return restoring ?? Promise.resolve();
  restoring ??= refreshSession()
    .then((renewed) => {
      if (!renewed) clearSession();
    })
    .finally(() => {
      restoring = null;
    });
  return restoring;
};

const expireSession = (): void => {
  clearSession();
  onSessionExpired?.();
};

/** Sends a request, renewing the session once on a 401 before giving up. */
const sendWithRefresh = async (
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> => {
  await restoring;
  const tokenUsed = readAccessToken();
  const response = await send(method, path, body, options);
  if (response.status !== 401 || NO_REFRESH_PATHS.has(path) || !tokenUsed) return response;

  // Another request may already have renewed the pair while this one was in flight.
  const renewed = readAccessToken() !== tokenUsed || (await refreshSession());
  if (!renewed) {
    expireSession();
    throw new ApiError(401, 'SESSION_EXPIRED', 'Session expired');
  }
  const retried = await send(method, path, body, options);
  if (retried.status === 401) {
    expireSession();
    throw new ApiError(401, 'SESSION_EXPIRED', 'Session expired');
  }
  return retried;
};

const request = async <T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> => {
  const response = await sendWithRefresh(method, path, body, options);
  const text = await response.text();
  if (!response.ok) throw errorFromBody(response.status, text, response.headers?.get('Retry-After'));
  return (text ? JSON.parse(text) : undefined) as T;
};

export const apiGet = <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  request<T>('GET', path, undefined, options);

export const apiPost = <T>(path: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> =>
  request<T>('POST', path, body, options);

/** A text field or a file of a multipart request, in the order the server reads them. */
export type UploadPart = readonly [name: string, value: string | File | Blob];

/**
 * POSTs `multipart/form-data`. The parts go in the given order: the server reads the text fields
 * that come before the file (e.g. `employee_id`, then `file`).
 */
export const apiUpload = <T>(
  path: string,
  parts: readonly UploadPart[],
  options: RequestOptions = {},
): Promise<T> => {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return request<T>('POST', path, form, options);
};

export type DownloadedFile = { blob: Blob; filename: string };
/** A download the server makes in a document batch instead (an export above its row threshold). */
export type StartedBatch = { batchId: number };
export type DownloadAnswer = DownloadedFile | StartedBatch;

const toFile = async (response: Response, fallbackName: string): Promise<DownloadedFile> => {
  if (!response.ok) {
    throw errorFromBody(response.status, await response.text(), response.headers?.get('Retry-After'));
  }
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName),
  };
};

/** A JSON answer `{ batchId }` where a file was asked: the server started the batch making it. */
const startedBatchOf = async (response: Response): Promise<StartedBatch | null> => {
  if (!response.ok || !response.headers.get('Content-Type')?.includes('application/json')) return null;
  const body = JSON.parse(await response.text()) as { batchId?: unknown };
  if (typeof body.batchId !== 'number') throw new ApiError(response.status, 'UNKNOWN_ERROR', 'not a file');
  return { batchId: body.batchId };
};

/**
 * POSTs and returns the answer as a file (Excel exports, QR images, PDFs), or the batch the server
 * started to make it (an export of more rows than it builds in a request).
 */
export const apiDownload = async (
  path: string,
  body: unknown,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<DownloadAnswer> => {
  const response = await sendWithRefresh('POST', path, body, options);
  return (await startedBatchOf(response)) ?? toFile(response, fallbackName);
};

/** GETs a protected file (photos, stored documents, templates) with the bearer token. */
export const apiGetFile = async (
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<DownloadedFile> => toFile(await sendWithRefresh('GET', path, undefined, options), fallbackName);
