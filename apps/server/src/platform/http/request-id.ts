import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a load balancer or a client may hand us as the request's id: short and plain, so that it can
 * go into a log line and an answer's header as it is (no spaces, quotes or control characters).
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The incoming id when well-formed, so one request is followed across services; a new one otherwise. */
export const requestIdFrom = (header: string | string[] | undefined): string =>
  typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();

/**
 * Fastify's request id (`request.id`, the `reqId` of every log line of the request) is taken from
 * `requestIdFrom`; Fastify's own header option would take any value, malformed or not.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request: { headers: Record<string, string | string[] | undefined> }) =>
    requestIdFrom(request.headers[REQUEST_ID_HEADER]),
} as const;

/** Every answer names its request, so a user's report or a proxy's log leads to the server's lines. */
export const registerRequestIdHeader = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
};
