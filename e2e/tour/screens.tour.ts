import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn } from '../tests/helpers.ts';
import { openInApp } from '../tests/screen-fit.ts';
import { DESKTOP_LISTS, PHONE_PAGES } from '../tests/screen-list.ts';

/*
 * A picture of every list at 1440×900 (as the administrator) and of every driver and attendance page
 * at 390×844 (as the demo driver), in Spanish and English, light and dark: `<lang>-<skin>-<size>-<path>.png`.
 */

const LOOKS = [
  { lang: 'es', skin: 'light' },
  { lang: 'es', skin: 'dark' },
  { lang: 'en', skin: 'light' },
  { lang: 'en', skin: 'dark' },
] as const;
type Look = (typeof LOOKS)[number];

/** The language and the skin the app reads on start, as a person's earlier choice would leave them. */
const dress = async (page: Page, { lang, skin }: Look) => {
  await page.addInitScript(
    ([l, k]) => {
      localStorage.setItem('zerg-lang', l);
      localStorage.setItem('zerg-skin', k);
    },
    [lang, skin] as const,
  );
};

/** The page shows the look asked for. */
const dressed = async (page: Page, { lang, skin }: Look) => {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
};

const nameOf = (look: Look, size: string, path: string) =>
  `${look.lang}-${look.skin}-${size}${path.replaceAll('/', '-')}`;

/**
 * Pictures every path; a screen that has not settled in its time is pictured as it stands and named
 * at the end, so one slow screen does not cost the rest of the tour.
 */
const tour = async (
  page: Page,
  paths: readonly string[],
  name: (path: string) => string,
  fullPage: boolean,
) => {
  const unsettled: string[] = [];
  for (const path of paths) {
    await openInApp(page, path).catch(() => unsettled.push(path));
    await keepScreenshot(page, name(path), { fullPage });
  }
  expect(unsettled, 'screens still loading when pictured').toEqual([]);
};

for (const look of LOOKS) {
  test(`lists at 1440×900, ${look.lang}, ${look.skin}`, async ({ page }) => {
    await dress(page, look);
    await signIn(page, ACCOUNTS.admin);
    await dressed(page, look);
    await tour(page, DESKTOP_LISTS, (path) => nameOf(look, 'desktop', path), false);
  });

  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test(`phone pages at 390×844, ${look.lang}, ${look.skin}`, async ({ page }) => {
      await dress(page, look);
      await signIn(page, ACCOUNTS.driver);
      await dressed(page, look);
      await tour(page, PHONE_PAGES, (path) => nameOf(look, 'phone', path), true);
    });
  });
}
