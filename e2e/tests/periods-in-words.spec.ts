import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInAt } from './helpers.ts';

/* A payroll run's period reads as a month in the user's language, as the payslips write it, not "2026-10". */

test('the payroll runs list names each period in words', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/rrhh/payroll/payments/administrative');
  await expect(page.getByTestId('run-2026-10')).toHaveText('Octubre de 2026', { timeout: 30_000 });
});
