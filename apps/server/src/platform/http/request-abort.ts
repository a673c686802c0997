import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithAbortSignal } from '../../db/query-cancel.ts';

const controllers = new WeakMap<FastifyRequest, AbortController>();

/**
 * Gives every request an abort signal that fires when its client goes away before the answer is
 * written, and runs the request's hooks and handler under it: the pool then cancels the statement
 * the request is running (db/client.ts). The signal is entered again before the handler because
 * the body is parsed outside the request's async context.
 */
export const registerRequestAbort = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    // A socket upgrade outlives its HTTP exchange; its messages are not this request's work.
    if (request.headers.upgrade) return done();
    const controller = new AbortController();
    controllers.set(request, controller);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    runWithAbortSignal(controller.signal, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const controller = controllers.get(request);
    if (controller) runWithAbortSignal(controller.signal, done);
    else done();
  });
};
