import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addDays, type ExpiryThreshold, expiryStanding } from '../../platform/time/expiry.ts';
import { companiesById } from '../references/index.ts';
import { companySigningCertificates as certs } from './company-certificate.table.ts';
import { companyCertificateReminders } from './company-certificate-reminder.table.ts';

/** A company's signing certificate expired, or ending within the reminder's days. */
export type CertificateDue = {
  companyId: number;
  companyName: string;
  /** The certificate's last valid day in Lima, `YYYY-MM-DD`. */
  expiryDate: string;
  threshold: ExpiryThreshold;
  daysLeft: number;
};

/** The signing certificates of active companies expired or ending up to `today + days` (Lima days). */
export const signingCertificatesDue = async (
  db: DbOrTx,
  today: string,
  days: number,
): Promise<CertificateDue[]> => {
  const expiry = sql<string>`to_char(${certs.notAfter} at time zone 'America/Lima', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ companyId: certs.companyId, expiry })
    .from(certs)
    .where(sql`${expiry} <= ${addDays(today, days)}`)
    .orderBy(certs.notAfter, certs.companyId);
  const companies = await companiesById(
    db,
    rows.map((r) => r.companyId),
  );
  return rows.flatMap((r) => {
    const company = companies.get(r.companyId);
    if (!company?.isActive) return [];
    return [
      {
        companyId: r.companyId,
        companyName: company.name,
        expiryDate: r.expiry,
        ...expiryStanding(today, r.expiry),
      },
    ];
  });
};

/**
 * Records the reminders about to be sent and answers those this call recorded: the `claim` of
 * `remindOnce` (platform/jobs), in the transaction that sends them.
 */
export const claimCertificateReminders = async (
  tx: DbOrTx,
  due: readonly CertificateDue[],
  today: string,
): Promise<CertificateDue[]> => {
  if (due.length === 0) return [];
  const claimed = await tx
    .insert(companyCertificateReminders)
    .values(
      due.map((d) => ({
        companyId: d.companyId,
        expiryDate: d.expiryDate,
        threshold: d.threshold,
        sentOn: today,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const key = (d: { companyId: number; expiryDate: string; threshold: string }) =>
    `${d.companyId}:${d.expiryDate}:${d.threshold}`;
  const keys = new Set(claimed.map(key));
  return due.filter((d) => keys.has(key(d)));
};
