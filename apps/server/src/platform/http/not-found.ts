import { languageFromHeader, translateError } from '@zerg/shared';
import type { FastifyInstance } from 'fastify';

/**
 * What an unknown address answers: an API address the error body of every other refusal (code,
 * translated message, request id); a page of the web its shell, for the router to resolve; a
 * missing fingerprinted file a 404, not the shell (which would be parsed as a script).
 */
export const registerNotFound = (app: FastifyInstance, hasWeb: boolean) => {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) {
      const lang = languageFromHeader(request.headers['accept-language']);
      return reply.status(404).send({
        code: 'ROUTE_NOT_FOUND',
        message: translateError(lang, 'ROUTE_NOT_FOUND'),
        requestId: request.id,
      });
    }
    if (request.method === 'GET' && hasWeb && !request.url.startsWith('/assets/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .type('text/plain')
      .send('Not found. The web application is not built: run `npm run build`.');
  });
};
