import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * What the browser tests remember of each account's second factor across spec files: the key shown
 * at enrolment, the last 30-second step used (a code is accepted once) and the trusted-device token
 * the server gave. Kept in the run's data folder (playwright.config.ts), wiped at every run.
 */
type Remembered = { secret?: string; lastStep?: number; deviceToken?: string };

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DIR = resolve(import.meta.dirname, '..', '..', `data/e2e-${PORT}`, 'second-factor');
const fileOf = (email: string) => join(DIR, `${email.toLowerCase()}.json`);

export const remembered = (email: string): Remembered => {
  try {
    return JSON.parse(readFileSync(fileOf(email), 'utf8')) as Remembered;
  } catch {
    return {};
  }
};

export const remember = (email: string, patch: Remembered): void => {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(fileOf(email), JSON.stringify({ ...remembered(email), ...patch }));
};

const PERIOD = 30;

/**
 * A code the server has not accepted yet: the first unused step within its one-step window, or the
 * next step once all three are spent (a wait of at most one period, rare: trusted devices skip codes).
 */
export const freshCode = async (email: string, secret: string): Promise<string> => {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    const last = remembered(email).lastStep ?? Number.NEGATIVE_INFINITY;
    const step = [now - 1, now, now + 1].find((s) => s > last);
    if (step !== undefined) {
      remember(email, { lastStep: step });
      return totp.generate({ timestamp: step * PERIOD * 1000 });
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
};

/** The trusted-device cookie the server set on this browser, kept for later sign-ins. */
export const rememberDeviceCookie = async (page: Page, email: string): Promise<void> => {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'zerg_device');
  if (cookie) remember(email, { deviceToken: cookie.value });
};

/** Puts the remembered trusted-device cookie into the page's browser before it signs in. */
export const offerDeviceCookie = async (page: Page, email: string): Promise<void> => {
  const { deviceToken } = remembered(email);
  if (!deviceToken) return;
  await page.context().addCookies([
    {
      name: 'zerg_device',
      value: deviceToken,
      domain: '127.0.0.1',
      path: '/api/login',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
};

type Session = {
  accessToken: string;
  refreshToken?: string;
  userData: { id: number; employee_id: number | null; extras: { language: string } };
};
type Answer = Session | { secondFactor: 'totp' | 'setup'; challenge: string };

const json = async <T>(what: string, res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
};

/**
 * Signs in through the API as `who`, completing the second factor the way a person with an
 * authenticator app would (enrolment the first time), and asks the server to trust this client so
 * that later sign-ins cost one request.
 */
export const apiLogin = async (
  request: APIRequestContext,
  who: { email: string; password: string },
  // As the web asks: the refresh token in the HttpOnly cookie of the request's browser, not the body.
  { refreshCookie = false }: { refreshCookie?: boolean } = {},
) => {
  const { deviceToken } = remembered(who.email);
  const headers = refreshCookie ? { 'X-Refresh-Transport': 'cookie' } : undefined;
  const answer = await json<Answer>(
    `sign-in of ${who.email}`,
    await request.post('/api/login', {
      data: { ...who, ...(deviceToken ? { deviceToken } : {}) },
      headers,
    }),
  );
  if (!('secondFactor' in answer)) return answer;
  const { challenge } = answer;
  let session: Session & { deviceToken?: string };
  if (answer.secondFactor === 'setup') {
    const { secret } = await json<{ secret: string }>(
      'enrolment',
      await request.post('/api/login/second-factor/setup', { data: { challenge } }),
    );
    remember(who.email, { secret, lastStep: undefined });
    const code = await freshCode(who.email, secret);
    session = await json(
      'first code',
      await request.post('/api/login/second-factor/confirm', {
        data: { challenge, code, trustDevice: true },
        headers,
      }),
    );
  } else {
    const { secret } = remembered(who.email);
    if (!secret) throw new Error(`${who.email} has a second factor this run did not set up`);
    const code = await freshCode(who.email, secret);
    session = await json(
      'code',
      await request.post('/api/login/second-factor', {
        data: { challenge, code, trustDevice: true },
        headers,
      }),
    );
  }
  // Through the cookie transport the server sets the trusted-device token as a cookie, not in the body.
  const trusted =
    session.deviceToken ??
    (await request.storageState()).cookies.find((c) => c.name === 'zerg_device')?.value;
  if (trusted) remember(who.email, { deviceToken: trusted });
  return session;
};
