import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (a signing certificate and its password) are sealed with AES-256-GCM
 * under the configured SECRETS_KEY: a copy of the database alone reveals nothing, and a changed
 * byte is refused instead of decrypting to garbage. Sealed form, base64: iv (12) ‖ tag (16) ‖ data.
 */
let key: Buffer | undefined;

/** The app sets the key it resolved from its configuration when it is built. */
export const useSecretsKey = (secretsKey: Buffer): void => {
  if (secretsKey.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes');
  key = secretsKey;
};

// Nothing here reads the configuration itself: table files reach this module through module
// entries, and drizzle-kit loads them where the configuration's paths cannot be resolved. A script
// that reads a secret without building the app calls useSecretsKey(resolveSecretsKey(config)).
const current = () => {
  if (!key) throw new Error('The secrets key is not set: call useSecretsKey first (buildApp does)');
  return key;
};

export const seal = (plain: Buffer): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', current(), iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
};

/** Throws when the sealed text was made under another key or was altered. */
export const unseal = (sealed: string): Buffer => {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', current(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
};
