import type { EmployeeExpiringDocument, LicenceCategory } from '@zerg/shared';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addDays, type ExpiryThreshold, expiryStanding } from '../../platform/time/expiry.ts';
import { employees } from './employee.table.ts';
import { employeeDocumentReminders } from './employee-document-reminder.table.ts';
import { employeeFiles } from './employee-file.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeFullName } from './employee-name.ts';

export type EmployeeDocumentDue = {
  document: EmployeeExpiringDocument;
  /** The employee's id for a licence, the file's for a certificate. */
  documentId: number;
  employeeId: number;
  employeeName: string;
  /** The worker's current area: whose chiefs hear of it (null: only the whole staff's HR). */
  areaId: number | null;
  /** What tells the paper apart: the licence's number and class, the certificate's file name. */
  detail: string;
  expiryDate: string;
  threshold: ExpiryThreshold;
  /** Days from today to the expiry day: 0 on the last valid day, negative once expired. */
  daysLeft: number;
};

const licenceDetail = (number: string | null, category: LicenceCategory | null) =>
  [number, category].filter(Boolean).join(' · ');

/**
 * The driving licences and the certificates on file (not deleted) of active workers that are
 * expired or expire by `today + days`, both days included, soonest first. A licence renewed on the
 * record has a new expiry day and is due again only when that one comes near.
 */
export const employeeDocumentsDue = async (
  db: DbOrTx,
  today: string,
  days: number,
): Promise<EmployeeDocumentDue[]> => {
  const until = addDays(today, days);
  const person = {
    employeeId: employees.id,
    employeeName: employeeFullName,
    areaId: employeeJobs.areaId,
  };
  const licences = await db
    .select({
      ...person,
      number: employees.licenceNumber,
      category: employees.licenceCategory,
      expiry: employees.licenceExpiryDate,
    })
    .from(employees)
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(and(eq(employees.isActive, true), lte(employees.licenceExpiryDate, until)));
  const certificates = await db
    .select({
      ...person,
      fileId: employeeFiles.id,
      name: employeeFiles.originalName,
      expiry: employeeFiles.expiryDate,
    })
    .from(employeeFiles)
    .innerJoin(employees, eq(employees.id, employeeFiles.employeeId))
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(
      and(
        eq(employees.isActive, true),
        isNull(employeeFiles.deletedAt),
        isNotNull(employeeFiles.expiryDate),
        lte(employeeFiles.expiryDate, until),
      ),
    );
  const due = (
    row: { employeeId: number; employeeName: string; areaId: number | null; expiry: string | null },
    document: EmployeeExpiringDocument,
    documentId: number,
    detail: string,
  ): EmployeeDocumentDue => {
    const expiryDate = row.expiry ?? today;
    return {
      document,
      documentId,
      employeeId: row.employeeId,
      employeeName: row.employeeName,
      areaId: row.areaId,
      detail,
      expiryDate,
      ...expiryStanding(today, expiryDate),
    };
  };
  return [
    ...licences.map((l) => due(l, 'licence', l.employeeId, licenceDetail(l.number, l.category))),
    ...certificates.map((c) => due(c, 'certificate', c.fileId, c.name)),
  ].sort(
    (a, b) =>
      a.expiryDate.localeCompare(b.expiryDate) ||
      a.employeeName.localeCompare(b.employeeName) ||
      a.documentId - b.documentId,
  );
};

/**
 * Records the reminders about to be sent and answers those this call recorded (a document, expiry
 * day and threshold already reminded is left out): the `claim` of `remindOnce` (platform/jobs),
 * which runs it in the transaction that sends them.
 */
export const claimEmployeeDocumentReminders = async (
  tx: DbOrTx,
  due: readonly EmployeeDocumentDue[],
  today: string,
): Promise<EmployeeDocumentDue[]> => {
  if (due.length === 0) return [];
  const claimed = await tx
    .insert(employeeDocumentReminders)
    .values(
      due.map((d) => ({
        document: d.document,
        documentId: d.documentId,
        expiryDate: d.expiryDate,
        threshold: d.threshold,
        sentOn: today,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const key = (d: Pick<EmployeeDocumentDue, 'document' | 'documentId' | 'expiryDate' | 'threshold'>) =>
    `${d.document}:${d.documentId}:${d.expiryDate}:${d.threshold}`;
  const keys = new Set(claimed.map(key));
  return due.filter((d) => keys.has(key(d)));
};
