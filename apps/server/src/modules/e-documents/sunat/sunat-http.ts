import { SunatUnavailable } from './sunat-types.ts';

export type SunatResponse = { status: number; contentType: string; body: string };

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
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    throw new SunatUnavailable(`${new URL(url).host}: ${reason}`);
  }
};

/** An answer SUNAT's protocol does not explain (a proxy's HTML page, a 502): tried again later. */
export const unexpected = (url: string, response: SunatResponse): SunatUnavailable =>
  new SunatUnavailable(
    `${new URL(url).host} answered HTTP ${response.status} (${response.contentType || 'no content type'})`,
  );
