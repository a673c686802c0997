import type { Db, Tx } from '../../db/client.ts';
import type { ScheduledTask } from './schedules.ts';

/*
 * The daily expiry reminders' machinery, shared by every kind of document (vehicles' papers in
 * operations, workers' licences and certificates in notifications): each kind finds what is due,
 * claims it in its own reminders table (whose key is the claim) and tells its people; this file
 * runs the three in one transaction and makes the schedule.
 */

/** What a run did: documents due, reminders sent now (not sent before), distinct people told. */
export type ReminderRun = { due: number; sent: number; recipients: number };

export type ReminderSteps<T> = {
  /**
   * Records the reminders about to be sent and answers those this call recorded: one already sent
   * (by an earlier run, or a run on another instance at the same time, which waits on the key and
   * then finds it) is left out.
   */
  claim: (tx: Tx, due: readonly T[]) => Promise<T[]>;
  /** Sends one claimed reminder (bell notices, mail) and answers the users it told. */
  send: (tx: Tx, reminder: T) => Promise<readonly number[]>;
};

/**
 * Sends each due reminder once per document and threshold. One transaction: the claim, the notices
 * and the outbox rows commit together, so a failure sends nothing and forgets the claim, and a
 * second run (or another instance) finds every claim taken.
 */
export const remindOnce = async <T>(
  db: Db,
  due: readonly T[],
  { claim, send }: ReminderSteps<T>,
): Promise<ReminderRun> => {
  if (due.length === 0) return { due: 0, sent: 0, recipients: 0 };
  return db.transaction(async (tx) => {
    const claimed = await claim(tx, due);
    const told = new Set<number>();
    for (const reminder of claimed) for (const id of await send(tx, reminder)) told.add(id);
    return { due: due.length, sent: claimed.length, recipients: told.size };
  });
};

/**
 * A daily reminder schedule; `missed: 'once'` sends a day's reminders after a night the app was
 * down. The cron comes from the configuration (`EXPIRY_REMINDER_CRON`).
 */
export const expiryReminderTask = (
  name: string,
  cron: string,
  run: () => Promise<ReminderRun>,
  log: { info: (o: object, m: string) => void },
): ScheduledTask => ({
  name,
  cron,
  missed: 'once',
  run: async () => log.info(await run(), name.replaceAll('-', ' ')),
});
