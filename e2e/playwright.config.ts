import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './browser.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Each port gets its own data folder, so two runs side by side never share a database.
const DATA_DIR = resolve(ROOT, `data/e2e-${PORT}`);

export default defineConfig({
  testDir: './tests',
  // Per port too: shards running side by side each clear and fill their own.
  outputDir: resolve(ROOT, 'test-results', `e2e-${PORT}`),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The ten slowest spec files are named at the end of every run, whatever their time.
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    // Not Lima: every time on screen must be Lima's whatever the browser's zone (Tokyo is 14 h ahead,
    // so after 10:00 in Lima the browser's day is already the next one).
    timezoneId: 'Asia/Tokyo',
    // Ant Design's animated dropdowns can swallow a click made mid-animation.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The same command as the README's: a fresh embedded database, migrated and seeded on start.
    command: `rm -rf "${DATA_DIR}" && npm start`,
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR,
      // Below Linux's ephemeral range (32768–60999): an outgoing connection's local port never holds it.
      EMBEDDED_PG_PORT: String(PORT + 17_000),
      APP_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      LOGIN_SLOWDOWN_MS: '0',
      // No retries: a send refused by the closed address a spec gives fails at once (the local
      // SUNAT of the GRE spec answers its ticket at the first poll).
      E_DOCUMENT_RETRY_LIMIT: '0',
    },
  },
});
