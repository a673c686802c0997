/**
 * SECRETS_KEY as 64 hex digits or base64 of 32 bytes; anything else is not a key. In a file of its
 * own because config.ts validates the variable with it and secrets-key.ts, which takes the `Config`,
 * reads the stored key with it: neither imports the other's file back.
 */
export const parseSecretsKey = (value: string): Buffer | null => {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? bytes : null;
};
