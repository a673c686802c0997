import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's policy: every script from this origin (index.html has none inline; `boot.js` is a
 * file), nothing framed, no plugins. Styles need 'unsafe-inline': antd writes its CSS-in-JS into
 * `<style>` elements at run time, and index.html paints the loading screen with an inline style.
 * Photos are shown through `blob:` URLs of authenticated downloads.
 */
const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** API answers and downloads (PDF, xlsx, uploaded files) are data, never a page: nothing may run. */
const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The Swagger UI at /api/docs loads its scripts and styles from its own static files. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every answer (web app, assets, API, downloads): CSP, nosniff, no framing,
 * no referrer (a reset link carries its token in the address).
 */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Every /api answer, unknown routes included, gets the data policy; the docs plugin sets its own.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      reply.header('content-security-policy', API_CSP);
    }
  });
  // Files answer through sendFile (`private, no-store`); a file sent any other way is somebody's
  // document all the same, so no cache, shared or the browser's, may keep it either.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || !reply.hasHeader('content-disposition')) return payload;
    if (!String(reply.getHeader('cache-control') ?? '').includes('no-store'))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
};
