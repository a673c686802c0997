import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The abort signal of the HTTP request whose code is running, if any: the pool cancels the
 * statement of a connection checked out under a signal that aborts (the client went away), so a
 * long export nobody waits for no longer holds a connection and a CPU.
 */
const requestSignal = new AsyncLocalStorage<AbortSignal>();

/** Runs `fn` (and everything it starts) under `signal`. */
export const runWithAbortSignal = <T>(signal: AbortSignal, fn: () => T): T => requestSignal.run(signal, fn);

export const currentAbortSignal = (): AbortSignal | undefined => requestSignal.getStore();

/** What a query started after its request was abandoned fails with. */
export class RequestAbortedError extends Error {
  readonly code = 'REQUEST_ABORTED';
  constructor() {
    super('the request was abandoned by its client');
  }
}
