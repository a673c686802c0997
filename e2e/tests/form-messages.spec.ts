import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, keepScreenshot, signIn, signInAt } from './helpers.ts';

const OPERATIONS = { email: 'operaciones@zerg.pe', password: 'Opera123!' };
// The machine running the suite may be busy: a slow first load is not a failure.
test.setTimeout(180_000);

/** The messages a form item shows, each once. */
const messagesOf = (item: Locator) => item.locator('.ant-form-item-explain-error');

const itemOf = (page: Page, testId: string) =>
  page.locator('.ant-form-item', { has: page.getByTestId(testId) });

/** Tomorrow in Lima, as the Spanish UI types it (DD/MM/YYYY). */
const tomorrowInLima = (): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const [year, month, day] = next.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

test('a weight says once that it is required, a negative one that it cannot be negative, and keeps what was typed', async ({
  page,
}) => {
  await signInAt(page, OPERATIONS, '/settings/vehicles/list');
  await page.getByTestId('vehicles-add').click();
  await page.getByTestId('vehicle-save').click();
  const gross = itemOf(page, 'vehicle-gross');
  await expect(messagesOf(gross)).toHaveText(['Este campo es requerido']);

  await page.getByTestId('vehicle-gross').fill('-5');
  await page.getByTestId('vehicle-gross').press('Tab');
  // Not clamped to 0 on leaving the field, and not a "decimals" problem with a placeholder in it.
  await expect(page.getByTestId('vehicle-gross')).toHaveValue('-5.00');
  await expect(messagesOf(gross)).toHaveText(['No puede ser negativo']);
  await expect(page.getByTestId('vehicle-drawer')).not.toContainText('{{');
  await keepScreenshot(page, 'form-messages-vehicle-weight');
});

test('a future day typed in a justification stays on screen and is refused, nothing is sent', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.driver);
  let sent = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/justification/create')) sent = true;
  });
  await page.goto('/attendance/justifications');
  const date = page.getByTestId('justification-date');
  const typed = tomorrowInLima();
  await date.click();
  await date.fill(typed);
  await date.press('Enter');
  await page.getByTestId('justification-motive').fill('Cita médica programada para mañana');
  await page.getByTestId('justification-submit').click();

  await expect(messagesOf(itemOf(page, 'justification-date'))).toHaveText(['La fecha no puede ser futura']);
  await expect(date).toHaveValue(typed);
  await keepScreenshot(page, 'form-messages-justification-future');
  expect(sent).toBe(false);
});
