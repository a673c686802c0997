import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, signInAt, solidPng } from './helpers.ts';

/*
 * One trip, from the driver's phone to the settlement: the demo driver starts today's trip, photographs
 * the delivery receipt, sends a comment that HR sees live in another browser, heads back and closes
 * the return; then operations see the photo on the travel order, finish the trip and settle it.
 * The trip is the demo seed's (the one leaving in two hours).
 */

test.describe.configure({ mode: 'serial' });

const OPERATIONS = { email: 'operaciones@zerg.pe', password: 'Opera123!' };
let tripCode = '';

test.describe('on the phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the driver starts the trip, sends a receipt photo, comments, HR sees it live, and the trip returns', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const comment = 'Tráfico detenido en el km 120, llego con retraso';

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

    await signInAt(page, ACCOUNTS.driver, '/driver');
    await expect(page).toHaveURL(/\/driver\/dashboard$/);
    const trip = page.getByTestId('focus-trip');
    await expect(trip.getByTestId('trip-state')).toHaveText('Registrado');
    tripCode = ((await trip.getByTestId('trip-code').textContent()) ?? '').trim();
    expect(tripCode).toMatch(/^OV-\d{4}-\d{6}$/);
    // Its advance (tolls + fuel) is a treasury payment still waiting to be paid.
    await expect(trip.getByTestId('trip-advance-state')).toHaveText('Pendiente en tesorería');
    // No horizontal scroll on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await trip.getByTestId('trip-move-initiated').click();
    await page.getByTestId('confirm-ok').click();
    await expect(trip.getByTestId('trip-state')).toHaveText('Iniciado');
    await expect(trip.getByTestId('trip-move-returning')).toBeVisible();

    // The delivery receipt, as the phone's camera would hand it over.
    await trip.getByTestId('receipt-input').setInputFiles({
      name: 'guia-entregada.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [200, 180, 120]),
    });
    await expect(trip.getByTestId('receipts').locator('img')).toHaveCount(1);

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
    // "Noviembre de 2026": only the first letter raised.
    await expect(page.getByTestId('month-label')).toHaveText(/^[A-Z][a-z]+ de \d{4}$/);
    await page.getByTestId('tab-driver-viatics').click();
    await expect(page).toHaveURL(/\/driver\/attendance\/viatics$/);
    await expect(page.getByTestId('tab-driver-month')).toBeVisible();
    await hrContext.close();
  });
});

test('operations see the delivery photo, finish the returned trip and settle it', async ({ page }) => {
  test.setTimeout(120_000);
  expect(tripCode, 'the driver test names the trip').not.toBe('');
  await signIn(page, OPERATIONS);

  // The travel order: the driver's photo, then finished.
  await page.goto('/operations/travel-orders/list');
  const orders = page.getByTestId('travel-order-table');
  await orders.getByTestId('table-search').fill(tripCode);
  await orders.getByRole('link', { name: tripCode }).click();
  await expect(page.getByTestId('travel-order-code')).toHaveText(tripCode);
  await expect(page.getByTestId('travel-order-receipts').locator('img')).toHaveCount(1);
  await page.getByTestId('move-finished').click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(
    page.getByTestId('travel-order-detail').locator('.ant-tag', { hasText: 'Finalizado' }),
  ).toBeVisible();
  await expect(page.getByTestId('move-finished')).toHaveCount(0);

  // The settlement of that very trip: one fuel expense, then closed.
  await page.goto('/operations/documentary-settlements/grid');
  const grid = page.getByTestId('settlement-table');
  await grid.getByTestId('table-search').fill(tripCode);
  const row = grid.locator('tbody tr', { hasText: tripCode });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Por liquidar');
  await row.getByTestId('settlement-open').click();
  const drawer = page.getByTestId('settlement-drawer');
  await expect(drawer.getByTestId('settlement-concepts')).toBeVisible();
  await expect(drawer.getByTestId('settlement-receipts').locator('img')).toHaveCount(1);
  const fuelBefore = ((await drawer.getByTestId('balance-fuel').textContent()) ?? '').trim();
  const totalBefore = ((await drawer.getByTestId('balance-total').textContent()) ?? '').trim();

  await drawer.getByTestId('line-concept').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Combustible' })
    .click();
  await drawer.getByTestId('line-amount').fill('85.50');
  await drawer.getByTestId('line-description').fill(`Grifo Repsol km 120 ${tripCode}`);
  // A factura: base 72.46 + IGV 13.04 (18 % of 72.46 = 13.0428) = 85.50.
  await drawer.getByTestId('line-doc-series').fill('F001');
  await drawer.getByTestId('line-doc-number').fill('004512');
  await drawer.getByTestId('line-supplier-ruc').fill('20100128056');
  await drawer.getByTestId('line-base').fill('72.46');
  await drawer.getByTestId('line-add').click();
  await expect(drawer.getByTestId('settlement-lines')).toContainText('F001-004512');
  await expect(drawer.getByTestId('balance-fuel')).not.toHaveText(fuelBefore);
  await expect(drawer.getByTestId('balance-total')).not.toHaveText(totalBefore);
  await expect(drawer.getByTestId('balance-direction')).toContainText('El conductor devuelve');

  // The fuel receipt's scans: a wrong one attached and removed, the right one kept.
  const line = drawer.getByTestId('settlement-lines').locator('tbody tr', { hasText: 'F001-004512' });
  await line.locator('[data-testid^="line-scans-toggle-"]').click();
  const scans = drawer.locator('[data-testid^="line-scans-"]:not([data-testid^="line-scans-toggle"])');
  await expect(scans).toBeVisible();
  await scans.locator('input[type=file]').setInputFiles({
    name: 'ticket-equivocado.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(scans.getByText('ticket-equivocado.pdf')).toBeVisible();
  await scans
    .locator('.ant-list-item', { hasText: 'ticket-equivocado.pdf' })
    .getByTestId(/^line-scan-remove-/)
    .click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(scans.getByText('ticket-equivocado.pdf')).toHaveCount(0);
  await scans.locator('input[type=file]').setInputFiles({
    name: 'ticket-grifo.png',
    mimeType: 'image/png',
    buffer: solidPng(40, 60, [240, 240, 235]),
  });
  await expect(scans.getByText('ticket-grifo.png')).toBeVisible();
  await expect(line.locator('[data-testid^="line-scans-toggle-"]')).toHaveText('1');

  await drawer.getByTestId('settlement-close').click();
  await page.getByTestId('confirm-ok').click();
  await expect(drawer.getByTestId('settlement-closed-note')).toBeVisible();
  await expect(drawer.getByTestId('line-add')).toHaveCount(0);
  // A closed settlement keeps its scans, read-only.
  await expect(scans.getByText('ticket-grifo.png')).toBeVisible();
  await expect(scans.getByTestId('line-scan-upload')).toHaveCount(0);
  await expect(drawer.locator('.ant-drawer-extra')).toContainText('Cerrada');
  const totalAfter = ((await drawer.getByTestId('balance-total').textContent()) ?? '').trim();
  await drawer.locator('.ant-drawer-close').click();
  await expect(row).toContainText('Cerrada');
  await expect(row).toContainText(totalAfter);
});
