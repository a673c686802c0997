import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  choose,
  fillDate,
  keepScreenshot,
  searchAndChoose,
  signInAt,
  signOut,
} from './helpers.ts';

const CEO = { email: 'gerencia@zerg.pe', password: 'Gerente123!' };
/** The operations coordinator: the named chief of Operaciones (area 3) and Flota. */
const COORDINATOR = { email: 'operaciones@zerg.pe', password: 'Opera123!' };

const token = async (request: APIRequestContext, who: { email: string; password: string }) => {
  const res = await apiLogin(request, who);
  return (res as { accessToken: string }).accessToken;
};

/** An Operaciones employee other than the coordinator, whose viatic waits for the coordinator. */
const operationsEmployee = async (request: APIRequestContext) => {
  const res = await request.post('/api/rrhh/employee/list', {
    headers: { authorization: `Bearer ${await token(request, ACCOUNTS.admin)}` },
    data: { perPage: 50, filters: { areaId: 3, status: 'active' } },
  });
  const body = (await res.json()) as { data: { id: number; fullName: string; documentNumber: string }[] };
  const found = body.data.find((e) => e.id !== 3);
  if (!found) throw new Error('no operations employee');
  return found;
};

/**
 * The fixed actions column re-lays out while a searched page settles, and a click landing mid-layout
 * opens nothing: click until the confirmation is open, then confirm.
 */
const approveFromRow = async (page: Page, button: Locator) => {
  await expect(async () => {
    await button.click({ force: true });
    await expect(page.getByTestId('confirm-ok')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('confirm-ok').click();
};

test('a viatic goes from request to approved: the area chief, then HR', async ({ page, request }) => {
  // Three sign-ins and a form: longer than the default on a shared, busy machine.
  test.setTimeout(240_000);
  const employee = await operationsEmployee(request);
  const purpose = 'Auditoría de legajos en Arequipa';

  // The HR chief asks for the viatic of an Operaciones worker.
  await signInAt(page, ACCOUNTS.hrChief, '/rrhh/viatic');
  await page.getByTestId('viatic-add').click();
  const modal = page.getByTestId('viatic-modal');
  await searchAndChoose(page, 'viatic-employee', employee.documentNumber);
  await fillDate(page.getByTestId('viatic-start'), '2030-03-02');
  await fillDate(page.getByTestId('viatic-end'), '2030-03-04');
  await choose(page, 'viatic-zone', 'Costa Norte');
  // The live total: the demo's Costa Norte rates apply, 3 days and 2 nights.
  await expect(page.getByTestId('viatic-total')).toContainText('3');
  await page.getByTestId('viatic-advance').fill('99999');
  await page.getByTestId('viatic-purpose').fill(purpose);
  await page.getByTestId('viatic-save').click();
  // The advance above the total is refused on its field.
  await expect(modal.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await page.getByTestId('viatic-advance').fill('50');
  await page.getByTestId('viatic-save').click();
  await expect(modal).toBeHidden();

  const table = page.getByTestId('viatic-table-1');
  await table.getByTestId('table-search').fill(purpose);
  const asked = table.locator('tr', { hasText: purpose });
  await expect(asked).toContainText(/chief|jefatura/i);
  // Not hers to decide: the area's chief decides, and HR's step goes above her (she asked).
  await expect(asked.locator('[data-testid^="viatic-approve-chief-"]')).toHaveCount(0);
  await signOut(page);

  // The coordinator, chief of Operaciones, finds it in monitoring and takes the chief's step.
  await signInAt(page, COORDINATOR, '/monitoring/viatic');
  const chiefTable = page.getByTestId('viatic-table-1');
  await chiefTable.getByTestId('table-search').fill(purpose);
  const row = chiefTable.locator('tr', { hasText: purpose });
  await expect(row).toBeVisible();
  // Nothing on the screen is refused to the coordinator (no "not authorized" toast).
  await expect(page.getByText('No estás autorizado')).toHaveCount(0);
  await keepScreenshot(page, 'viatic-coordinator');
  await approveFromRow(page, row.locator('[data-testid^="viatic-approve-chief-"]'));
  await expect(row).toContainText(/HR|RR\. HH\./);
  await signOut(page);

  // The CEO is HR for viatics: approves, and the viatic moves to the Approved tab.
  await signInAt(page, CEO, '/rrhh/viatic');
  const pending = page.getByTestId('viatic-table-1').locator('tr', { hasText: purpose });
  await expect(pending).toBeVisible();
  await approveFromRow(page, pending.locator('[data-testid^="viatic-approve-hr-"]'));
  await expect(pending).toBeHidden();
  await page.getByTestId('tab-approved').click();
  const approved = page.getByTestId('viatic-table-2').locator('tr', { hasText: purpose });
  await expect(approved).toBeVisible();
  // The tracking drawer of the employee shows it among the approved.
  await approved.locator('[data-testid^="viatic-track-"]').click();
  await expect(page.getByTestId('viatic-tracking')).toContainText(purpose);
});

test('the driver sees their own viatics on the phone page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, ACCOUNTS.driver, '/driver/attendance/viatics');
  await expect(page.locator('[data-testid^="driver-viatic-card-"]').first()).toBeVisible();
});
