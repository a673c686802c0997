import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

/** Browser tests drive Debian's Chromium headless shell (e2e/browser.ts); nothing downloads a browser of its own. */
export const ensureChromium = (): void => {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Debian’s chromium-headless-shell for the browser tests…');
  const isRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => (isRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  process.env = env;
  if (
    !apt(['update', '-qq']) ||
    !apt(['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-noto-core']) ||
    !existsSync(CHROMIUM)
  ) {
    console.error(
      `Chromium is missing at ${CHROMIUM} and could not be installed. Install Debian's chromium-headless-shell package.`,
    );
    process.exit(1);
  }
};

if (import.meta.main) ensureChromium();
