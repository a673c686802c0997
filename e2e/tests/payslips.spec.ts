import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers.ts';

/**
 * The worker downloads their own payslip from their profile. The demo holds the approved payrolls
 * of the two previous months, so the driver (employee 5) has at least one payslip.
 */
test('the driver downloads their own payslip from the profile', async ({ page }) => {
  await signIn(page, ACCOUNTS.driver);
  await page.goto('/profile');
  const card = page.getByTestId('own-payslips');
  await expect(card).toBeVisible();
  const button = card.locator('[data-testid^="payslip-download-"]').first();
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^\w+-\d{4}-\d{2}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
