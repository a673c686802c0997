import argon2 from 'argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};

/** Verifying against a fixed hash keeps the timing of an unknown email like that of a known one. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
};
