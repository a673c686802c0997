import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const XMLSEC1 = process.env.XMLSEC1_PATH ?? '/usr/bin/xmlsec1';

const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

/**
 * The SUNAT documents' XML signatures are checked by a verifier that did not sign them: Debian's
 * xmlsec1. Installed the way pdfsig is: apt-get only.
 */
export const ensureXmlsec = (): void => {
  if (existsSync(XMLSEC1)) return;
  console.log('Installing Debian’s xmlsec1 for the XML signature tests…');
  const isRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => (isRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  process.env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'xmlsec1']) || !existsSync(XMLSEC1)) {
    console.error(`xmlsec1 is missing at ${XMLSEC1} and could not be installed. Install Debian's xmlsec1.`);
    process.exit(1);
  }
};

if (import.meta.main) ensureXmlsec();
