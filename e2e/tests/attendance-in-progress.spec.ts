import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInAt } from './helpers.ts';

/*
 * Today, still being worked, is not an absence: the month grids and the worker's month show it as in
 * progress. The days ahead read "Por venir" on every page, and a day of the grid says its date as
 * the rest of the app writes it.
 */

const SLOW = { timeout: 60_000 };
const limaToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });

test('the month grid leaves today open and says its days as dd/mm/yyyy', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, ACCOUNTS.admin, '/rrhh/payroll/attendance/operations');
  const grid = page.getByTestId('attendance-grid-operations');
  await expect(grid.locator('.ant-table-row').first()).toBeVisible(SLOW);
  // The demo marks up to yesterday: whoever works today has no mark yet, and is not absent for it.
  await expect(grid.locator(`.day-code[data-date="${limaToday()}"][data-code="unmarked"]`)).toHaveCount(0);
  const day = grid.locator('.day-code[data-date]').first();
  const date = (await day.getAttribute('data-date')) ?? '';
  await day.hover();
  const [year, month, dayOfMonth] = date.split('-');
  await expect(page.locator('.ant-tooltip')).toContainText(`${dayOfMonth}/${month}/${year} · `);
});

test.describe('on the phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the driver's month says the days ahead as the marking page does, and today is not an absence", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAt(page, ACCOUNTS.driver, '/driver/attendance/month');
    await expect(page.getByTestId('month-days')).toBeVisible(SLOW);
    await expect(page.getByTestId(`day-${limaToday()}`)).not.toContainText('Falta');
    await page.getByTestId('month-next').click();
    await expect(page.getByTestId('month-days')).toBeVisible(SLOW);
    await expect(page.getByTestId('day-pending').first()).toHaveText('Por venir');
    await expect(page.getByTestId('month-days')).not.toContainText('Sin calcular');

    await page.goto('/attendance');
    await expect(page.getByTestId('my-attendance')).toBeVisible(SLOW);
    await page.getByTestId('my-attendance').getByTestId('month-next').click();
    await expect(page.getByTestId('day-pending').first()).toHaveText('Por venir');
  });
});
