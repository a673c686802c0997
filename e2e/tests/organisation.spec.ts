import { expect, test } from '@playwright/test';
import { ACCOUNTS, choose, signInAt } from './helpers.ts';

/** Types into a searchable select first: long lists (150 employees) render only the visible options. */
const search = async (page: import('@playwright/test').Page, testId: string, text: string) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
};

const checked = (page: import('@playwright/test').Page, testId: string) =>
  page.locator(`label:has([data-testid="${testId}"])`);

test('an administrator sets up a company, an area with its chief and a role, then registers a user of that role', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = 'norte';
  const roleName = `Analista de Flota ${stamp}`;
  const areaName = `Almacén Callao ${stamp}`;
  // A company: a bad RUC is refused on the field, a valid one is saved.
  await signInAt(page, ACCOUNTS.admin, '/settings/companies/list');
  // The first screen of a run loads its chunks on a busy machine: allow it more time.
  await expect(page.getByTestId('table-total')).toContainText('2', { timeout: 30_000 });
  await page.getByTestId('company-add').click();
  await page.getByTestId('company-ruc').fill('20512345670');
  await page.getByTestId('company-name').fill('Transportes Rímac del Sur S.A.C.');
  await page.getByTestId('company-form-submit').click();
  await expect(page.getByText('El RUC no es válido')).toBeVisible();
  await page.getByTestId('company-ruc').fill('20512345671');
  await page.getByTestId('company-trade-name').fill('Rímac del Sur');
  await page.getByTestId('company-email').fill('contacto@rimacsur.pe');
  await page.getByTestId('company-form-submit').click();
  await expect(page.getByTestId('table-total')).toContainText('3');
  await expect(page.getByRole('row', { name: /Transportes Rímac del Sur/ })).toBeVisible();

  // An area with its chief, in the new company.
  await page.goto('/settings/roles-areas/list?tab=areas');
  await page.getByTestId('area-add').click();
  await page.getByTestId('area-name').fill(areaName);
  await search(page, 'area-chief', 'Flores Huamán');
  await search(page, 'area-company', 'Rímac del Sur');
  await page.getByTestId('area-form-submit').click();
  const areaRow = page.getByRole('row', { name: new RegExp(areaName) });
  await expect(areaRow).toContainText('María Elena Flores Huamán');
  await expect(areaRow).toContainText('Transportes Rímac del Sur S.A.C.');

  // A role whose new users start in Monitoring → attendance.
  await page.getByTestId('tab-roles').click();
  await page.getByTestId('role-add').click();
  await page.getByTestId('role-name').fill(roleName);
  await page.getByTestId('role-module-monitoring').click();
  await page.getByTestId('section-monitoring-5').click();
  await page.getByTestId('role-form-submit').click();
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();

  // Registering a user of that role starts from its defaults.
  await page.goto('/users/register');
  await page.getByTestId('user-full-name').fill('Analista de Prueba');
  await page.getByTestId('user-email').fill(`analista.${stamp}@zerg.pe`);
  await page.getByTestId('user-password').fill('Prueba123!');
  await page.getByTestId('user-password-confirmation').fill('Prueba123!');
  await search(page, 'user-role', roleName);
  await choose(page, 'user-campus', 'Sede Central Lima');
  await expect(checked(page, 'module-checkbox-monitoring')).toHaveClass(/ant-checkbox-wrapper-checked/);
  await expect(checked(page, 'section-monitoring-5')).toHaveClass(/ant-checkbox-wrapper-checked/);
  await expect(checked(page, 'module-checkbox-rrhh')).not.toHaveClass(/ant-checkbox-wrapper-checked/);
  await page.getByTestId('user-form-submit').click();
  await expect(page).toHaveURL(/\/users\/list$/);
  await page.getByTestId('table-search').fill(`analista.${stamp}`);
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();
});

test('deactivating a role its users still hold is refused with how many', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/settings/roles-areas/list');
  const row = page.getByRole('row', { name: /Conductor/ });
  await row.locator('[data-testid^="role-toggle-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(/\d+ usuarios? activos? tienen? este rol/)).toBeVisible();
});
