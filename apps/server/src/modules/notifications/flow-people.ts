import type { Language, MessageParams } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { MailRecipient } from '../../platform/mail/mail.service.ts';
import { scopeOf } from '../employees/index.ts';
import { usersById, usersWhere } from '../users/index.ts';
import { type NoticeMessage, noticeText } from './notice-text.ts';
import { notify } from './notification.service.ts';
import { usersWithSection } from './recipients.ts';

/**
 * Each notification is written in its reader's language (their profile's) and kept as data, which
 * the bell renders in the language they read it in, from the shared locale keys of the flow (`salaryIncrease.notify.*`, `additionalWork.notify.*`); `type` stays a
 * stable key the web can group or style by.
 */
export const notifyInTheirLanguage = async (
  tx: DbOrTx,
  userIds: readonly (number | null)[],
  text: {
    type: string;
    key: string;
    params: MessageParams;
    /** Placeholders whose value is a locale key (a state's name): rendered in each reader's language. */
    keyParams?: Record<string, string>;
    link: string;
  },
): Promise<void> => {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return;
  const readers = await usersWhere(tx, { ids });
  const message: NoticeMessage = { key: text.key, params: text.params, keyParams: text.keyParams ?? {} };
  await notify(
    tx,
    readers.map((r) => ({
      userId: r.id,
      type: text.type,
      ...noticeText(r.language as Language, message),
      message,
      link: text.link,
    })),
  );
};

/** E-mail addresses (with their language) of these users, for an event's direct recipients. */
export const mailRecipientsOf = async (tx: DbOrTx, userIds: readonly (number | null)[]) => {
  const ids = userIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await usersWhere(tx, { ids });
  return rows.map((r): MailRecipient => ({ email: r.email, language: r.language as Language }));
};

/** Whether this person decides for any employee (raises, additional work): HR, the CEO, administration (all-employee scope). */
export const decidesForEveryone = async (
  db: DbOrTx,
  person: { isCeo: boolean; roleId: number; employeeId: number | null },
): Promise<boolean> => (await scopeOf(db, person)).all;

/** The holders of `sectionId` who may decide: everyone-scoped users only (not an area's chief). */
export const decidersWithSection = async (tx: DbOrTx, sectionId: number): Promise<number[]> => {
  const holders = await usersWithSection(tx, sectionId);
  if (holders.length === 0) return [];
  const people = await usersWhere(tx, { ids: holders });
  const deciders: number[] = [];
  for (const p of people) if (await decidesForEveryone(tx, p)) deciders.push(p.id);
  return deciders.sort((a, b) => a - b);
};

/** A user's name as the notifications show it. */
export const userNameOf = async (tx: DbOrTx, userId: number): Promise<string> => {
  return (await usersById(tx, [userId])).get(userId)?.fullName ?? '';
};
