import { isSecondFactorChallenge, type TLoginAnswer, type TLoginResponse } from '@zerg/shared';
import { completeSecondFactor } from './second-factor.ts';
import type { TestContext } from './test-app.ts';

export const DEMO = {
  admin: { email: 'admin@zerg.pe', password: 'Admin123!' },
  hrChief: { email: 'rrhh@zerg.pe', password: 'Rrhh1234!' },
  operations: { email: 'operaciones@zerg.pe', password: 'Opera123!' },
  driver: { email: 'conductor@zerg.pe', password: 'Conduce123!' },
  treasury: { email: 'tesoreria@zerg.pe', password: 'Tesoro123!' },
} as const;

type Method = 'GET' | 'POST';

/** A small client over `app.inject` that speaks as one signed-in user. */
export const client = (ctx: TestContext, token?: string, lang = 'en') => {
  const call = async (method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const { 'x-test-ip': ip, ...rest } = headers;
    const res = await ctx.app.inject({
      method,
      url,
      remoteAddress: ip ?? '127.0.0.1',
      headers: {
        'accept-language': lang,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...rest,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return {
      status: res.statusCode,
      body: res.body ? withoutRequestId(safeJson(res.body), res.headers['x-request-id']) : null,
      headers: res.headers,
      raw: res.rawPayload,
    };
  };
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body: unknown = {}, headers?: Record<string, string>) =>
      call('POST', url, body, headers),
  };
};

/**
 * An error body names its request (`requestId`, a fresh UUID each time): checked here against the
 * answer's `x-request-id`, then left out, so tests compare the rest of the body exactly.
 */
export const withoutRequestId = (body: unknown, header: unknown): unknown => {
  // A success body may have a `requestId` of its own (a leave request's); error bodies have a `code`.
  if (typeof body !== 'object' || body === null || !('requestId' in body) || !('code' in body)) return body;
  const { requestId, ...rest } = body as { requestId: unknown };
  if (requestId !== header)
    throw new Error(`error body requestId ${requestId} is not x-request-id ${header}`);
  return rest;
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const login = async (
  ctx: TestContext,
  who: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<TLoginResponse> => {
  const api = client(ctx);
  const res = await api.post('/api/login', who, headers);
  if (res.status !== 200)
    throw new Error(`login ${who.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const answer = res.body as TLoginAnswer;
  if (!isSecondFactorChallenge(answer)) return answer;
  return completeSecondFactor(ctx, (url, body) => api.post(url, body, headers), answer);
};
