import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiLogin, fillDate, keepScreenshot, signIn } from './helpers.ts';

/** The workshop's chief (area 6), seeded by the requests demo seed. */
const CHIEF = { email: 'taller@zerg.pe', password: 'Taller123!' };

type Employee = { id: number; fullName: string; documentNumber: string; salary: string };

/** Calls the API as `who` (its own session; the app keeps its token in memory only). */
const api = async <T>(page: Page, path: string, body: unknown): Promise<T> => {
  const login = await apiLogin(page.request, CHIEF);
  const { accessToken } = login as { accessToken: string };
  const res = await page.request.post(`/api${path}`, {
    data: body,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (await res.json()) as T;
};

/** A workshop employee the chief may ask for (not the chief), with the current salary. */
const workshopEmployee = async (page: Page, skip: number): Promise<Employee> => {
  const list = await api<{
    data: { id: number; fullName: string; documentNumber: string; isActive: boolean }[];
  }>(page, '/rrhh/employee/list', { perPage: 40 });
  const found = list.data.filter((e) => e.id !== 7 && e.isActive)[skip];
  if (!found) throw new Error('no workshop employee');
  const job = await api<{ salary: string }>(page, '/rrhh/employee/get-jobdetails-information', {
    employee_id: found.id,
  });
  return { ...found, salary: job.salary };
};

/** Picks the employee in a form's select by document number (the option label ends with it). */
const pickEmployee = async (page: Page, testId: string, employee: Employee) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(employee.documentNumber);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: employee.documentNumber })
    .first()
    .click();
};

/** A first visit loads the lazy screen's code: slow on a busy machine. */
const FIRST_LOAD = { timeout: 60_000 };

const signedIn = async (browser: Browser, who: { email: string; password: string }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return page;
};

/** The Spanish message of SAME_AS_OLD_VALUE ("The entered value is the same as the old one"). */
const SAME_AS_OLD = 'El valor ingresado es igual al anterior';

/** "1234.50" → "1,234.50", as the UI shows soles (Peru groups like English). */
const shown = (amount: string) =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a chief asks for a raise, HR sees the bell rise, approves, and the salary history shows it', async ({
  browser,
}) => {
  // The bell polls every minute until the live channel merges: the count may take that long.
  test.setTimeout(300_000);
  const hr = await signedIn(browser, ACCOUNTS.hrChief);
  await hr.goto('/rrhh/salary-increase/approvals');
  await expect(hr.getByTestId('salary-increase-table-approvals-pending')).toBeVisible(FIRST_LOAD);
  const bell = hr.getByTestId('notifications-bell');
  await expect(bell).toHaveAttribute('data-count', /\d+/);
  const before = Number(await bell.getAttribute('data-count'));

  const chief = await signedIn(browser, CHIEF);
  await chief.goto('/rrhh/salary-increase/requests');
  await expect(chief.getByTestId('salary-increase-add')).toBeVisible(FIRST_LOAD);
  const employee = await workshopEmployee(chief, 0);
  const raised = (Number(employee.salary) + 137.45).toFixed(2);

  await chief.getByTestId('salary-increase-add').click();
  await pickEmployee(chief, 'salary-increase-employee', employee);
  // The same salary as today is refused on the salary field.
  await chief.getByTestId('salary-increase-amount').fill(employee.salary);
  await fillDate(chief.getByTestId('salary-increase-date'), '2026-12-01');
  await chief.getByTestId('salary-increase-reason').fill(`Asume la jefatura de turno ${raised}`);
  await chief.getByTestId('salary-increase-save').click();
  await expect(chief.getByTestId('salary-increase-modal')).toContainText(SAME_AS_OLD);
  await chief.getByTestId('salary-increase-amount').fill(raised);
  await chief.getByTestId('salary-increase-save').click();
  await expect(chief.getByTestId('salary-increase-modal')).toBeHidden();
  await expect(chief.getByTestId('salary-increase-table-requests-pending')).toContainText(shown(raised));

  // HR, still on the page, sees the bell count rise without reloading.
  await expect
    .poll(async () => Number(await bell.getAttribute('data-count')), { timeout: 120_000 })
    .toBeGreaterThan(before);

  await hr.getByTestId('table-search').fill(employee.fullName);
  const row = hr.getByRole('row').filter({ hasText: shown(raised) });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-testid^="salary-increase-decider-"]')).toHaveText(
    'Decide: Recursos Humanos',
  );
  await row.locator('[data-testid^="salary-increase-approve-"]').click();
  await hr.getByTestId('confirm-ok').click();
  await expect(hr.getByRole('row').filter({ hasText: shown(raised) })).toHaveCount(0);

  await hr.goto(`/rrhh/employees/information/${employee.id}?tab=job`);
  await hr.getByTestId('tab-job').click(FIRST_LOAD);
  await expect(hr.getByTestId('salary-history')).toContainText(shown(raised), FIRST_LOAD);
});

test('a chief requests additional work and HR approves it', async ({ browser }) => {
  const chief = await signedIn(browser, CHIEF);
  test.setTimeout(240_000);
  await chief.goto('/rrhh/additional-work/requests');
  await expect(chief.getByTestId('additional-work-add')).toBeVisible(FIRST_LOAD);
  const employee = await workshopEmployee(chief, 1);
  const reason = 'Reparación de urgencia del tracto';
  await chief.getByTestId('additional-work-add').click();
  await pickEmployee(chief, 'additional-work-employee', employee);
  await fillDate(chief.getByTestId('additional-work-date'), '2026-11-20');
  await chief.getByTestId('additional-work-hours').fill('2.5');
  await chief.getByTestId('additional-work-reason').fill(reason);
  await chief.getByTestId('additional-work-save').click();
  await expect(chief.getByTestId('additional-work-modal')).toBeHidden();
  await expect(chief.getByRole('row').filter({ hasText: reason })).toBeVisible(FIRST_LOAD);
  // A chief of a non-HR area does not decide.
  await expect(
    chief.getByRole('row').filter({ hasText: reason }).locator('[data-testid^="additional-work-approve-"]'),
  ).toHaveCount(0);

  const hr = await signedIn(browser, ACCOUNTS.hrChief);
  await hr.goto('/rrhh/additional-work/requests');
  await expect(hr.getByTestId('additional-work-table-pending')).toBeVisible(FIRST_LOAD);
  await hr.getByTestId('table-search').fill(employee.fullName);
  const row = hr.getByRole('row').filter({ hasText: reason });
  await row.locator('[data-testid^="additional-work-approve-"]').click();
  await hr.getByTestId('confirm-ok').click();
  await hr.getByTestId('tab-approved').click();
  await hr.getByTestId('table-search').fill(employee.fullName);
  await expect(hr.getByRole('row').filter({ hasText: reason })).toContainText('Aprobada');
});

test('the HR chief asks for her own raise: the screen says the CEO decides it, and she has no buttons', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const hr = await signedIn(browser, ACCOUNTS.hrChief);
  const login = await hr.request.post('/api/login', { data: ACCOUNTS.hrChief });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const asked = await hr.request.post('/api/rrhh/salary-increase/create', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      employeeId: 2,
      newSalary: '15000',
      reason: 'Responsabilidades nuevas',
      effectiveDate: '2027-01-01',
    },
  });
  expect(asked.ok()).toBe(true);
  const { id } = (await asked.json()) as { id: number };
  await hr.goto('/rrhh/salary-increase/approvals');
  await expect(hr.getByTestId('salary-increase-table-approvals-pending')).toBeVisible(FIRST_LOAD);
  await hr.getByTestId('table-search').fill('María Elena');
  await expect(hr.getByTestId(`salary-increase-decider-${id}`)).toHaveText(
    'Decide: Carlos Alberto Quispe Mamani',
  );
  await expect(hr.getByTestId(`salary-increase-approve-${id}`)).toHaveCount(0);
  await expect(hr.locator('.ant-spin-spinning')).toHaveCount(0);
  await keepScreenshot(hr, 'salary-increase-own-request');
});
