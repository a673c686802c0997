import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, signOut } from './helpers.ts';
import { freshCode, remember } from './sign-in-factor.ts';

const CEO = { email: 'gerencia@zerg.pe', password: 'Gerente123!' };

const typePassword = async (page: Page, who: { email: string; password: string }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
};

test('a money user enrols with a QR code after an administrator reset, then signs in with a code', async ({
  page,
}) => {
  // The administrator resets the CEO's factor from the users list (a lost phone).
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/users/list');
  await page.getByTestId('table-search').fill(CEO.email);
  await expect(page.getByTestId('table-total')).toContainText('1');
  const row = page.getByRole('row', { name: /gerencia@zerg\.pe/ });
  await row.locator('[data-testid^="user-second-factor-reset-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Verificación en dos pasos restablecida')).toBeVisible();
  await signOut(page);

  // Right password: no session yet, but enrolment with a QR code and the key in text.
  await typePassword(page, CEO);
  await expect(page.getByTestId('second-factor-qr')).toBeVisible();
  const shownKey = page.getByTestId('second-factor-secret');
  await expect(shownKey).toHaveText(/^[A-Z2-7 ]{32,}$/);
  await expect(page).toHaveURL(/\/login/);
  await keepScreenshot(page, 'second-factor-enrol');

  // A wrong code is refused on its field.
  await page.getByTestId('second-factor-code').fill('000000');
  await page.getByTestId('second-factor-submit').click();
  await expect(page.getByText('El código no es válido o ya se usó')).toBeVisible();
  await keepScreenshot(page, 'second-factor-enrol-error');

  const secret = ((await shownKey.textContent()) ?? '').replace(/\s+/g, '');
  remember(CEO.email, { secret, lastStep: undefined, deviceToken: undefined });
  await page.getByTestId('second-factor-code').fill(await freshCode(CEO.email, secret));
  await page.getByTestId('second-factor-submit').click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await keepScreenshot(page, 'second-factor-recovery');
  await page.getByTestId('second-factor-recovery-done').click();
  await expect(page).not.toHaveURL(/\/login/);
  await signOut(page);

  // Next time: the code of the app, no enrolment.
  await typePassword(page, CEO);
  await expect(page.getByTestId('second-factor-code')).toBeVisible();
  await expect(page.getByTestId('second-factor-qr')).toHaveCount(0);
  await keepScreenshot(page, 'second-factor-code');
  await page.getByTestId('second-factor-code').fill(await freshCode(CEO.email, secret));
  await page.getByTestId('second-factor-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile');
  await expect(page.getByTestId('second-factor-state')).toHaveText('Activada');
  await page.getByTestId('second-factor-card').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'second-factor-profile');
});

test('Settings → Security lists the sections that always ask for it and saves the company setting', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/settings/general/security');
  await expect(page.getByTestId('second-factor-sections')).toContainText('Planilla');
  await expect(page.getByTestId('security-trusted-days')).toHaveValue('30');
  await page.getByTestId('security-trusted-days').fill('14');
  await page.getByTestId('security-save').click();
  await expect(page.getByText('Configuración de seguridad guardada')).toBeVisible();
  await keepScreenshot(page, 'second-factor-settings');
  await page.getByTestId('security-trusted-days').fill('30');
  await page.getByTestId('security-save').click();
  await expect(page.getByText('Configuración de seguridad guardada').first()).toBeVisible();
});
