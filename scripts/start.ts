import { buildWebIfStale } from './build-web.ts';
import { speedUpModuleLoading } from './module-loading.ts';

/** `npm start`: the web build when needed, then the server on the embedded database (or DATABASE_URL). */
buildWebIfStale();
speedUpModuleLoading();
await import('../apps/server/src/server.ts');
