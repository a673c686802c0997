import { expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: { email: 'admin@zerg.pe', password: 'Admin123!' },
  hrChief: { email: 'rrhh@zerg.pe', password: 'Rrhh1234!' },
  driver: { email: 'conductor@zerg.pe', password: 'Conduce123!' },
  treasury: { email: 'tesoreria@zerg.pe', password: 'Tesoro123!' },
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
