import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: { email: 'admin@zerg.pe', password: 'Admin123!' },
  hrChief: { email: 'rrhh@zerg.pe', password: 'Rrhh1234!' },
  driver: { email: 'conductor@zerg.pe', password: 'Conduce123!' },
  treasury: { email: 'tesoreria@zerg.pe', password: 'Tesoro123!' },
  payroll: { email: 'planillas@zerg.pe', password: 'Planilla123!' },
  workshopChief: { email: 'taller@zerg.pe', password: 'Taller123!' },
} as const;

/** Signs in through the form and waits until the app has left the sign-in page. */
export const signIn = async (page: Page, who: { email: string; password: string }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
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
