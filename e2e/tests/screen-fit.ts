import { expect, type Page } from '@playwright/test';

/**
 * Opens a path and waits until the page's data is on screen. Once the app is loaded it moves the way
 * its links do, through the router following the browser's history, instead of loading the app
 * again: a full load costs the browser about a second of work, fifty screens a minute.
 */
export const openInApp = async (page: Page, path: string) => {
  const here = new URL(page.url());
  if (here.pathname === path) return settled(page);
  const appLoaded = here.protocol.startsWith('http') && (await page.locator('main').count()) > 0;
  if (!appLoaded) await page.goto(path);
  else
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await settled(page);
};

/**
 * No page loader, spinner or skeleton (antd's, or the page's own while its code downloads) left in the
 * window: the screen shows what it will show.
 */
export const settled = async (page: Page) => {
  // A full load signs the session in again first: on a busy machine that takes more than 10 s.
  await expect(page.locator('main').first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(
            document.querySelectorAll(
              '[data-testid="page-loader"], [data-testid="page-skeleton"], .ant-spin-spinning, .ant-skeleton-active, .nav-progress-bar',
            ),
          ).some((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.top < window.innerHeight && r.bottom > 0;
          }),
        ),
      { timeout: 30_000 },
    )
    .toBe(false);
};

/**
 * What does not fit at the page's width: a page wider than the window, a table whose body scrolls
 * sideways, a column header or a row's button past the table's or the window's right edge, a button
 * cut by its container, a column without a title. Empty when everything fits.
 */
export const misfits = (page: Page): Promise<string[]> =>
  // The window's width as the test set it: a phone's layout viewport grows to a page wider than it.
  page.evaluate((viewport) => {
    const found: string[] = [];
    const width = Math.min(window.innerWidth, viewport ?? window.innerWidth);
    const doc = document.documentElement.scrollWidth;
    if (doc > width) found.push(`page ${doc}px wide in a ${width}px window`);
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const label = (el: Element) =>
      (el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || el.className;
    for (const body of Array.from(document.querySelectorAll('.ant-table-content, .ant-table-body'))) {
      if (!visible(body)) continue;
      const over = body.scrollWidth - body.clientWidth;
      if (over > 1)
        found.push(`table scrolls ${over}px sideways (${label(body.querySelector('th') ?? body)})`);
    }
    // A button is cut when it reaches past the window or past a box that hides or scrolls what overflows.
    for (const button of Array.from(document.querySelectorAll('button, a.ant-btn'))) {
      if (
        !visible(button) ||
        button.closest('.ant-picker-dropdown, .ant-select-dropdown, .ant-tabs-nav-list')
      )
        continue;
      const r = button.getBoundingClientRect();
      let right = width;
      let left = 0;
      for (let box = button.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible') {
          const b = box.getBoundingClientRect();
          right = Math.min(right, b.right);
          left = Math.max(left, b.left);
        }
      }
      if (r.right > right + 1 || r.left < left - 1) found.push(`button "${label(button)}" cut`);
    }
    // A card's title pushed under the buttons beside it.
    for (const head of Array.from(document.querySelectorAll('.ant-card-head'))) {
      const title = head.querySelector('.ant-card-head-title');
      const extra = head.querySelector('.ant-card-extra');
      if (!title || !extra || !visible(extra)) continue;
      const words = Array.from(title.querySelectorAll('*')).filter(visible);
      const edge = extra.getBoundingClientRect().left;
      if (words.some((w) => w.getBoundingClientRect().right > edge + 1))
        found.push(`card title "${label(title)}" under its buttons`);
    }
    // Every column says what it holds, the actions column too (the expand and selection cells aside).
    for (const th of Array.from(document.querySelectorAll('.ant-table-thead th'))) {
      if (!visible(th) || th.matches('.ant-table-row-expand-icon-cell, .ant-table-selection-column'))
        continue;
      if ((th.textContent ?? '').trim() === '' && !th.querySelector('input'))
        found.push('a column without a title');
    }
    return found;
  }, page.viewportSize()?.width);
