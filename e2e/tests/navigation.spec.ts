import { expect, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn } from './helpers.ts';

test('a worker reaches QR marking and their justifications from the phone page, the user menu and home', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.driver);
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  await expect(page.getByTestId('driver-card')).toBeVisible();
  await page.getByTestId('self-service-attendance').click();
  await expect(page).toHaveURL(/\/attendance$/);
  await expect(page.getByTestId('my-attendance')).toBeVisible();
  // The page says what it is once: the header's title, not a second heading below it.
  await expect(page.getByRole('heading', { name: 'Mi asistencia' })).toHaveCount(1);
  await keepScreenshot(page, 'my-attendance-390');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-justifications').click();
  await expect(page).toHaveURL(/\/attendance\/justifications$/);

  await page.goto('/home');
  await page.getByTestId('self-service-attendance').click();
  await expect(page).toHaveURL(/\/attendance$/);
});

test('a screen opened for the first time shows its skeleton at once instead of the previous screen', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page.getByTestId('page-title')).toHaveText('Usuarios');
  // The groups screen's code is held back until the skeleton has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entity-groups-list-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/settings/entity-group/list');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByTestId('users-table')).toHaveCount(0);
  release();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.getByRole('table').first()).toBeVisible();
});

test('Escape closes drawers: the phone menu and a record drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.admin);
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/settings/entity-group/list');
  await page.locator('[data-testid^="entity-group-members-"]').first().click();
  await expect(drawer).toBeVisible();
  await expect(page.getByTestId('members-table')).toBeVisible();
  await page.getByTestId('members-table').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test.describe('with the system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the skin follows the system until the user picks one, and the pick then stays', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expect(page.getByTestId('skin-toggle')).toHaveAttribute('data-skin', 'dark');
    await page.getByTestId('skin-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'light');
    await page.reload();
    await expect(page.getByTestId('skin-toggle')).toHaveAttribute('data-skin', 'light');
  });
});

test('the kiosk fits the screen on a phone and on a desktop, without scrolling', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/monitoring/attendance/kiosk#device=zkd_DemoKioskLimaMainGateNotForProductionUse001');
    await expect(page.getByTestId('kiosk-qr')).toBeVisible();
    await keepScreenshot(page, `kiosk-${width}`);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return { x: root.scrollWidth - root.clientWidth, y: root.scrollHeight - root.clientHeight };
    });
    expect(overflow, `${width}×${height}`).toEqual({ x: 0, y: 0 });
  }
});
