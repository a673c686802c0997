import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * Routes that read a whole table or build a file on the fly: Excel exports, attendance reports,
 * ledgers and PLE books, bank and payment files, payslip archives, the worksheet PDF and the
 * T-Registro file. README "Faults and load" lists them.
 */
const HEAVY_ROUTE =
  /\/(export|bank-file|payment-file|all-pdf|zip|ple|generate-worksheet-pdf)$|\/report\/|\/attendance\/report$|\/t-registro\/download$|\/bookkeeping\/(ledger|trial-balance|income-statement)$/;

export const isHeavyRoute = (url: string): boolean => HEAVY_ROUTE.test(url);

/** What a refused client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * At most `perUser` heavy requests of one user run at once on this instance (429
 * TOO_MANY_HEAVY_REQUESTS with Retry-After beyond it), so a few clicks cannot take every database
 * connection from sign-in and health checks. Counted from the handler until the answer is sent or
 * the client goes away.
 */
export const registerHeavyRequestLimit = (app: FastifyInstance, perUser: number) => {
  const running = new Map<string, number>();
  const counted = new WeakMap<FastifyRequest, string>();
  const done = (request: FastifyRequest) => {
    const key = counted.get(request);
    if (key === undefined) return;
    counted.delete(request);
    const left = (running.get(key) ?? 1) - 1;
    if (left > 0) running.set(key, left);
    else running.delete(key);
  };
  app.addHook('preHandler', async (request) => {
    if (!isHeavyRoute(request.routeOptions.url ?? '')) return;
    const key = request.currentUser ? `u${request.currentUser.id}` : `ip${request.ip}`;
    const now = running.get(key) ?? 0;
    if (now >= perUser) {
      throw new AppError(429, 'TOO_MANY_HEAVY_REQUESTS', {
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      });
    }
    running.set(key, now + 1);
    counted.set(request, key);
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
};
