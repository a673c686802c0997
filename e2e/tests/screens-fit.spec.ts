import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers.ts';
import { misfits, openInApp } from './screen-fit.ts';
import { DESKTOP_LISTS, PHONE_PAGES } from './screen-list.ts';

/*
 * Every list shows its key columns and its actions at 1440×900 without a sideways scroll (the
 * secondary columns move into the row's detail), and every page a worker opens on a phone fits 390 px
 * with no button cut and month arrows a thumb can hit.
 */

test('at 1440×900 every list shows its columns and actions without scrolling sideways', async ({ page }) => {
  // Fifty screens, each loading its data: about a second apiece on an idle machine.
  test.setTimeout(600_000);
  await signIn(page, ACCOUNTS.admin);
  const problems: string[] = [];
  const titles = new Set<string>();
  for (const path of DESKTOP_LISTS) {
    await openInApp(page, path);
    titles.add(await page.title());
    for (const problem of await misfits(page)) problems.push(`${path}: ${problem}`);
  }
  expect(problems).toEqual([]);
  // The router did move: screens name themselves in the window title (tabs of one screen share it).
  expect(titles.size).toBeGreaterThan(DESKTOP_LISTS.length / 2);
  // The trial balance opens on the company with entries, and says so (the administrator works for none).
  await openInApp(page, '/bookeeping/transactions/trial-balance');
  await expect(page.getByTestId('books-company-reason')).toHaveText('La empresa con más asientos');
  await expect(page.getByTestId('trial-totals')).toBeVisible();
  // The periods of the same company, not of the first one with no entries.
  await openInApp(page, '/bookeeping/transactions/periods');
  await expect(page.getByTestId('books-company-reason')).toHaveText('La empresa con más asientos');
  await expect(page.getByTestId('periods-company')).toContainText('Zerg Transportes S.A.C.');
});

test.describe('on the phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the driver, attendance, profile and notifications pages fit 390 px', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.driver);
    const problems: string[] = [];
    for (const path of PHONE_PAGES) {
      await openInApp(page, path);
      for (const problem of await misfits(page)) problems.push(`${path}: ${problem}`);
      // A thumb needs 40 px: the month arrows were 24.
      for (const arrow of await page.getByTestId(/^month-(previous|next)$/).all()) {
        const box = await arrow.boundingBox();
        const side = Math.min(box?.width ?? 0, box?.height ?? 0);
        if (side < 40) problems.push(`${path}: month arrow ${side}px`);
      }
    }
    expect(problems).toEqual([]);
  });
});
