import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers.ts';

/*
 * The driver's phone at 390×844: the demo driver starts today's trip, sends a comment that HR sees
 * live in another browser, heads back and closes the return. The trip is the demo seed's (the
 * driver module's, or operations' once it gives the demo driver trips).
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the driver starts the trip, comments, HR sees it live, and the trip returns', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const comment = `Tráfico detenido en el km 120, llego con retraso (${Date.now()})`;

  // HR on a desktop browser, connected before the driver writes.
  const hrContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const hrPage = await hrContext.newPage();
  const ready = new Promise<void>((resolve) => {
    hrPage.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      }),
    );
  });
  await signIn(hrPage, ACCOUNTS.hrChief);
  await ready;

  await signIn(page, ACCOUNTS.driver);
  await page.goto('/driver');
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  const trip = page.getByTestId('focus-trip');
  await expect(trip.getByTestId('trip-state')).toHaveText('Registrado');
  // No horizontal scroll on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await trip.getByTestId('trip-move-initiated').click();
  await page.getByTestId('confirm-ok').click();
  await expect(trip.getByTestId('trip-state')).toHaveText('Iniciado');
  await expect(trip.getByTestId('trip-move-returning')).toBeVisible();

  await page.getByTestId('comment-input').fill(comment);
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('comment-input')).toHaveValue('');
  await expect(trip.getByTestId('timeline-comment').first()).toContainText(comment);

  // HR's alert, live: the driver's name and the comment.
  const alert = hrPage.locator('.ant-notification-notice', { hasText: comment });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Chávez');

  await trip.getByTestId('trip-move-returning').click();
  await page.getByTestId('confirm-ok').click();
  await expect(trip.getByTestId('trip-state')).toHaveText('De retorno');
  await trip.getByTestId('trip-move-returned').click();
  await page.getByTestId('confirm-ok').click();
  await expect(trip.getByTestId('trip-state')).toHaveText('Retornado');
  await expect(trip.getByTestId('trip-waiting-operations')).toBeVisible();

  // The attendance tabs: Month, then Viatics.
  await page.goto('/driver/attendance');
  await expect(page).toHaveURL(/\/driver\/attendance\/month$/);
  await expect(page.getByTestId('month-days')).toBeVisible();
  await page.getByTestId('tab-driver-viatics').click();
  await expect(page).toHaveURL(/\/driver\/attendance\/viatics$/);
  await expect(page.getByTestId('tab-driver-month')).toBeVisible();
  await hrContext.close();
});
