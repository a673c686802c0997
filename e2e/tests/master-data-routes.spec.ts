import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signInAt } from './helpers.ts';

/** Picks an option of a searchable Ant Design select by typing it (long lists are virtual). */
const choose = async (page: Page, testId: string, option: string) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
};

const OPERATIONS = { email: 'operaciones@zerg.pe', password: 'Opera123!' };

const pickPlace = async (
  page: Page,
  prefix: string,
  department: string,
  province: string,
  district: string,
) => {
  await choose(page, `${prefix}-department`, department);
  await choose(page, `${prefix}-province`, province);
  await choose(page, `${prefix}-district`, district);
};

test('operations staff register a route Lima → Arequipa with its tolls and see its toll cost', async ({
  page,
}) => {
  // Many selects and two dialogs: slower than the default minute on a busy machine.
  test.setTimeout(240_000);
  await signInAt(page, OPERATIONS, '/settings/travel-routes/list?tab=codes');
  await expect(page.getByTestId('route-codes-table')).toContainText('LIM-AQP-01', { timeout: 30_000 });

  // The route's code comes from the catalogue.
  await page.getByTestId('route-codes-add').click();
  await page.getByTestId('route-code-code').fill('ate-aqp-01');
  await page
    .getByTestId('route-code-description')
    .fill('Ate – Arequipa (Cerro Colorado) por Panamericana Sur');
  await page.getByTestId('route-code-modal').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('route-codes-table')).toContainText('ATE-AQP-01');

  await page.getByTestId('tab-routes').click();
  await expect(page.getByTestId('travel-routes-table')).toContainText('LIM-TRU-01', { timeout: 30_000 });
  await page.getByTestId('travel-routes-add').click();
  await choose(page, 'route-code', 'ATE-AQP-01');
  await pickPlace(page, 'route-origin', 'Lima', 'Lima', 'Ate');
  // The same district at both ends is refused before sending.
  await pickPlace(page, 'route-destination', 'Lima', 'Lima', 'Ate');
  await page.getByTestId('travel-route-save').click();
  await expect(page.getByText('El destino no puede ser igual al origen')).toBeVisible();
  await pickPlace(page, 'route-destination', 'Arequipa', 'Arequipa', 'Cerro Colorado');
  await page.getByTestId('route-distance').fill('1015');
  await page.getByTestId('route-hours').fill('16.5');
  await choose(page, 'route-zones', 'Lima Metropolitana');
  await choose(page, 'route-zones', 'Costa Sur');
  await page.keyboard.press('Escape');
  // Two stretches at once, then the Arequipa bypass booth by hand.
  await choose(page, 'route-toll-group', 'Sur: Lima – Ica');
  await page.getByTestId('route-toll-group-add').click();
  await choose(page, 'route-toll-group', 'Sur: Nasca – Camaná');
  await page.getByTestId('route-toll-group-add').click();
  await choose(page, 'route-tolls', 'Uchumayo');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('route-tolls')).toContainText('Pampa Cuéllar');
  await page.getByTestId('travel-route-save').click();
  await expect(page.getByTestId('travel-route-modal')).toBeHidden();

  const row = page.getByTestId('travel-routes-table').locator('tr', { hasText: 'ATE-AQP-01' });
  await expect(row).toContainText('Ate (Lima)');
  await expect(row).toContainText('Cerro Colorado (Arequipa)');
  await expect(row).toContainText('1,015');

  // 2026 fares per axle: 7.50 + 6.70 + 6.70 + 6.10 × 4 + 6.90 = 52.20, for a 5-axle tractor-trailer.
  await page.getByTestId('travel-route-ATE-AQP-01-cost').click();
  const cost = page.getByTestId('toll-cost-modal');
  await expect(cost.getByTestId('toll-cost-total')).toContainText('261');
  await expect(cost.getByTestId('toll-cost-total')).toContainText('.00');
  await expect(cost).toContainText('Uchumayo');
  await expect(cost).toContainText('S/ 37.50');
  await choose(page, 'toll-cost-axles', '3');
  await expect(cost.getByTestId('toll-cost-total')).toContainText('156');
  await expect(cost.getByTestId('toll-cost-total')).toContainText('.60');

  // A second route between the same places is refused.
  await page.keyboard.press('Escape');
  await page.getByTestId('travel-routes-add').click();
  await choose(page, 'route-code', 'LIM-AQP-02');
  await pickPlace(page, 'route-origin', 'Lima', 'Lima', 'Ate');
  await pickPlace(page, 'route-destination', 'Arequipa', 'Arequipa', 'Cerro Colorado');
  await page.getByTestId('route-distance').fill('1015');
  await page.getByTestId('route-hours').fill('16');
  await page.getByTestId('travel-route-save').click();
  await expect(page.getByTestId('travel-route-modal')).toContainText('La ruta ya está registrada');
});

test('a driver cannot open the routes screen', async ({ page }) => {
  await signInAt(page, ACCOUNTS.driver, '/settings/travel-routes/list');
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
});
