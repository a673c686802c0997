import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, choose, keepScreenshot, signIn, signInAt, signOut } from './helpers.ts';

test('a signed-out visitor is sent to sign in', async ({ page }) => {
  await page.goto('/users/list');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

test('a wrong password is refused with one message', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(ACCOUNTS.admin.email);
  await page.getByTestId('login-password').fill('Wrong123!');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('El correo o la contraseña no son válidos');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in lands on the first permitted screen; /login then sends back there', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/users\/list$/);
  await expect(page.getByTestId('page-title')).toHaveText('Usuarios');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/users\/list$/);
});

test('home shows the modules of the user, and the module switch changes the side menu', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('module-card-users')).toBeVisible();
  await expect(page.getByTestId('module-card-settings')).toBeVisible();
  await page.getByTestId('module-card-users').click();
  await expect(page).toHaveURL(/\/users\/list$/);
  await page.getByTestId('module-switch').click();
  await page.getByTestId('module-option-settings').click();
  // Settings opens on homework status (SPEC §2); its menu lists the other screens.
  await expect(page).toHaveURL(/\/settings\/homework-status\/list$/);
  await expect(page.getByTestId('side-menu')).toContainText('Correo');
});

test('a screen outside the user’s sections shows the not-authorized page', async ({ page }) => {
  await signInAt(page, ACCOUNTS.driver, '/users/list');
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
  await expect(page.getByText('No estás autorizado').first()).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/no/such/page');
  await expect(page).toHaveURL(/\/error-404$/);
  await expect(page.getByTestId('back-home')).toBeVisible();
});

test('the language switch shows the app in each of the five languages', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/users/list');
  const titles: Record<string, string> = {
    es: 'Usuarios',
    en: 'Users',
    fr: 'Utilisateurs',
    de: 'Benutzer',
    pt: 'Usuários',
  };
  for (const [lang, title] of Object.entries(titles)) {
    await page.getByTestId('language-switch').click();
    await page.getByTestId(`language-option-${lang}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('page-title')).toHaveText(title);
  }
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('Usuários');
});

test('the dark skin is kept across a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-skin', 'dark');
  await page.getByTestId('skin-toggle').click();
  await expect(html).toHaveAttribute('data-skin', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('zerg-skin'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-skin', 'dark');
  // The dark theme really paints: the navbar is dark.
  await expect(page.getByTestId('navbar')).toBeVisible();
  const brightness = await page.getByTestId('navbar').evaluate((navbar) => {
    const probe = document.createElement('canvas').getContext('2d');
    if (!probe) return 255;
    probe.fillStyle = getComputedStyle(navbar).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r = 255, g = 255, b = 255] = probe.getImageData(0, 0, 1, 1).data;
    return (r + g + b) / 3;
  });
  expect(brightness).toBeLessThan(80);
});

test('users: list, register, find and edit', async ({ page }) => {
  const email = 'nuevo.supervisor@zerg.pe';
  await signInAt(page, ACCOUNTS.admin, '/users/list');
  // Other browser tests register users in the same database: look for a seeded one, not a count.
  await expect(page.getByRole('row', { name: /admin@zerg\.pe/ })).toBeVisible();
  await page.getByTestId('users-add').click();
  await expect(page).toHaveURL(/\/users\/register$/);
  await page.getByTestId('user-full-name').fill('Prueba Navegador');
  await page.getByTestId('user-email').fill(email);
  await page.getByTestId('user-password').fill('Prueba123!');
  await page.getByTestId('user-password-confirmation').fill('Prueba123!');
  await choose(page, 'user-role', 'Coordinador de operaciones');
  await choose(page, 'user-campus', 'Sede Arequipa');
  // The role's defaults fill modules and sections.
  await expect(page.getByRole('checkbox', { name: /Operaciones$/ }).first()).toBeChecked();
  await page.getByTestId('user-form-submit').click();
  await expect(page).toHaveURL(/\/users\/list$/);

  await page.getByTestId('table-search').fill(email);
  await expect(page.getByTestId('table-total')).toContainText('1');
  const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await row.locator('[data-testid^="user-edit-"]').click();
  await expect(page).toHaveURL(/\/users\/edit\/\d+$/);
  await expect(page.getByTestId('user-email')).toHaveValue(email);
  await page.getByTestId('user-full-name').fill('Prueba Navegador Editado');
  await page.getByTestId('user-form-submit').click();
  await expect(page).toHaveURL(/\/users\/list/);
  await page.getByTestId('table-search').fill(email);
  await expect(page.getByRole('row', { name: /Prueba Navegador Editado/ })).toBeVisible();
});

test('a duplicate email is shown on the email field', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/users/register');
  await page.getByTestId('user-full-name').fill('Otra Persona');
  await page.getByTestId('user-email').fill('rrhh@zerg.pe');
  await page.getByTestId('user-password').fill('Prueba123!');
  await page.getByTestId('user-password-confirmation').fill('Prueba123!');
  await choose(page, 'user-role', 'Conductor');
  await choose(page, 'user-campus', 'Sede Cusco');
  await page.getByTestId('user-form-submit').click();
  await expect(page.getByText('El correo ya está registrado').first()).toBeVisible();
  await expect(page).toHaveURL(/\/users\/register$/);
  // The account of an employee takes the employee's name and e-mail.
  // The picker lists every employee in a virtual list: search first.
  await page.getByTestId('user-employee').click();
  await page.keyboard.type('41234567');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '41234567' }).click();
  await expect(page.getByTestId('user-full-name')).toHaveValue('Carlos Alberto Quispe Mamani');
  await expect(page.getByTestId('user-email')).toHaveValue(/^carlos\.quispe\d*@correo\.pe$/);
});

test('forgot password: the mail reaches the outbox and its link sets a new password', async ({
  page,
  request,
}) => {
  await page.goto('/forgot-password');
  await page.getByTestId('forgot-email').fill(ACCOUNTS.treasury.email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  await signInAt(page, ACCOUNTS.admin, '/settings/general/email');
  await page.getByTestId('tab-outbox').click();
  // Other flows mail the treasury too (viatics): take the newest password-reset mail to it.
  const row = page
    .getByRole('row', { name: new RegExp(ACCOUNTS.treasury.email) })
    .filter({ hasText: /Restablezca su contraseña|Reset your Zerg Back Office password/ })
    .first();
  await expect(row).toBeVisible();
  await row.locator('.ant-table-row-expand-icon').click();
  const body = (await page.locator('[data-testid^="outbox-body-"]').first().textContent()) ?? '';
  const link = body.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await signOut(page);

  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByTestId('reset-password').fill('weak');
  await page.getByTestId('reset-password-confirmation').fill('weak');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toHaveCount(0);
  await page.getByTestId('reset-password').fill('NuevoTeso123!');
  await page.getByTestId('reset-password-confirmation').fill('NuevoTeso123!');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await signIn(page, { email: ACCOUNTS.treasury.email, password: 'NuevoTeso123!' });
  // The treasury's first permitted screen is its attendance report.
  await expect(page).toHaveURL(/\/treasury\/attendance\/report$/);

  // Later tests sign in as the treasury with its demo password: give it back.
  const login = await apiLogin(request, { email: ACCOUNTS.treasury.email, password: 'NuevoTeso123!' });
  const { accessToken } = login as { accessToken: string };
  const restored = await request.post('/api/user/change-password', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      currentPassword: 'NuevoTeso123!',
      password: ACCOUNTS.treasury.password,
      passwordConfirmation: ACCOUNTS.treasury.password,
    },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
});

test('the profile shows the signed-in user and saves changes', async ({ page }) => {
  await signInAt(page, ACCOUNTS.hrChief, '/profile');
  await expect(page.getByTestId('profile-summary')).toContainText('rrhh@zerg.pe');
  await page.getByTestId('profile-phone').fill('(+51)999888777');
  await page.getByTestId('profile-submit').click();
  await page.reload();
  await expect(page.getByTestId('profile-phone')).toHaveValue('(+51)999888777');
});

test('while the API answers 503 a calm banner says so, and it goes once the server answers', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.route('**/api/user/list', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '1' },
      contentType: 'application/json',
      body: '{"code":"DATABASE_UNAVAILABLE","message":"La base de datos no está disponible por un momento"}',
    }),
  );
  await page.goto('/users/list');
  await expect(page.getByTestId('service-unavailable')).toContainText('El servicio no está disponible');
  await keepScreenshot(page, 'service-unavailable');
  await page.unroute('**/api/user/list');
  await expect(page.getByTestId('service-unavailable')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('page-title')).toHaveText('Usuarios');
  await keepScreenshot(page, 'service-back');
});
