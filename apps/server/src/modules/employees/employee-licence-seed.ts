import type { LicenceCategory } from '@zerg/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addDays } from '../../platform/time/expiry.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { employees } from './employee.table.ts';

/** Licences are revalidated every few years; the demo issues each one this long before it expires. */
const LICENCE_YEARS_DAYS = 3 * 365;

/**
 * The first drivers' licences expire close to the seeding day (one already expired, two within the
 * reminders' 30 days) so the record's tag and the morning's reminders have something to show; the
 * rest are spread over the next two years.
 */
const NEAR_EXPIRIES = [-4, 9, 21] as const;

/**
 * Gives the demo's drivers their driving licence: number `Q` + DNI (as the MTC issues it), the class
 * their vehicle needs, and an expiry day counted from `today`.
 */
export const insertDemoLicences = async (
  tx: DbOrTx,
  drivers: readonly { employeeId: number; category: LicenceCategory }[],
  today = limaToday(),
) => {
  for (const [i, d] of drivers.entries()) {
    const expiresIn = NEAR_EXPIRIES[i] ?? 60 + ((i * 97) % 660);
    const expiry = addDays(today, expiresIn);
    await tx
      .update(employees)
      .set({
        licenceNumber: sql`'Q' || ${employees.documentNumber}`,
        licenceCategory: d.category,
        licenceIssueDate: addDays(expiry, -LICENCE_YEARS_DAYS),
        licenceExpiryDate: expiry,
      })
      .where(eq(employees.id, d.employeeId));
  }
};
