import { SECTION_IDS } from '@zerg/shared';
import type { Db } from '../../db/client.ts';
import { expiryReminderTask, type ReminderRun, remindOnce } from '../../platform/jobs/expiry-reminders.ts';
import type { ScheduledTask } from '../../platform/jobs/index.ts';
import type { MailRecipient, MailService } from '../../platform/mail/mail.service.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { claimDocumentReminders, type VehicleDocumentDue, vehicleDocumentsDue } from '../fleet/index.ts';
import { mailRecipientsOf, notifyInTheirLanguage, usersWithSection } from '../notifications/index.ts';

/** The reminders' schedule name; its cron is `EXPIRY_REMINDER_CRON` (07:00 in Lima by default). */
export const DOCUMENT_EXPIRY_TASK = 'document-expiry-reminders';

/** Where the notice leads: the vehicles list, whose "expiring documents" filter shows them all. */
const VEHICLES_LINK = '/settings/vehicles/list';

/** The name on the paper, as the mail says it in every language (the bell translates its own). */
const PERUVIAN_NAME: Record<VehicleDocumentDue['kind'], string> = {
  soat: 'SOAT',
  technical_inspection: 'revisión técnica',
  mtc_certificate: 'certificado MTC',
};

export type { ReminderRun };

/**
 * Tells the holders of the vehicles section (Settings › Vehicles, section 30) of each vehicle
 * document expired or expiring within `days`, once per document and threshold (`remindOnce`): a
 * bell notice in each reader's language and the event's mail (to them, and to whoever Settings ›
 * E-mail adds).
 */
export const sendDocumentExpiryReminders = async (
  db: Db,
  mail: MailService,
  { today = limaToday(), days }: { today?: string; days: number },
): Promise<ReminderRun> => {
  // The same people hear of every document: looked up once, with the first one claimed.
  let people: { holders: number[]; to: MailRecipient[] } | undefined;
  return remindOnce(db, await vehicleDocumentsDue(db, today, days), {
    claim: (tx, due) => claimDocumentReminders(tx, due, today),
    send: async (tx, doc) => {
      if (!people) {
        const ids = await usersWithSection(tx, SECTION_IDS.VEHICLES);
        people = { holders: ids, to: await mailRecipientsOf(tx, ids) };
      }
      const { holders, to } = people;
      await notifyInTheirLanguage(tx, holders, {
        type: `vehicle_document_${doc.threshold}`,
        key: `vehicleDocument.notify.${doc.threshold}`,
        params: { plate: doc.plate, number: doc.number, date: doc.expiryDate, days: doc.daysLeft },
        keyParams: { document: `operations.document.${doc.kind}` },
        link: VEHICLES_LINK,
      });
      const facts = {
        plate: doc.plate,
        document: PERUVIAN_NAME[doc.kind],
        number: doc.number,
        expiry: doc.expiryDate,
      };
      if (doc.threshold === 'expired') await mail.sendEvent(tx, 'vehicle_document.expired', facts, { to });
      else
        await mail.sendEvent(
          tx,
          'vehicle_document.expiring',
          { ...facts, days: String(doc.daysLeft) },
          { to },
        );
      return holders;
    },
  });
};

/** The daily run of vehicle documents' reminders. */
export const documentExpiryTask = (
  db: Db,
  mail: MailService,
  { cron, days }: { cron: string; days: number },
  log: { info: (o: object, m: string) => void },
): ScheduledTask =>
  expiryReminderTask(DOCUMENT_EXPIRY_TASK, cron, () => sendDocumentExpiryReminders(db, mail, { days }), log);
