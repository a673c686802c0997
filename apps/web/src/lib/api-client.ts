import type { TLoginResponse } from '@zerg/shared';
import { ApiError, errorFromBody, filenameFromDisposition } from './api-error';
import { currentLanguage } from './language';
import { clearSession, readItem, STORAGE_KEYS, saveSession } from './storage';

export const API_BASE = '/api';

// Calls whose 401 means "wrong credentials", not "expired session": never refresh and retry them.
// (Sign-out does refresh: the server revokes the session of the bearer, so it needs a live one.)
const NO_REFRESH_PATHS = new Set(['/login', '/refresh-token']);

type Method = 'GET' | 'POST';

export type RequestOptions = {
  signal?: AbortSignal;
};

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler | null = null;

/** The app registers what to do when the session cannot be renewed (go to the login page). */
export const setSessionExpiredHandler = (handler: SessionExpiredHandler | null): void => {
  onSessionExpired = handler;
};

const buildHeaders = (jsonBody: boolean): Headers => {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  // A multipart body sets its own Content-Type with the boundary; only JSON is declared here.
  if (jsonBody) headers.set('Content-Type', 'application/json');
  const token = readItem(STORAGE_KEYS.accessToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const send = async (method: Method, path: string, body: unknown, options: RequestOptions) => {
  const multipart = body instanceof FormData;
  const jsonBody = body !== undefined && !multipart;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers: buildHeaders(jsonBody),
      body: multipart ? body : jsonBody ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
};

let refreshing: Promise<boolean> | null = null;

/** Renews the token pair once for every caller that is waiting on it (single flight). */
export const refreshSession = (): Promise<boolean> => {
  refreshing ??= (async () => {
    const refreshToken = readItem(STORAGE_KEYS.refreshToken);
    if (!refreshToken) return false;
    try {
      const response = await fetch(`${API_BASE}/refresh-token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLanguage() },
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) return false;
      saveSession((await response.json()) as TLoginResponse);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
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
  const tokenUsed = readItem(STORAGE_KEYS.accessToken);
  const response = await send(method, path, body, options);
  if (response.status !== 401 || NO_REFRESH_PATHS.has(path) || !tokenUsed) return response;

  // Another request may already have renewed the pair while this one was in flight.
  const renewed = readItem(STORAGE_KEYS.accessToken) !== tokenUsed || (await refreshSession());
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
  if (!response.ok) throw errorFromBody(response.status, text);
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

const toFile = async (response: Response, fallbackName: string): Promise<DownloadedFile> => {
  if (!response.ok) throw errorFromBody(response.status, await response.text());
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName),
  };
};

/** POSTs and returns the answer as a file (Excel exports, QR images, PDFs). */
export const apiDownload = async (
  path: string,
  body: unknown,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<DownloadedFile> => toFile(await sendWithRefresh('POST', path, body, options), fallbackName);

/** GETs a protected file (photos, stored documents, templates) with the bearer token. */
export const apiGetFile = async (
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<DownloadedFile> => toFile(await sendWithRefresh('GET', path, undefined, options), fallbackName);
