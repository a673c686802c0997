import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that passed the second factor and was asked to be trusted keeps this HttpOnly cookie;
 * it goes only to the sign-in routes. The server keeps its hash and decides how long it counts
 * (Settings → Security), so the cookie's own Max-Age is only an upper bound.
 */
export const DEVICE_COOKIE = 'zerg_device';
const PATH = '/api/login';
const MAX_AGE_SECONDS = 90 * 24 * 3600;

export const deviceTokenFromCookie = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[DEVICE_COOKIE];
  return value && value.length <= 128 ? value : undefined;
};

export const setDeviceCookie = (request: FastifyRequest, reply: FastifyReply, token: string): void => {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: PATH,
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_SECONDS,
  });
};
