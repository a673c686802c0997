import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, choose, keepScreenshot, signInAt } from './helpers.ts';

const _SCREENS = process.env.SCREENS_DIR;

/** Opens the record of the demo driver Luis Fernando Chávez Ramos from the list. */
const openRecord = async (page: Page) => {
  await page.getByTestId('table-search').fill('chavez ramos');
  await page.getByRole('link', { name: /Luis Fernando Chávez Ramos/ }).click();
  await expect(page.getByTestId('employee-name')).toHaveText('Luis Fernando Chávez Ramos');
};

const setLanguage = async (page: Page, lang: string) => {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-option-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
};

/** The last day worked, typed in the picker's display format of the language. */
const typeDate = async (page: Page, shown: string) => {
  const input = page.getByTestId('status-change-modal').locator('.ant-picker input');
  await input.click();
  await input.fill(shown);
  await input.press('Enter');
};

test.beforeEach(async ({ page }) => {
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/employees/list');
});

test('HR records a dismissal: chooses the reason, sees what it pays, confirms', async ({ page }) => {
  await openRecord(page);

  // In English first: the consequences of an arbitrary dismissal, then cancelled.
  await setLanguage(page, 'en');
  await page.getByTestId('employee-status-change').click();
  await typeDate(page, '06/10/2026');
  await choose(page, 'status-change-cessation-reason', 'Arbitrary dismissal');
  const consequences = page.getByTestId('cessation-consequences');
  await expect(consequences).toContainText('Dismissal without just cause');
  await expect(page.getByTestId('cessation-indemnity')).toContainText(
    /about S\/ [\d,]+\.\d\d \(PLAME 0501\)/,
  );
  await expect(consequences).toContainText('T-Registro code 03');
  await keepScreenshot(page, 'cessation-dialog-en');
  // A resignation pays no indemnity.
  await choose(page, 'status-change-cessation-reason', 'Resignation');
  await expect(page.getByTestId('cessation-indemnity')).toHaveText('No indemnity');
  await keepScreenshot(page, 'cessation-resignation-en');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // In Spanish: the reason is required, then the dismissal is recorded.
  await setLanguage(page, 'es');
  await page.getByTestId('employee-status-change').click();
  await typeDate(page, '10/06/2026');
  await page.getByTestId('status-change-reason').fill('Carta notarial de despido');
  await page.getByTestId('status-change-ok').click();
  await expect(page.getByTestId('status-change-modal')).toContainText('Este campo es requerido');
  await keepScreenshot(page, 'cessation-required-es');
  await choose(page, 'status-change-cessation-reason', 'Despido arbitrario');
  await expect(page.getByTestId('cessation-indemnity')).toContainText(
    /Paga la indemnización por despido arbitrario: aprox\. S\/ [\d,]+\.\d\d \(PLAME 0501\)/,
  );
  await keepScreenshot(page, 'cessation-dialog-es');
  await page.getByTestId('status-change-ok').click();
  await expect(page.getByTestId('employee-inactive-since')).toHaveText(
    'Último día laborado 10/06/2026 · Despido arbitrario — Carta notarial de despido',
  );
  await keepScreenshot(page, 'cessation-recorded-es');

  // The demo driver works on in the tests after this one: HR takes the record back to active.
  await page.getByTestId('employee-status-change').click();
  await typeDate(page, '11/06/2026');
  await page.getByTestId('status-change-ok').click();
  await expect(page.getByTestId('status-change-modal')).toBeHidden();
  await expect(page.getByTestId('employee-inactive-since')).toHaveCount(0);
});
