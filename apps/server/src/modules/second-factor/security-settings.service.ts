import type { TSecuritySettings } from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { readSecuritySettings, writeSecuritySettings } from './second-factor.repository.ts';

/** Settings → Security: whether everyone signs in with a second factor, and trusted-device days. */
export const createSecuritySettingsService = ({ db }: Pick<Deps, 'db'>) => ({
  get: (): Promise<TSecuritySettings> => readSecuritySettings(db),
  update: (actor: Actor, body: TSecuritySettings): Promise<TSecuritySettings> =>
    db.transaction(async (tx) => {
      const before = await readSecuritySettings(tx);
      await writeSecuritySettings(tx, body, actor.user.id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'security_settings',
        entityId: 1,
        before,
        after: body,
      });
      return readSecuritySettings(tx);
    }),
});

export type SecuritySettingsService = ReturnType<typeof createSecuritySettingsService>;
