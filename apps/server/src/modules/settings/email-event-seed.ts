import type { MailEvent, RecipientKind } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { insertEntityGroups, type SeedGroup } from '../entity-groups/index.ts';
import { usersWhere } from '../users/index.ts';
import { mailEventRecipientGroups, mailEventRecipients } from './email-event.table.ts';

type SeedRecipients = Partial<
  Record<
    MailEvent,
    {
      recipients: { kind: RecipientKind; user?: string; email?: string }[];
      groups: { name: string; kind: RecipientKind }[];
    }
  >
>;

/** The demo entity groups and who hears of each event (users named by their sign-in address). */
export const insertDemoMailSettings = async (
  tx: DbOrTx,
  groups: readonly SeedGroup[],
  events: SeedRecipients,
) => {
  const groupIds = await insertEntityGroups(tx, groups);
  const emails = Object.values(events).flatMap((e) => e.recipients.flatMap((r) => (r.user ? [r.user] : [])));
  const known = await usersWhere(tx, { emails });
  const userId = new Map(known.map((u) => [u.email, u.id]));
  for (const [event, setup] of Object.entries(events)) {
    const recipients = setup.recipients.flatMap((r) => {
      const id = r.user ? userId.get(r.user) : undefined;
      if (r.user && !id) return [];
      return [{ event, kind: r.kind, userId: id ?? null, email: r.user ? null : (r.email ?? null) }];
    });
    if (recipients.length) await tx.insert(mailEventRecipients).values(recipients);
    const groupRows = setup.groups.flatMap((g) => {
      const id = groupIds.get(g.name);
      return id ? [{ event, kind: g.kind, groupId: id }] : [];
    });
    if (groupRows.length) await tx.insert(mailEventRecipientGroups).values(groupRows);
  }
};
