import type { ComponentType } from 'react';

/** A screen's code that has not arrived after two minutes is treated as lost (SPEC §8, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with a ChunkLoadError when `promise` takes longer than `ms`. */
export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

// What browsers and Vite say when a lazily imported file is missing (a deploy replaced it, offline…).
const CHUNK_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error && CHUNK_MESSAGES.some((pattern) => pattern.test(error.message)));

/**
 * A stand-in page that rethrows the download failure while rendering, so the route's own
 * ErrorBoundary shows it inside the layout. (A rejected `lazy` leaves the router treating the
 * route as still loading and rendering nothing, so the failure has to surface this way.)
 */
const failedPages = new WeakSet<ComponentType>();

const failedPage = (error: ChunkLoadError): ComponentType => {
  const failed: ComponentType = (): never => {
    throw error;
  };
  failedPages.add(failed);
  return failed;
};

/** Whether a page is the stand-in for a download that failed (so it is worth trying again). */
export const isFailedPage = (page: ComponentType): boolean => failedPages.has(page);

/**
 * The `lazy` function of a route: imports the module and picks the named page component. A failed
 * or stalled download (new deploy, lost connection, 120 s without an answer) becomes a
 * ChunkLoadError the error page recognises and offers a reload for.
 */
export const lazyPage =
  <M, K extends keyof M>(load: () => Promise<M>, exportName: K, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) =>
  async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await withTimeout(load(), timeoutMs);
      return { Component: module[exportName] as ComponentType };
    } catch (error) {
      const chunkError =
        error instanceof ChunkLoadError
          ? error
          : new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
      return { Component: failedPage(chunkError) };
    }
  };
