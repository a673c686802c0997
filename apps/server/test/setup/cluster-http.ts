import {
  isSecondFactorChallenge,
  type TLoginAnswer,
  type TLoginResponse,
  type TSecondFactorSetup,
} from '@zerg/shared';
import { decodeJwt } from 'jose';
import type { Database } from '../../src/db/client.ts';
import { SERVED_BY } from './load-balancer.ts';
import { totpCode } from './second-factor.ts';

export type HttpAnswer = {
  status: number;
  body: unknown;
  raw: Buffer;
  headers: Headers;
  /** The instance index the balancer sent the request to; null when it did not go through it. */
  servedBy: number | null;
};

/** A small client over real HTTP that speaks as one signed-in user (or nobody) to `baseUrl`. */
export const httpClient = (baseUrl: string, token?: string) => {
  const send = async (method: string, path: string, body?: BodyInit, type?: string): Promise<HttpAnswer> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      body,
      headers: {
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(type ? { 'content-type': type } : {}),
      },
      signal: AbortSignal.timeout(20_000),
    });
    const raw = Buffer.from(await res.arrayBuffer());
    let parsed: unknown = raw.toString('utf8');
    try {
      parsed = JSON.parse(String(parsed));
    } catch {
      // not JSON: a download
    }
    const servedBy = res.headers.get(SERVED_BY);
    return {
      status: res.status,
      body: parsed,
      raw,
      headers: res.headers,
      servedBy: servedBy === null ? null : Number(servedBy),
    };
  };
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown = {}) => send('POST', path, JSON.stringify(body), 'application/json'),
    /** A multipart body as `multipart()` (setup/multipart.ts) builds it. */
    postRaw: (path: string, payload: Buffer, contentType: string) =>
      send('POST', path, new Uint8Array(payload), contentType),
  };
};

const ok = (what: string, res: HttpAnswer) => {
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/**
 * Sign-in over HTTP, completing the second factor as a person with an authenticator would: the key
 * shown at enrolment is kept for the user's later sign-ins (through any instance, since it is stored
 * in the database), and before a code the user's last accepted step is forgotten, as in
 * `setup/second-factor.ts`, since tests sign in more often than once per 30-second step.
 */
export const httpSignIn = (database: Database) => {
  const keys = new Map<string, string>();
  return async (baseUrl: string, who: { email: string; password: string }): Promise<TLoginResponse> => {
    const api = httpClient(baseUrl);
    const answer = ok(`login ${who.email}`, await api.post('/api/login', who)) as TLoginAnswer;
    if (!isSecondFactorChallenge(answer)) return answer;
    const { challenge } = answer;
    if (answer.secondFactor === 'setup') {
      const setup = ok('setup', await api.post('/api/login/second-factor/setup', { challenge }));
      const secret = (setup as TSecondFactorSetup).secret;
      keys.set(who.email, secret);
      const code = totpCode(secret);
      return ok(
        'enrolment',
        await api.post('/api/login/second-factor/confirm', { challenge, code }),
      ) as TLoginResponse;
    }
    const secret = keys.get(who.email);
    if (!secret) throw new Error(`${who.email} enrolled a second factor outside this cluster`);
    await database.pool.query('update user_second_factors set last_step = null where user_id = $1', [
      Number(decodeJwt(challenge).sub),
    ]);
    return ok(
      'code',
      await api.post('/api/login/second-factor', { challenge, code: totpCode(secret) }),
    ) as TLoginResponse;
  };
};
