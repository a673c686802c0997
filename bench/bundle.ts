import { statSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { registerCompression } from '../apps/server/src/platform/http/compression.ts';
import { registerWebStatic } from '../apps/server/src/platform/http/web-static.ts';
import { buildWebIfStale } from '../scripts/build-web.ts';
import { BUDGET_KB, DIST, firstLoadAssets, readManifest, reportFirstLoad } from '../scripts/check-bundle.ts';

/*
 * The web's first load: the gzipped JavaScript against the budget (scripts/check-bundle.ts), then the
 * bytes on the wire. The built files of the first load (the page, its boot script and icon, the entry
 * chunk with its static imports and their style sheets) are fetched from the app's own static
 * serving (compression and pre-compressed siblings as in production, no database needed) with
 * `Accept-Encoding: br, gzip`, as a browser asks, counting the body bytes each answer carries.
 */

type Fetched = { path: string; built: number; wire: number; encoding: string };

const fetchRaw = (port: number, path: string): Promise<{ bytes: number; encoding: string }> =>
  new Promise((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', path, headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
          else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

buildWebIfStale();
const budgetOk = reportFirstLoad();

const app = Fastify({ logger: false });
await registerCompression(app);
await registerWebStatic(app, DIST);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;

const files = ['index.html', 'boot.js', 'favicon.svg', ...firstLoadAssets(readManifest())];
const fetched: Fetched[] = [];
try {
  for (const file of files) {
    const path = file === 'index.html' ? '/' : `/${file}`;
    const { bytes, encoding } = await fetchRaw(port, path);
    fetched.push({ path, built: statSync(join(DIST, file)).size, wire: bytes, encoding });
  }
} finally {
  await app.close();
}

const built = fetched.reduce((sum, f) => sum + f.built, 0);
const wire = fetched.reduce((sum, f) => sum + f.wire, 0);
console.log(
  `\nFirst load on the wire (Accept-Encoding: br, gzip): ${fetched.length} files, ${kb(wire)} (built ${kb(built)}; goal ${BUDGET_KB} KB)`,
);
for (const f of [...fetched].sort((a, b) => b.wire - a.wire)) {
  console.log(
    `  ${kb(f.wire).padStart(9)}  ${f.encoding.padEnd(8)} ${kb(f.built).padStart(9)} built  ${f.path}`,
  );
}
console.log(`cores ${availableParallelism()}, load average ${loadavg()[0]!.toFixed(2)}`);
const wireOk = wire <= BUDGET_KB * 1024;
if (!wireOk) console.error(`Over the goal by ${kb(wire - BUDGET_KB * 1024)} on the wire.`);
process.exit(budgetOk && wireOk ? 0 : 1);
