import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Compared as digests in constant time,
 * so neither the token's length nor its first wrong character shows in the answer's timing.
 */
export const bearerMatches = (header: string | undefined, token: string): boolean => {
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7)), digest(token));
};
