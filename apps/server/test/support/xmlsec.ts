import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's xmlsec1, the verifier that did not sign (scripts/ensure-xmlsec.ts installs it). */
const XMLSEC1 = process.env.XMLSEC1_PATH ?? '/usr/bin/xmlsec1';

export type XmlsecVerifier = {
  /** xmlsec1's verdict on the document's enveloped signature, and what it printed. */
  verify: (xml: string) => { ok: boolean; text: string };
  close: () => void;
};

/**
 * xmlsec1 checks the digest of the document and the RSA signature with the certificate carried in
 * KeyInfo, which must chain to `trustedPem` (the test certificate, self-signed).
 */
export const xmlsecVerifier = (trustedPem: string): XmlsecVerifier => {
  const dir = mkdtempSync(join(tmpdir(), 'zerg-xmlsec-'));
  const trusted = join(dir, 'trusted.pem');
  writeFileSync(trusted, trustedPem);
  let written = 0;
  return {
    verify: (xml) => {
      const file = join(dir, `doc-${++written}.xml`);
      writeFileSync(file, xml);
      const out = spawnSync(XMLSEC1, ['--verify', '--trusted-pem', trusted, file], { encoding: 'utf8' });
      return { ok: out.status === 0, text: `${out.stdout}${out.stderr}` };
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
};
