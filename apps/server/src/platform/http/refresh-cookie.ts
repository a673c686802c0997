import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web keeps its refresh token in this cookie, out of reach of any script: HttpOnly, sent only
 * to the refresh route, never cross-site. API clients keep sending it in the body instead.
 */
export const REFRESH_COOKIE = 'zerg_refresh';
export const REFRESH_COOKIE_PATH = '/api/refresh-token';
/** The header by which the web asks for the cookie instead of the token in the body. */
export const REFRESH_TRANSPORT_HEADER = 'x-refresh-transport';

export const wantsRefreshCookie = (request: FastifyRequest): boolean =>
  request.headers[REFRESH_TRANSPORT_HEADER] === 'cookie';

export const refreshTokenFromCookie = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 512 ? value : undefined;
};

const options = (request: FastifyRequest, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: REFRESH_COOKIE_PATH,
  // Behind a proxy this honours X-Forwarded-Proto only when TRUST_PROXY is set.
  secure: request.protocol === 'https',
  maxAge,
});

/** Sets the cookie and returns the body without the token, so no script ever reads it. */
export const deliverInCookie = <T extends { refreshToken?: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  result: T,
  maxAgeSeconds: number,
): Omit<T, 'refreshToken'> => {
  const { refreshToken, ...rest } = result;
  if (refreshToken) reply.setCookie(REFRESH_COOKIE, refreshToken, options(request, maxAgeSeconds));
  return rest;
};

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.setCookie(REFRESH_COOKIE, '', options(request, 0));
};
