import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  apiLogin,
  freshCode,
  offerDeviceCookie,
  remember,
  rememberDeviceCookie,
  remembered,
} from './sign-in-factor.ts';

export { apiLogin };

export const ACCOUNTS = {
  admin: { email: 'admin@zerg.pe', password: 'Admin123!' },
  hrChief: { email: 'rrhh@zerg.pe', password: 'Rrhh1234!' },
  driver: { email: 'conductor@zerg.pe', password: 'Conduce123!' },
  treasury: { email: 'tesoreria@zerg.pe', password: 'Tesoro123!' },
  payroll: { email: 'planillas@zerg.pe', password: 'Planilla123!' },
  workshopChief: { email: 'taller@zerg.pe', password: 'Taller123!' },
  /** Treasury's second person: approves and processes what the operator makes. */
  finance: { email: 'finanzas@zerg.pe', password: 'Finanzas123!' },
} as const;

/**
 * Signs in through the form and waits until the app has left the sign-in page. An account that
 * needs a second factor enrols the first time (reading the key off the screen) and types a code
 * later; the browser is trusted each time, and its cookie offered again to the next test's browser,
 * so most sign-ins cost what they did before the factor.
 */
export const signIn = async (page: Page, who: { email: string; password: string }) => {
  await offerDeviceCookie(page, who.email);
  await page.goto('/login');
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  const code = page.getByTestId('second-factor-code');
  await expect.poll(async () => (await code.isVisible()) || !onLoginPage(page)).toBe(true);
  if (await code.isVisible()) await passSecondFactor(page, who.email);
  await expect(page).not.toHaveURL(/\/login/);
};

/**
 * Signs in through the API and opens `path`: one page load where the form costs two (the sign-in
 * page, then the app again at `path`). The browser ends up as the form leaves it: the refresh token
 * in its HttpOnly cookie, the user in storage, the user's language unless the device has one. The
 * form itself is driven by the sign-in, session and second-factor specs.
 */
export const signInAt = async (page: Page, who: { email: string; password: string }, path: string) => {
  const { userData } = await apiLogin(page.request, who, { refreshCookie: true });
  // Any page of the origin gives access to its storage; the icon does not start the app.
  await page.goto('/favicon.svg');
  await page.evaluate((user) => {
    localStorage.setItem('userData', JSON.stringify(user));
    if (!localStorage.getItem('zerg-lang')) localStorage.setItem('zerg-lang', user.extras.language);
  }, userData);
  await page.goto(path);
};

const onLoginPage = (page: Page) => new URL(page.url()).pathname.startsWith('/login');

/** The second step of the sign-in form: enrolment (QR screen) or a code, trusting the browser. */
export const passSecondFactor = async (page: Page, email: string) => {
  const shownKey = page.getByTestId('second-factor-secret');
  let secret = remembered(email).secret;
  if (await page.getByTestId('second-factor-enrolment').isVisible()) {
    await expect(shownKey).not.toHaveText('…');
    secret = ((await shownKey.textContent()) ?? '').replace(/\s+/g, '');
    remember(email, { secret, lastStep: undefined });
  }
  if (!secret) throw new Error(`${email} has a second factor this run did not set up`);
  await page.getByTestId('second-factor-code').fill(await freshCode(email, secret));
  await page.getByTestId('second-factor-trust').check();
  await page.getByTestId('second-factor-submit').click();
  const done = page.getByTestId('second-factor-recovery-done');
  await expect.poll(async () => (await done.isVisible()) || !onLoginPage(page)).toBe(true);
  if (await done.isVisible()) await done.click();
  await rememberDeviceCookie(page, email);
};

export const signOut = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/login/);
};

/** Picks an option of an Ant Design select opened from its test id. */
export const choose = async (page: Page, testId: string, option: string) => {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
};

/**
 * Types into a select searched on the server and picks the option holding `option` (the typed
 * text by default) once the answer brings it: until then the select shows the previous page.
 */
export const searchAndChoose = async (page: Page, testId: string, typed: string, option = typed) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
};

/** A real PNG of one colour (the server decodes and re-encodes uploaded photos, so bytes must be valid). */
export const solidPng = (width: number, height: number, [r, g, b]: [number, number, number]): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * Keeps a screenshot for a person to look at, only when SCREENS_DIR names a folder: the suite takes
 * none in CI, where nobody looks.
 */
export const keepScreenshot = async (page: Page, name: string, options: { fullPage?: boolean } = {}) => {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), ...options });
};

/**
 * Types a value into an antd date or month picker and confirms it with Enter. On a loaded machine
 * the picker can miss the confirmation (its panel still opening) and put its previous value back
 * when the field loses focus: the value is read after leaving the field and typed again, up to
 * three times. A value the picker refuses on purpose (a disabled day) is left for the test's own
 * assertions to catch.
 */
export const fillPicker = async (field: Locator, text: string): Promise<void> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await field.click();
    await field.fill(text);
    await field.press('Enter');
    await field.blur();
    if ((await field.inputValue()) === text) return;
  }
};

/** A day picker's value from an ISO date, as the screens show it (dd/mm/yyyy). */
export const fillDate = (field: Locator, iso: string): Promise<void> => {
  const [year, month, day] = iso.split('-');
  return fillPicker(field, `${day}/${month}/${year}`);
};
