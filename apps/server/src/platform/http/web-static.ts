import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web application from `dir`, when it is built (false otherwise). The build writes
 * `.br` and `.gz` beside each text asset (apps/web/precompress.plugin.ts); `preCompressed` sends the
 * one the client accepts, with `Vary: Accept-Encoding`, and the plain file to any other client.
 * Registered after the compression plugin, which then leaves these answers alone (they carry their
 * encoding) and compresses only a text file that has no sibling.
 */
export const registerWebStatic = async (app: FastifyInstance, dir: string): Promise<boolean> => {
  if (!existsSync(join(dir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite fingerprints everything under assets/, so those never change; index.html always may.
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
};
