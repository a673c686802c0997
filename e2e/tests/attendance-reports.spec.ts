import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInAt } from './helpers.ts';

// The grids read a month for every employee: allow a loaded machine its time.
const SLOW = { timeout: 30_000 };

test.describe('attendance reports', () => {
  test.setTimeout(240_000);
  test('HR opens the administrative grid and the monthly report, and exports both', async ({ page }) => {
    await signInAt(page, ACCOUNTS.admin, '/rrhh/payroll/attendance/administrative');
    const grid = page.getByTestId('attendance-grid-administrative');
    await expect(grid.locator('.ant-table-row').first()).toBeVisible(SLOW);
    await expect(page.getByTestId('tab-attendance-operations')).toBeVisible();
    await expect(page.getByTestId('day-code-legend')).toBeVisible();
    const [gridFile] = await Promise.all([
      page.waitForEvent('download'),
      grid.getByTestId('table-export').click(),
    ]);
    expect(gridFile.suggestedFilename()).toMatch(/^attendance-\d{4}-\d{2}\.xlsx$/);

    await page.getByTestId('tab-attendance-operations').click();
    await expect(page).toHaveURL(/\/rrhh\/payroll\/attendance\/operations$/, SLOW);
    const operations = page.getByTestId('attendance-grid-operations');
    await expect(operations.locator('.ant-table-row').first()).toBeVisible(SLOW);

    await page.goto('/rrhh/reports/monthly');
    await expect(page.getByTestId('chart-per-day').locator('svg')).toBeVisible(SLOW);
    const report = page.getByTestId('report-monthly');
    await expect(report.locator('.ant-table-row').first()).toBeVisible(SLOW);
    const [reportFile] = await Promise.all([
      page.waitForEvent('download'),
      report.getByTestId('table-export').click(),
    ]);
    expect(reportFile.suggestedFilename()).toMatch(/^attendance-monthly-\d{4}-\d{2}\.xlsx$/);

    await page.goto('/rrhh/reports/details');
    await expect(page.getByTestId('chart-per-method').locator('svg')).toBeVisible(SLOW);
    await page.goto('/rrhh/reports/year');
    await expect(page.getByTestId('chart-per-month').locator('svg')).toBeVisible(SLOW);
    await expect(page.getByTestId('report-year').locator('.ant-table-row').first()).toBeVisible(SLOW);
  });

  test("monitoring lands on today's attendance and shows its counts", async ({ page }) => {
    await signInAt(page, ACCOUNTS.admin, '/monitoring');
    await expect(page).toHaveURL(/\/monitoring\/attendance$/);
    for (const state of ['in', 'late', 'absent', 'leave', 'remote']) {
      await expect(page.getByTestId(`today-count-${state}`)).toContainText(/\d+/, SLOW);
    }
    await expect(page.getByTestId('today-by-area')).toBeVisible();
    await expect(page.getByTestId('today-updated')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  });

  test('the treasurer sees the treasury report as the landing of treasury', async ({ page }) => {
    await signInAt(page, ACCOUNTS.treasury, '/treasury');
    await expect(page).toHaveURL(/\/treasury\/attendance\/report$/);
    await expect(page.getByTestId('report-treasury').locator('.ant-table-row').first()).toBeVisible(SLOW);
  });
});
