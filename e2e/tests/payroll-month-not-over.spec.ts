import { expect, test } from '@playwright/test';
import { ACCOUNTS, choose, keepScreenshot, signInAt } from './helpers.ts';

/** Where to keep screenshots for a person to look at (none unless SCREENS_DIR is set). */
const _SCREENS = process.env.SCREENS_DIR;

/*
 * Issue #22: HR runs the current month before it ends. The review names the days still to come,
 * the approve button is disabled with the reason and the month's last day, and the slip shows the
 * projected days beside the días laborados. Nothing is approved (the month stays open).
 */
test('a run of the month not yet over names the days left and cannot be approved', async ({ page }) => {
  test.setTimeout(240_000);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const left = last - d + 1;
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/payroll/payments/operations');
  await page.getByTestId('new-run').click();
  await choose(page, 'run-company', 'Zerg Transportes');
  await page.getByTestId('run-year').fill(String(y));
  await page.getByTestId('run-month').fill(String(m));
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  const override = page.locator('.ant-modal-confirm .ant-btn-primary');
  const runLink = page.getByTestId(`run-${y}-${m}`);
  await expect(runLink.or(override).first()).toBeVisible({ timeout: 30_000 });
  if (await override.isVisible()) await override.click();
  await runLink.click();
  await expect(page.getByTestId('run-approve')).toBeVisible({ timeout: 120_000 });

  const notice = page.getByTestId('run-warning-month_not_over');
  await expect(notice).toContainText(/Mes en curso|Month not over/);
  await expect(notice).toContainText(`(${left})`);
  await expect(page.getByTestId('run-approve')).toBeDisabled();
  await page.getByTestId('run-approve').hover({ force: true });
  const lastDay = `${y}-${String(m).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
  await expect(page.locator('.ant-tooltip')).toContainText(lastDay);
  await keepScreenshot(page, 'month-not-over-review', { fullPage: true });

  await page.locator('[data-testid^="slip-"]').first().click();
  const drawer = page.getByTestId('slip-drawer');
  await expect(drawer).toContainText(/Días proyectados|Projected days/);
  await keepScreenshot(page, 'month-not-over-slip');
});

/* Issue #22: a period outside 2000–2100 / 1–12 is refused on its fields, never clamped to 2000-12. */
test('the run form refuses 1999-13 on the year and the month instead of running 2000-12', async ({
  page,
}) => {
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/payroll/payments/operations');
  await page.getByTestId('new-run').click();
  await choose(page, 'run-company', 'Zerg Transportes');
  await page.getByTestId('run-year').fill('1999');
  await page.getByTestId('run-month').fill('13');
  await page.getByTestId('run-submit').click();
  for (const field of ['run-year', 'run-month']) {
    const item = page.locator('.ant-form-item', { has: page.getByTestId(field) });
    await expect(item.locator('.ant-form-item-explain-error')).toHaveText(
      /Debe ser (al menos 2000|como máximo 12)/,
    );
  }
  await expect(page.getByTestId('run-year')).toHaveValue('1999');
  await expect(page.getByTestId('run-month')).toHaveValue('13');
  await keepScreenshot(page, 'run-form-1999-13');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('run-2000-12')).toHaveCount(0);
});
