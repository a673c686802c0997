import {
  type Language,
  msg,
  type TViaticRateCreateBody,
  type TViaticRateListQuery,
  type TViaticRateUpdateBody,
  translateMessage,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { viaticRates as vr } from './viatic.table.ts';
import { findRate, findRateStarting, findZone, listRates, zonesWithRate } from './viatic-rate.repository.ts';
import { viaticRateExport } from './viatic-rate-export.ts';

type RateParams = TViaticRateListQuery & { page: number; perPage: number };

/**
 * The zones' daily viatic rates (payroll settings, section 17). A new rate is a new row from a
 * date, so the history stays and viatics already requested keep the amounts they copied.
 */
export const createViaticRateService = (deps: Deps & ExportDeps, today: () => string = limaToday) => {
  const { db } = deps;
  const assertZone = async (tx: DbOrTx, zoneId: number) => {
    if (!(await findZone(tx, zoneId)))
      throw badRequest('VALIDATION_ERROR', { zoneId: [msg('validation.invalid')] });
  };
  const assertFreeDate = async (
    tx: DbOrTx,
    lang: Language,
    body: TViaticRateCreateBody,
    exceptId?: number,
  ) => {
    const other = await findRateStarting(tx, body.zoneId, body.validFrom);
    if (other && other.id !== exceptId) {
      throw conflict('VIATIC_RATE_EXISTS', {
        validFrom: [translateMessage(lang, 'errors.VIATIC_RATE_EXISTS')],
      });
    }
  };
  const answer = async (id: number) => {
    const row = await findRate(db, id);
    if (!row) throw notFound();
    const zone = await findZone(db, row.zoneId);
    const current = (await zonesWithRate(db, today())).find((z) => z.id === row.zoneId)?.rate?.id === id;
    return {
      id: row.id,
      zoneId: row.zoneId,
      zoneName: zone?.name ?? '',
      validFrom: row.validFrom,
      food: row.food,
      lodging: row.lodging,
      localTransport: row.localTransport,
      current,
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  return {
    list: (query: RateParams) => listRates(db, today(), query),

    /** The zones a viatic may go to with the rate each has on a date (the request form). */
    zones: async (date: string) => ({ data: await zonesWithRate(db, date) }),

    export: viaticRateExport.answer.bind(null, deps),

    create: async (actor: Actor, body: TViaticRateCreateBody, lang: Language) => {
      const id = await db.transaction(async (tx) => {
        await assertZone(tx, body.zoneId);
        await assertFreeDate(tx, lang, body);
        const [row] = await tx
          .insert(vr)
          .values({ ...body, createdBy: actor.user.id, updatedBy: actor.user.id })
          .returning({ id: vr.id });
        const created = row?.id ?? 0;
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'viatic_rate',
          entityId: created,
          after: body,
        });
        return created;
      });
      return answer(id);
    },

    update: async (actor: Actor, body: TViaticRateUpdateBody, lang: Language) => {
      const { id, ...fields } = body;
      const before = await findRate(db, id);
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        await assertZone(tx, fields.zoneId);
        await assertFreeDate(tx, lang, fields, id);
        await tx
          .update(vr)
          .set({ ...fields, updatedBy: actor.user.id, updatedAt: new Date() })
          .where(eq(vr.id, id));
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'viatic_rate',
          entityId: id,
          before,
          after: fields,
        });
      });
      return answer(id);
    },

    /** Viatics keep the amounts they copied, so a rate row can go; the rate before it applies again. */
    remove: async (actor: Actor, id: number) => {
      const before = await findRate(db, id);
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        await tx.delete(vr).where(eq(vr.id, id));
        await recordAudit(tx, actor, { action: 'delete', entity: 'viatic_rate', entityId: id, before });
      });
      return { ok: true as const };
    },
  };
};

export type ViaticRateService = ReturnType<typeof createViaticRateService>;
