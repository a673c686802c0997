import { type EmployeeExpiringDocument, SECTION_IDS } from '@zerg/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { expiryReminderTask, type ReminderRun, remindOnce } from '../../platform/jobs/expiry-reminders.ts';
import type { ScheduledTask } from '../../platform/jobs/index.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import {
  claimEmployeeDocumentReminders,
  type EmployeeDocumentDue,
  employeeDocumentsDue,
} from '../employees/index.ts';
import { decidersWithSection, mailRecipientsOf, notifyInTheirLanguage } from './flow-people.ts';
import { chiefUsersOfArea, userOfEmployee, usersWithSection } from './recipients.ts';

/**
 * Workers' documents live in employees; telling people is this module's, so the reminders of
 * drivers' licences and certificates run here, on the vehicle reminders' machinery
 * (`platform/jobs/expiry-reminders.ts`) and their cron and days.
 */
export const EMPLOYEE_DOCUMENT_EXPIRY_TASK = 'employee-document-expiry-reminders';

/** The name on the paper, as the mail says it in every language (the bell translates its own). */
const PERUVIAN_NAME: Record<EmployeeExpiringDocument, string> = {
  licence: 'licencia de conducir',
  certificate: 'certificado',
};

/** The record's tab that shows the document: the basic data (licence) or the files. */
const recordLink = (doc: EmployeeDocumentDue) =>
  `/rrhh/employees/information/${doc.employeeId}${doc.document === 'certificate' ? '?tab=files' : ''}`;

/** The people who look after the worker's record: HR (the whole staff's scope) and their area's chiefs. */
const keepersOf = async (
  tx: DbOrTx,
  doc: EmployeeDocumentDue,
  hr: readonly number[],
  holders: ReadonlySet<number>,
): Promise<number[]> => {
  // A chief hears of it only when they can open the record (the employees section).
  const chiefs = doc.areaId === null ? [] : await chiefUsersOfArea(tx, doc.areaId);
  return [...new Set([...hr, ...chiefs.filter((id) => holders.has(id))])];
};

/**
 * Tells of each driving licence and certificate expired or expiring within `days`, once per
 * document, expiry day and threshold: HR (holders of the employees section who see the whole
 * staff) and the chiefs of the worker's area, with a notice leading to the record; for a licence,
 * the driver too, led to their profile. Each by bell in their language and by the event's mail
 * (with whoever Settings › E-mail adds).
 */
export const sendEmployeeDocumentReminders = async (
  db: Db,
  mail: MailService,
  { today = limaToday(), days }: { today?: string; days: number },
): Promise<ReminderRun> => {
  // HR is the same for every document: looked up once, with the first one claimed.
  let hr: { ids: number[]; holders: Set<number> } | undefined;
  return remindOnce(db, await employeeDocumentsDue(db, today, days), {
    claim: (tx, due) => claimEmployeeDocumentReminders(tx, due, today),
    send: async (tx, doc) => {
      hr ??= {
        ids: await decidersWithSection(tx, SECTION_IDS.EMPLOYEES),
        holders: new Set(await usersWithSection(tx, SECTION_IDS.EMPLOYEES)),
      };
      const keepers = await keepersOf(tx, doc, hr.ids, hr.holders);
      const worker = doc.document === 'licence' ? await userOfEmployee(tx, doc.employeeId) : null;
      const notice = {
        type: `employee_document_${doc.threshold}`,
        key: `employeeDocument.notify.${doc.threshold}`,
        params: { employee: doc.employeeName, detail: doc.detail, date: doc.expiryDate, days: doc.daysLeft },
        keyParams: { document: `employeeDocument.kind.${doc.document}` },
      };
      const others = keepers.filter((id) => id !== worker);
      await notifyInTheirLanguage(tx, others, { ...notice, link: recordLink(doc) });
      if (worker !== null) await notifyInTheirLanguage(tx, [worker], { ...notice, link: '/profile' });
      const told = worker === null ? others : [...others, worker];
      const to = await mailRecipientsOf(tx, told);
      const facts = {
        employee: doc.employeeName,
        document: PERUVIAN_NAME[doc.document],
        detail: doc.detail,
        expiry: doc.expiryDate,
      };
      if (doc.threshold === 'expired') await mail.sendEvent(tx, 'employee_document.expired', facts, { to });
      else
        await mail.sendEvent(
          tx,
          'employee_document.expiring',
          { ...facts, days: String(doc.daysLeft) },
          { to },
        );
      return told;
    },
  });
};

/** The daily run of workers' documents' reminders, beside the vehicles' (same cron and days). */
export const employeeDocumentExpiryTask = (
  db: Db,
  mail: MailService,
  { cron, days }: { cron: string; days: number },
  log: { info: (o: object, m: string) => void },
): ScheduledTask =>
  expiryReminderTask(
    EMPLOYEE_DOCUMENT_EXPIRY_TASK,
    cron,
    () => sendEmployeeDocumentReminders(db, mail, { days }),
    log,
  );
