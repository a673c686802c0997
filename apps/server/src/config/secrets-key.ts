import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { parseSecretsKey } from './parse-secrets-key.ts';

/**
 * The key that encrypts the secrets stored in the database (the companies' signing certificates).
 * Production must set SECRETS_KEY. Tests use a key derived from a fixed text, so every test process
 * and the database template agree; development makes one once and keeps it in the data folder, as
 * it does the JWT secret: losing it makes the stored certificates unreadable (upload them again).
 */
export const resolveSecretsKey = (config: Pick<Config, 'secretsKey' | 'env' | 'dataDir'>): Buffer => {
  if (config.secretsKey) return config.secretsKey;
  if (config.env === 'test') return createHash('sha256').update('zerg-back-office test secrets key').digest();
  const file = join(config.dataDir, 'secrets-key');
  if (existsSync(file)) {
    const stored = parseSecretsKey(readFileSync(file, 'utf8'));
    if (stored) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
};
