import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, choose, keepScreenshot, signInAt } from './helpers.ts';

const setLanguage = async (page: Page, lang: string) => {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-option-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
};

test('an edit shows in words in the record’s history and in the administrators’ audit search', async ({
  page,
}) => {
  await signInAt(page, ACCOUNTS.admin, '/settings/vehicles/list');
  await page.getByPlaceholder(/Buscar/).fill('F5K-712');
  await page
    .getByTestId('vehicles-table')
    .locator('tr', { hasText: 'F5K-712' })
    .locator('[data-testid^="vehicle-edit-"]')
    .click();
  const drawer = page.getByTestId('vehicle-drawer');
  await expect(drawer.getByTestId('vehicle-plate')).toHaveValue('F5K-712');
  await drawer.getByTestId('vehicle-odometer').fill('987654');
  await page.getByTestId('vehicle-save').click();

  // The history is its own tab, asked for only once opened: who, and the field by its label.
  await expect(drawer.getByTestId('record-history')).toHaveCount(0);
  await drawer.getByTestId('tab-history').click();
  await expect(drawer.getByTestId('vehicle-plate')).toBeHidden();
  const change = drawer.getByTestId('history-change').filter({ hasText: 'Kilometraje' }).first();
  await expect(change).toContainText('→ 987,654');
  await expect(drawer.getByTestId('record-history')).toContainText('Administrador del Sistema');
  await change.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'history-vehicle-es');
  await page.keyboard.press('Escape');

  // A page keeps its History tab in the address: a reload opens it again.
  await page.goto('/settings/clients/list');
  await page.getByPlaceholder(/Buscar/).fill('Cementos del Pacífico');
  await expect(page).toHaveURL(/q=Cementos/);
  await page
    .getByTestId('clients-table')
    .locator('tr', { hasText: 'Cementos del Pacífico' })
    .locator('[data-testid^="client-edit-"]')
    .click();
  await page.getByTestId('client-trade-name').fill('Cementos Pacífico Norte');
  await page.getByTestId('client-save').click();
  await expect(page).toHaveURL(/\/settings\/clients\/list/);
  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/clients\/edit\/\d+$/);
  await expect(page.getByTestId('record-history')).toHaveCount(0);
  await page.getByTestId('tab-history').click();
  await expect(page).toHaveURL(/\/settings\/clients\/edit\/\d+\?tab=history$/);
  await page.reload();
  const renamed = page.getByTestId('history-change').filter({ hasText: 'Nombre comercial' }).first();
  await expect(renamed).toContainText('→ Cementos Pacífico Norte');
  await expect(page.getByTestId('client-trade-name')).toBeHidden();
  await keepScreenshot(page, 'history-client-es');
  await page.getByTestId('tab-record').click();
  await expect(page).toHaveURL(/\/settings\/clients\/edit\/\d+$/);
  await expect(page.getByTestId('client-trade-name')).toHaveValue('Cementos Pacífico Norte');

  await page.goto('/settings/audit/list');
  await expect(page.getByTestId('audit-table')).toBeVisible();
  await keepScreenshot(page, 'audit-log-open-es');
  await choose(page, 'filter-entity', 'Vehículo');
  // Only this vehicle edit was made: it is the one entry of its kind.
  const entry = page.getByTestId('audit-table').locator('tr.ant-table-row').first();
  await expect(entry).toContainText('Kilometraje');
  await expect(entry).toContainText('987,654');
  await expect(entry).toContainText('Editado');
  await keepScreenshot(page, 'audit-log-es');
  await setLanguage(page, 'en');
  await expect(entry).toContainText('Odometer');
  await expect(entry).toContainText('Edited');
  await keepScreenshot(page, 'audit-log-en');
});
