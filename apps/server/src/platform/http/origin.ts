import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../deps.ts';

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  requestId: request.id,
  userAgent: request.headers['user-agent'],
});
