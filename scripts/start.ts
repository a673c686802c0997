import { buildWebIfStale } from './build-web.ts';

/** `npm start`: the web build when needed, then the server on the embedded database (or DATABASE_URL). */
buildWebIfStale();
await import('../apps/server/src/server.ts');
