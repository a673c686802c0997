import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signIn, signOut } from './helpers.ts';

const expectSignedIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/users\/list(\?.*)?$/);
  await expect(page.getByTestId('page-title')).toHaveText('Usuarios');
  await expect(page.getByTestId('user-menu')).toBeVisible();
};

test('no token is left where a script could read it: not in storage, the refresh one is HttpOnly', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await expectSignedIn(page);
  const stored = await page.evaluate(() => ({
    keys: Object.keys(localStorage).concat(Object.keys(sessionStorage)),
    values: Object.values(localStorage).concat(Object.values(sessionStorage)).join('\n'),
  }));
  expect(stored.keys).not.toContain('accessToken');
  expect(stored.keys).not.toContain('refreshToken');
  // A JWT starts with a base64 `{"` header; a refresh token is a long opaque string.
  expect(stored.values).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  const refresh = (await context.cookies()).find((cookie) => cookie.name === 'zerg_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/refresh-token' });
  expect(stored.values).not.toContain(refresh?.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain('zerg_refresh');
});

test('the sign-in survives a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expectSignedIn(page);
  await page.reload();
  await expectSignedIn(page);
  await page.reload();
  await expectSignedIn(page);
});

test('two tabs renewing at the same moment both stay signed in', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, ACCOUNTS.admin);
  const second = await context.newPage();
  await second.goto('/users/list');
  await expectSignedIn(second);
  // Both tabs start without an access token and renew with the same cookie at once.
  await Promise.all([first.reload(), second.reload()]);
  await expectSignedIn(first);
  await expectSignedIn(second);
  // The session was not ended as a stolen token: each tab still renews after that.
  for (const page of [first, second]) {
    await page.reload();
    await expectSignedIn(page);
  }
});

test('a tab whose access token is refused renews it while another tab does the same', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, ACCOUNTS.admin);
  await first.goto('/users/list');
  await expectSignedIn(first);
  const second = await context.newPage();
  await second.goto('/users/list');
  await expectSignedIn(second);
  // The next list request of each tab is answered as if its access token had expired.
  for (const page of [first, second]) {
    let refused = false;
    await page.route('**/api/user/list', async (route) => {
      if (refused) return route.fallback();
      refused = true;
      await route.fulfill({ status: 401, json: { code: 'UNAUTHENTICATED', message: 'expired' } });
    });
  }
  const renewals = [first, second].map((page) =>
    page.waitForResponse((r) => r.url().endsWith('/api/refresh-token') && r.status() === 200),
  );
  await Promise.all([
    first.getByTestId('table-search').fill('admin@'),
    second.getByTestId('table-search').fill('admin@'),
  ]);
  await Promise.all(renewals);
  for (const page of [first, second]) {
    await expectSignedIn(page);
    await expect(page.getByText('admin@zerg.pe').first()).toBeVisible();
    await page.reload();
    await expectSignedIn(page);
  }
});

test('signing out in one tab signs the other tabs out', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, ACCOUNTS.admin);
  const second = await context.newPage();
  await second.goto('/users/list');
  await expectSignedIn(second);
  await signOut(first);
  await expect(second).toHaveURL(/\/login$/);
  await second.goto('/users/list');
  await expect(second).toHaveURL(/\/login$/);
});

test('a renewal cut short keeps the user signed in with a notice; only a refusal signs out', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await expectSignedIn(page);
  // The reload's renewal is cut off twice (as by a second F5 or a dropped connection), then answers.
  let cut = 0;
  await page.route('**/api/refresh-token', (route) => (cut++ < 2 ? route.abort('failed') : route.fallback()));
  await page.reload();
  await expect(page.getByTestId('reconnecting')).toBeVisible();
  await expectSignedIn(page);
  await expect(page.getByTestId('reconnecting')).toHaveCount(0);
  expect(cut).toBe(3);
  await page.unrouteAll();
  await page.route('**/api/refresh-token', (route) =>
    route.fulfill({ status: 401, json: { code: 'INVALID_REFRESH_TOKEN', message: 'refused' } }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});
