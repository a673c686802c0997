import { SECTION_IDS } from '@zerg/shared';
import type { Db } from '../../db/client.ts';
import { expiryReminderTask, type ReminderRun, remindOnce } from '../../platform/jobs/expiry-reminders.ts';
import type { ScheduledTask } from '../../platform/jobs/index.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { claimCertificateReminders, signingCertificatesDue } from '../organisation/index.ts';
import { mailRecipientsOf, notifyInTheirLanguage } from './flow-people.ts';
import { usersWithSection } from './recipients.ts';

/** The reminders' schedule name; same cron and days as the other documents' reminders. */
export const SIGNING_CERTIFICATE_EXPIRY_TASK = 'signing-certificate-expiry-reminders';

/** Where the notice leads: Settings › Companies, where the certificate is uploaded. */
const COMPANIES_LINK = '/settings/companies/list';

/**
 * Tells the holders of Settings › Companies (section 43) of each company's signing certificate
 * expired or ending within `days`, once per company, expiry day and threshold: without it no
 * electronic document (boleta de pago, factura, GRE) can be signed. A bell notice in each reader's
 * language and the event's mail (with whoever Settings › E-mail adds).
 */
export const sendSigningCertificateReminders = async (
  db: Db,
  mail: MailService,
  { today = limaToday(), days }: { today?: string; days: number },
): Promise<ReminderRun> => {
  let people: { holders: number[]; to: Awaited<ReturnType<typeof mailRecipientsOf>> } | undefined;
  return remindOnce(db, await signingCertificatesDue(db, today, days), {
    claim: (tx, due) => claimCertificateReminders(tx, due, today),
    send: async (tx, cert) => {
      if (!people) {
        const ids = await usersWithSection(tx, SECTION_IDS.COMPANIES);
        people = { holders: ids, to: await mailRecipientsOf(tx, ids) };
      }
      const { holders, to } = people;
      await notifyInTheirLanguage(tx, holders, {
        type: `signing_certificate_${cert.threshold}`,
        key: `signingCertificate.notify.${cert.threshold}`,
        params: { company: cert.companyName, date: cert.expiryDate, days: cert.daysLeft },
        link: COMPANIES_LINK,
      });
      const facts = { company: cert.companyName, expiry: cert.expiryDate };
      if (cert.threshold === 'expired')
        await mail.sendEvent(tx, 'signing_certificate.expired', facts, { to });
      else
        await mail.sendEvent(
          tx,
          'signing_certificate.expiring',
          { ...facts, days: String(cert.daysLeft) },
          { to },
        );
      return holders;
    },
  });
};

/** The daily run of the signing certificates' reminders, beside the other documents' (same cron and days). */
export const signingCertificateExpiryTask = (
  db: Db,
  mail: MailService,
  { cron, days }: { cron: string; days: number },
  log: { info: (o: object, m: string) => void },
): ScheduledTask =>
  expiryReminderTask(
    SIGNING_CERTIFICATE_EXPIRY_TASK,
    cron,
    () => sendSigningCertificateReminders(db, mail, { days }),
    log,
  );
