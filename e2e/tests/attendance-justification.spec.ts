import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, fillDate, signInAt, signOut } from './helpers.ts';

const EMPLOYEE = { email: 'conductor@zerg.pe', password: 'Conduce123!' };
const CHIEF = { email: 'operaciones@zerg.pe', password: 'Opera123!' };
const HR = { email: 'rrhh@zerg.pe', password: 'Rrhh1234!' };

// Days are Lima's: the server refuses a day that has not come yet there.
test.use({ timezoneId: 'America/Lima' });

const tokenOf = async (request: APIRequestContext, who: { email: string; password: string }) => {
  const login = await apiLogin(request, who);
  const body = login as { accessToken: string; userData: { employee_id: number } };
  return { auth: { authorization: `Bearer ${body.accessToken}` }, employeeId: body.userData.employee_id };
};

type WorkingDay = {
  date: string;
  status: string | null;
  schedule: { entryTime: string | null } | null;
};

/**
 * Makes the employee late on a past marked day of this month (of last month in its first days):
 * HR corrects the day's entry to 45 minutes after the scheduled one. Returns the day and its month.
 */
const makeLateDay = async (request: APIRequestContext) => {
  const employee = await tokenOf(request, EMPLOYEE);
  const hr = await tokenOf(request, HR);
  const limaToday = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  const [y, m, d] = limaToday.split('-').map(Number) as [number, number, number];
  const month =
    d > 3 ? { year: y, month: m } : m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
  const answer = await request.post('/api/rrhh/schedule/get-personal-working-days', {
    headers: employee.auth,
    data: month,
  });
  const { days } = (await answer.json()) as { days: WorkingDay[] };
  const marked = days.filter((w) => w.status === 'marked' && w.schedule?.entryTime && w.date < limaToday);
  expect(marked.length).toBeGreaterThan(0);
  // The latest marked day: the same day on every run of the same database.
  const day = marked[marked.length - 1] as WorkingDay;
  const marks = await request.post('/api/rrhh/attendance/mark/list', {
    headers: hr.auth,
    data: {
      page: 1,
      perPage: 10,
      filters: { employeeId: employee.employeeId, from: day.date, to: day.date, kind: 'entry' },
    },
  });
  const entry = ((await marks.json()) as { data: { id: number }[] }).data[0];
  const [hh, mm] = (day.schedule?.entryTime ?? '08:00').split(':').map(Number) as [number, number];
  const late = hh * 60 + mm + 45;
  const at = `${day.date}T${String(Math.floor(late / 60)).padStart(2, '0')}:${String(late % 60).padStart(2, '0')}`;
  const corrected = await request.post('/api/rrhh/attendance/mark/create', {
    headers: hr.auth,
    data: {
      employeeId: employee.employeeId,
      markedAt: at,
      kind: 'entry',
      reason: 'Corrección de prueba: llegó tarde',
      supersedesId: entry?.id,
    },
  });
  expect(corrected.ok()).toBe(true);
  return { day: day.date, month: `${month.year}-${String(month.month).padStart(2, '0')}` };
};

const decide = async (page: Page, scope: Locator, comment: string) => {
  await scope.locator('[data-testid^="justification-approve-"]').click();
  const modal = page.getByTestId('justification-decide-modal');
  await modal.getByTestId('justification-decide-comment').fill(comment);
  await page.getByTestId('justification-decide-confirm').click();
  await expect(modal).toBeHidden();
};

test('a late employee justifies the day, the chief and HR approve, the monthly report shows it justified', async ({
  browser,
  request,
}) => {
  // Three people sign in one after the other.
  test.setTimeout(240_000);
  const motive = 'Accidente en la Panamericana, km 57';
  const { day, month } = await makeLateDay(request);

  // The employee, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const employee = await phone.newPage();
  await signInAt(employee, EMPLOYEE, '/attendance/justifications');
  const form = employee.getByTestId('justification-form');
  await employee.getByTestId('justification-type-tardiness').click();
  await fillDate(employee.getByTestId('justification-date'), day);
  // The shared schema refuses an empty motive before anything is sent.
  await employee.getByTestId('justification-submit').click();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await employee.getByTestId('justification-motive').fill(motive);
  await employee.getByTestId('justification-submit').click();
  const card = employee.locator('[data-testid^="justification-card-"]', { hasText: motive });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pendiente');
  await phone.close();

  // The chief of the employee's area (fleet), also on a phone, from the "To decide" tab.
  const chiefPhone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const chief = await chiefPhone.newPage();
  await signInAt(chief, CHIEF, '/attendance/justifications?tab=team');
  const toDecide = chief.locator('[data-testid^="justification-card-"]', { hasText: motive });
  await expect(toDecide).toBeVisible();
  await decide(chief, toDecide, 'Conforme');
  await expect(toDecide).toBeHidden();
  await chiefPhone.close();

  // HR, on payroll › Attendance › Justifications.
  const desk = await browser.newContext({ timezoneId: 'America/Lima' });
  const hr = await desk.newPage();
  await signInAt(hr, HR, '/rrhh/payroll/attendance/justifications');
  await expect(hr.getByTestId('tab-attendance-justifications')).toBeVisible();
  const pending = hr.getByTestId('justifications-table-pending');
  await pending.getByTestId('table-search').fill('Chávez Ramos');
  const row = pending.locator('tr', { hasText: motive });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Aprobada por el jefe');
  await decide(hr, row, 'Aprobado por RR. HH.');
  await expect(row).toBeHidden();
  await hr.getByTestId('tab-justifications-completed').click();
  const completed = hr.getByTestId('justifications-table-completed');
  await completed.getByTestId('table-search').fill('Chávez Ramos');
  const done = completed.locator('tr', { hasText: motive });
  await expect(done).toBeVisible();
  await expect(done).toContainText('Aprobada por RR. HH.');

  // Reports › Monthly: the day the employee was late now reads "justified".
  await hr.goto('/rrhh/reports/monthly');
  const report = hr.getByTestId('report-monthly');
  if (month !== new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 7)) {
    await hr.getByTestId('filter-month').click();
    await hr.locator(`td[title="${month}"]`).click();
  }
  await report.getByTestId('table-search').fill('Chávez Ramos');
  const driverRow = report.locator('tr', { hasText: 'Chávez Ramos' });
  await expect(driverRow.locator(`[data-date="${day}"]`)).toHaveAttribute('data-code', 'justified');
  await signOut(hr);
  await desk.close();
});
