import { SunatUnavailable } from './sunat-types.ts';

export type SunatResponse = { status: number; contentType: string; body: string };

/** The host named in messages; a malformed address (a settings mistake) is named as written. */
export const hostOf = (url: string): string => URL.parse(url)?.host ?? url;

const reasonOf = (error: unknown, timeoutMs: number): string => {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  // fetch says "fetch failed" and keeps the socket's error (ECONNREFUSED, ECONNRESET) as its cause.
  return error.cause instanceof Error ? error.cause.message : error.message;
};

/**
 * One HTTP exchange with SUNAT, body read included, bounded by `timeoutMs`: a refused connection,
 * a reset or a time-out is `SunatUnavailable` (the send is tried again later); any answer, whatever
 * its status, goes back to the caller to read.
 */
export const exchange = async (url: string, init: RequestInit, timeoutMs: number): Promise<SunatResponse> => {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
  } catch (error) {
    throw new SunatUnavailable(`${hostOf(url)}: ${reasonOf(error, timeoutMs)}`);
  }
};

/** An answer SUNAT's protocol does not explain (a proxy's HTML page, a 502): tried again later. */
export const unexpected = (url: string, response: SunatResponse): SunatUnavailable =>
  new SunatUnavailable(
    `${hostOf(url)} answered HTTP ${response.status} (${response.contentType || 'no content type'})`,
  );
