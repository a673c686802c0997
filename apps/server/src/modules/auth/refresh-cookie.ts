import type { TLoginResponse } from '@zerg/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's refresh token travels in an HttpOnly cookie scoped to the refresh path, so no
 * script can read it. API clients that do not ask for it keep the token in the body (SPEC §7).
 */
export const REFRESH_COOKIE = 'zerg_refresh';
const COOKIE_PATH = '/api/refresh-token';

export const wantsRefreshCookie = (request: FastifyRequest): boolean =>
  request.headers['x-refresh-transport'] === 'cookie';

export const readRefreshCookie = (request: FastifyRequest): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

// Without Max-Age the cookie lasts the browser session; the server enforces the token's own expiry.
const cookie = (request: FastifyRequest, value: string, clear = false): string =>
  [
    `${REFRESH_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    ...(clear ? ['Max-Age=0'] : []),
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

/** Moves the refresh token from the body into the cookie. */
export const sendRefreshCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  session: TLoginResponse,
): Omit<TLoginResponse, 'refreshToken'> => {
  const { refreshToken, ...rest } = session;
  void reply.header('Set-Cookie', cookie(request, refreshToken));
  return rest;
};

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  void reply.header('Set-Cookie', cookie(request, '', true));
};
