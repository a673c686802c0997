/**
 * The browser the tests drive: Debian's old headless shell (package `chromium-headless-shell`), the
 * build Playwright itself runs headless. It renders as Chromium does without the full browser
 * around it; the suite used about a tenth less CPU than with `/usr/bin/chromium` (measured on the
 * 2-core machine, 29 November 2026). CHROMIUM_PATH picks another build.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
