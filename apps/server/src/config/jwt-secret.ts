import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

/**
 * Production must set JWT_SECRET. Elsewhere a secret is made once and kept in the data folder, so a
 * restart does not sign everybody out.
 */
export const resolveJwtSecret = (config: Config): string => {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};
