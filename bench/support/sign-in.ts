import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';

type Answer =
  | { accessToken: string; deviceToken?: string }
  | { secondFactor: 'totp' | 'setup'; challenge: string };

const post = async <T>(url: string, body: unknown): Promise<T> => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/**
 * Signs in over HTTP and completes the second factor as a person with an authenticator app would:
 * enrols the first time, keeping the key and the trusted-device token in `dataDir` (the bench's
 * database lives there too), so later runs sign in with one request.
 */
export const signInOverHttp = async (
  url: string,
  who: { email: string; password: string },
  dataDir: string,
): Promise<string> => {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, `second-factor-${who.email}.json`);
  let kept: { secret?: string; deviceToken?: string } = {};
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as typeof kept;
  } catch {
    // first run on this data folder
  }
  const answer = await post<Answer>(`${url}/api/login`, { ...who, deviceToken: kept.deviceToken });
  if ('accessToken' in answer) return answer.accessToken;
  const { challenge } = answer;
  if (answer.secondFactor === 'setup') {
    kept.secret = (
      await post<{ secret: string }>(`${url}/api/login/second-factor/setup`, { challenge })
    ).secret;
  }
  if (!kept.secret) throw new Error(`${who.email} has a second factor whose key is not under ${dataDir}`);
  const code = new TOTP({ secret: Secret.fromBase32(kept.secret) }).generate();
  const route = answer.secondFactor === 'setup' ? 'second-factor/confirm' : 'second-factor';
  const done = await post<{ accessToken: string; deviceToken?: string }>(`${url}/api/login/${route}`, {
    challenge,
    code,
    trustDevice: true,
  });
  writeFileSync(file, JSON.stringify({ secret: kept.secret, deviceToken: done.deviceToken }));
  return done.accessToken;
};
