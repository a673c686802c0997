import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/*
 * The screenshot tour (`npm run tour -w @zerg/e2e`): not part of `npm test`. It starts the app as the
 * browser tests do, on its own port and database, and saves a PNG of every list at 1440×900 and of
 * every driver and attendance page at 390×844, in Spanish and English, light and dark, under
 * SCREENS_DIR (default `test-results/tour`), for a person to look at.
 */
const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.TOUR_PORT ?? 3190);
const DATA_DIR = resolve(ROOT, `data/e2e-${PORT}`);
process.env.SCREENS_DIR ??= resolve(ROOT, 'test-results/tour');

export default defineConfig({
  ...base,
  testDir: './tour',
  // Named `*.tour.ts`, so the browser tests' config never picks them up.
  testMatch: '**/*.tour.ts',
  // The tour is long by nature: every screen four times over.
  timeout: 15 * 60_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}`, screenshot: 'off' },
  webServer: {
    ...(Array.isArray(base.webServer) ? base.webServer[0] : base.webServer),
    command: `rm -rf "${DATA_DIR}" && npm start`,
    // Migrating and seeding a fresh database takes minutes when the machine is shared; an app already
    // answering on the tour's port (a second look after a fix) is pictured as it is.
    timeout: 600_000,
    reuseExistingServer: true,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      // Below Linux's ephemeral range (32768–60999): an outgoing connection's local port never holds it.
      EMBEDDED_PG_PORT: String(PORT + 17_000),
      APP_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      LOGIN_SLOWDOWN_MS: '0',
    },
  },
});
