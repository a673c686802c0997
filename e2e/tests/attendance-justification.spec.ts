import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, signOut } from './helpers.ts';

const EMPLOYEE = { email: 'conductor@zerg.pe', password: 'Conduce123!' };
const CHIEF = { email: 'operaciones@zerg.pe', password: 'Opera123!' };
const HR = { email: 'rrhh@zerg.pe', password: 'Rrhh1234!' };

// Days are Lima's: the server refuses a day that has not come yet there.
test.use({ timezoneId: 'America/Lima' });

/** Types a date the way the Spanish UI shows it (DD/MM/YYYY) and confirms it. */
const fillDate = async (field: Locator, iso: string) => {
  const [year, month, day] = iso.split('-');
  await field.click();
  await field.fill(`${day}/${month}/${year}`);
  await field.press('Enter');
};

/** A past day not used by another run: tardiness can be justified once per day. */
const pastDay = () => {
  const daysAgo = 2 + Math.floor(Math.random() * 300);
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
};

const decide = async (page: Page, scope: Locator, comment: string) => {
  await scope.locator('[data-testid^="justification-approve-"]').click();
  const modal = page.getByTestId('justification-decide-modal');
  await modal.getByTestId('justification-decide-comment').fill(comment);
  await page.getByTestId('justification-decide-confirm').click();
  await expect(modal).toBeHidden();
};

test('a late employee justifies the day, the area chief approves, then HR approves', async ({ browser }) => {
  // Three people sign in one after the other.
  test.setTimeout(180_000);
  const motive = `Accidente en la Panamericana ${Date.now()}`;
  const day = pastDay();

  // The employee, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const employee = await phone.newPage();
  await signIn(employee, EMPLOYEE);
  await employee.goto('/attendance/justifications');
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
  await signIn(chief, CHIEF);
  await chief.goto('/attendance/justifications?tab=team');
  const toDecide = chief.locator('[data-testid^="justification-card-"]', { hasText: motive });
  await expect(toDecide).toBeVisible();
  await decide(chief, toDecide, 'Conforme');
  await expect(toDecide).toBeHidden();
  await chiefPhone.close();

  // HR, on payroll › Attendance › Justifications.
  const desk = await browser.newContext({ timezoneId: 'America/Lima' });
  const hr = await desk.newPage();
  await signIn(hr, HR);
  await hr.goto('/rrhh/payroll/attendance/justifications');
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
  await signOut(hr);
  await desk.close();
});
