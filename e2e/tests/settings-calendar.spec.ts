import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, fillDate, signIn } from './helpers.ts';

/** Opens a select, types into its search box and picks the first option containing `text`. */
const pick = async (page: Page, testId: string, text: string) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-item-option', { hasText: text }).first().click();
  await expect(dropdown).toBeHidden();
};

const year = new Date().getFullYear();

test('an administrator assigns remote work from /settings and adds a company holiday', async ({ page }) => {
  // Two screens, two dialogs and their refused inputs: longer than one screen's walk.
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.admin);

  // /settings leads to homework status (SPEC §2).
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/homework-status\/list$/);
  const active = page.getByTestId('remote-work-table-active');
  await expect(active).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('remote-work-add').click();
  const modal = page.getByTestId('remote-work-modal');
  await pick(page, 'remote-work-employee', 'Rojas Vargas, Jorge');
  await fillDate(modal.getByTestId('remote-work-from'), `${year + 1}-01-05`);
  await fillDate(modal.getByTestId('remote-work-to'), `${year + 1}-01-03`);
  await modal.getByTestId('remote-work-reason').fill('Planificación de rutas desde casa');
  await page.getByTestId('remote-work-save').click();
  // An end before the start is refused on the field before anything is sent.
  await expect(modal.getByText('La fecha final no puede ser anterior a la inicial')).toBeVisible();
  await fillDate(modal.getByTestId('remote-work-to'), `${year + 1}-06-30`);
  await modal.getByLabel('lunes').uncheck();
  await modal.getByLabel('martes').uncheck();
  await modal.getByLabel('miércoles').uncheck();
  await page.getByTestId('remote-work-save').click();
  await expect(modal).toBeHidden();
  await active.getByTestId('table-search').fill('Rojas');
  const row = active.getByRole('row', { name: /Jorge Luis Rojas Vargas/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Planificación de rutas desde casa');

  // The same days again for the same employee overlap: the server names the other range.
  await page.getByTestId('remote-work-add').click();
  await pick(page, 'remote-work-employee', 'Rojas Vargas, Jorge');
  await fillDate(modal.getByTestId('remote-work-from'), `${year + 1}-03-02`);
  await modal.getByTestId('remote-work-reason').fill('Duplicado');
  await page.getByTestId('remote-work-save').click();
  await expect(
    modal.getByText(`Se cruza con la asignación activa del 05/01/${year + 1} al 30/06/${year + 1}`),
  ).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();

  // Inactivating moves it to the Inactive tab.
  await row.getByTestId(/remote-work-toggle-/).click();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toBeHidden();
  await page.getByTestId('tab-inactive').click();
  const inactive = page.getByTestId('remote-work-table-inactive');
  await inactive.getByTestId('table-search').fill('Rojas');
  await expect(inactive.getByRole('row', { name: /Jorge Luis Rojas Vargas/ })).toBeVisible();

  // Holidays: the national calendar is there, and HR adds the company's own day.
  await page.goto('/settings/payroll/settings');
  // General opens first; Holidays is the third tab.
  await page.getByTestId('tab-holidays').click();
  const holidays = page.getByTestId('holidays-table');
  // A lazy screen on a busy machine: its first rows may take longer than one assertion's wait.
  await expect(holidays.getByRole('row', { name: /Navidad/ })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('holiday-add').click();
  const holidayModal = page.getByTestId('holiday-modal');
  await fillDate(holidayModal.getByTestId('holiday-date'), `${year}-10-12`);
  await holidayModal.getByTestId('holiday-name').fill('Día del Transportista');
  await page.getByTestId('holiday-save').click();
  await expect(holidayModal).toBeHidden();
  const added = holidays.getByRole('row', { name: /Día del Transportista/ });
  await expect(added).toBeVisible();
  await expect(added).toContainText('De la empresa');

  // A second holiday on a date that has one is refused on the date field.
  await page.getByTestId('holiday-add').click();
  await fillDate(holidayModal.getByTestId('holiday-date'), `${year}-12-25`);
  await holidayModal.getByTestId('holiday-name').fill('Otra fiesta');
  await page.getByTestId('holiday-save').click();
  await expect(holidayModal.getByText('La fecha ya tiene el feriado «Navidad»')).toBeVisible();
  await holidayModal.getByRole('button', { name: 'Cancelar' }).click();

  // The national day the company works is marked not observed.
  const christmas = page.getByTestId(`holiday-observed-${year}-12-25`);
  await christmas.click();
  await expect(christmas).not.toBeChecked();

  // The year calendar shows the new day in the company's colour.
  await page.getByTestId('holiday-view').getByText('Calendario').click();
  await expect(page.locator(`[data-date="${year}-10-12"]`)).toHaveAttribute('data-kind', 'company');
});
