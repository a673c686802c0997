import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, choose, keepScreenshot, signIn } from './helpers.ts';

const _SCREENS = process.env.SCREENS_DIR;

const setLanguage = async (page: Page, lang: string) => {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-option-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
};

/** Types a date in the picker's display format of the language and confirms it. */
const typeDate = async (page: Page, testId: string, shown: string) => {
  const input = page
    .getByTestId(testId)
    .locator('input')
    .or(page.locator(`input[data-testid="${testId}"]`))
    .first();
  await input.click();
  await input.fill(shown);
  await input.press('Enter');
};

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.hrChief);
});

test('HR previews a year of hires of the transport company and downloads the T-Registro files', async ({
  page,
}) => {
  await page.goto('/rrhh/employees/list');
  await page.getByTestId('employees-t-registro').click();
  await expect(page).toHaveURL(/\/rrhh\/employees\/t-registro$/);
  await expect(page.getByTestId('page-title')).toHaveText('T-Registro');

  await choose(page, 't-registro-company', '20551938043');
  await typeDate(page, 't-registro-from', '01/01/2024');
  await typeDate(page, 't-registro-to', '31/12/2024');
  await page.getByTestId('t-registro-preview').click();

  const table = page.getByTestId('t-registro-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('t-registro-summary')).toContainText('Zerg Transportes S.A.C. (20551938043)');
  await expect(page.getByText('RP_20551938043.ide')).toBeVisible();
  await keepScreenshot(page, 't-registro-altas-es', { fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('t-registro-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe('t-registro-altas-20551938043-2024-01-01-2024-12-31.zip');
  const bytes = await readFile((await download.path()) ?? '');
  // A zip whose directory names the four RP_ files.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  for (const ext of ['ide', 'tra', 'per', 'est'])
    expect(bytes.includes(Buffer.from(`RP_20551938043.${ext}`))).toBe(true);
});

test('in English, a range with nobody to declare says so and offers no download', async ({ page }) => {
  await page.goto('/rrhh/employees/t-registro');
  await setLanguage(page, 'en');
  await choose(page, 't-registro-company', '20551938043');
  await choose(page, 't-registro-kind', 'Cessations (bajas)');
  await typeDate(page, 't-registro-from', '01/01/2001');
  await typeDate(page, 't-registro-to', '01/31/2001');
  await page.getByTestId('t-registro-preview').click();
  await expect(page.getByTestId('t-registro-empty')).toContainText('There are no workers to declare');
  await expect(page.getByTestId('t-registro-download')).toBeDisabled();
  await choose(page, 't-registro-kind', 'Hires (altas)');
  await typeDate(page, 't-registro-from', '01/01/2024');
  await typeDate(page, 't-registro-to', '12/31/2024');
  await page.getByTestId('t-registro-preview').click();
  await expect(page.getByTestId('t-registro-table').locator('tbody tr').first()).toBeVisible();
  await keepScreenshot(page, 't-registro-altas-en', { fullPage: true });
  await setLanguage(page, 'es');
});
