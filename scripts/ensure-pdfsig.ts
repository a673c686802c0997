import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PDFSIG = process.env.PDFSIG_PATH ?? '/usr/bin/pdfsig';

const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

/**
 * The signed boletas are checked by a tool that did not sign them: Debian's poppler-utils `pdfsig`.
 * Installed the way the browser tests get Chromium: apt-get only.
 */
export const ensurePdfsig = (): void => {
  if (existsSync(PDFSIG)) return;
  console.log('Installing Debian’s poppler-utils (pdfsig) for the signature tests…');
  const isRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => (isRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  process.env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'poppler-utils']) || !existsSync(PDFSIG)) {
    console.error(
      `pdfsig is missing at ${PDFSIG} and could not be installed. Install Debian's poppler-utils.`,
    );
    process.exit(1);
  }
};

if (import.meta.main) ensurePdfsig();
