import { SECTION_IDS } from '@zerg/shared';
import type { Db } from '../../db/client.ts';
import type { ScheduledTask } from '../../platform/jobs/index.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
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

export type ReminderRun = { due: number; sent: number; recipients: number };

/**
 * Tells the holders of the vehicles section (Settings › Vehicles, section 30) of each vehicle
 * document expired or expiring within `days`, once per document and threshold: a bell notice in
 * each reader's language and the event's mail (to them, and to whoever Settings › E-mail adds).
 * One transaction: the claim, the notices and the outbox rows commit together, so a failure sends
 * nothing and forgets the claim, and a second run (or another instance) finds every claim taken.
 */
export const sendDocumentExpiryReminders = async (
  db: Db,
  mail: MailService,
  { today = limaToday(), days }: { today?: string; days: number },
): Promise<ReminderRun> => {
  const due = await vehicleDocumentsDue(db, today, days);
  if (due.length === 0) return { due: 0, sent: 0, recipients: 0 };
  return db.transaction(async (tx) => {
    const claimed = await claimDocumentReminders(tx, due, today);
    if (claimed.length === 0) return { due: due.length, sent: 0, recipients: 0 };
    const holders = await usersWithSection(tx, SECTION_IDS.VEHICLES);
    const to = await mailRecipientsOf(tx, holders);
    for (const doc of claimed) {
      const params = { plate: doc.plate, number: doc.number, date: doc.expiryDate, days: doc.daysLeft };
      await notifyInTheirLanguage(tx, holders, {
        type: `vehicle_document_${doc.threshold}`,
        key: `vehicleDocument.notify.${doc.threshold}`,
        params,
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
    }
    return { due: due.length, sent: claimed.length, recipients: holders.length };
  });
};

/** The daily run; `missed: 'once'` sends a day's reminders after a night the app was down. */
export const documentExpiryTask = (
  db: Db,
  mail: MailService,
  { cron, days }: { cron: string; days: number },
  log: { info: (o: object, m: string) => void },
): ScheduledTask => ({
  name: DOCUMENT_EXPIRY_TASK,
  cron,
  missed: 'once',
  run: async () => {
    const run = await sendDocumentExpiryReminders(db, mail, { days });
    log.info(run, 'document expiry reminders');
  },
});
