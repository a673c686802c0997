import {
  keepsParameterSource,
  type Language,
  msg,
  type TPayrollParameterCreateBody,
  type TPayrollParameterUpdateBody,
  translateMessage,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { countRows } from '../../platform/db/paged-list.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { payrollParameters as pp } from './payroll-parameter.table.ts';
import { checkParameterValue, placeRange } from './payroll-parameter-check.ts';
import { type ParameterDeps, toAnswer } from './payroll-parameter-rows.ts';

const find = async (tx: DbOrTx, id: number) => (await tx.select().from(pp).where(eq(pp.id, id)))[0] ?? null;

/** Refuses what the engine refuses (400 naming the field) and overlapping ranges (409). */
const place = async (tx: DbOrTx, lang: Language, body: TPayrollParameterCreateBody, exceptId?: number) => {
  const refusal = checkParameterValue(body.parameter, body.value, body.validFrom);
  if (refusal) {
    throw badRequest('VALIDATION_ERROR', {
      [refusal.field]: [msg('validation.parameterRefused', { reason: refusal.reason })],
    });
  }
  const others = (
    await tx
      .select({ id: pp.id, validFrom: pp.validFrom, validTo: pp.validTo })
      .from(pp)
      .where(eq(pp.parameter, body.parameter))
      .for('update')
  ).filter((o) => o.id !== exceptId);
  const placed = placeRange(body, others);
  if (placed.kind === 'overlaps') {
    const open = translateMessage(lang, 'validation.openEnded');
    throw conflict('PARAMETER_OVERLAP', {
      validFrom: [
        msg('validation.parameterOverlap', { from: placed.row.validFrom, to: placed.row.validTo ?? open }),
      ],
    });
  }
  return placed;
};

export const createParameter =
  ({ db, today }: ParameterDeps) =>
  async (actor: Actor, body: TPayrollParameterCreateBody, lang: Language) => {
    const row = await db.transaction(async (tx) => {
      const placed = await place(tx, lang, body);
      if (placed.kind === 'closes') {
        await tx
          .update(pp)
          .set({ validTo: placed.validTo, updatedBy: actor.user.id, updatedAt: new Date() })
          .where(eq(pp.id, placed.row.id));
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'payroll_parameter',
          entityId: placed.row.id,
          before: placed.row,
          after: { validTo: placed.validTo },
        });
      }
      const [created] = await tx
        .insert(pp)
        .values({
          ...body,
          sourceCode: null,
          sourceParams: null,
          createdBy: actor.user.id,
          updatedBy: actor.user.id,
        })
        .returning();
      if (!created) throw notFound();
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'payroll_parameter',
        entityId: created.id,
        after: body,
      });
      return created;
    });
    return toAnswer(row, today());
  };

export const updateParameter =
  ({ db, today }: ParameterDeps) =>
  async (actor: Actor, body: TPayrollParameterUpdateBody, lang: Language) => {
    const { id, ...fields } = body;
    const row = await db.transaction(async (tx) => {
      const before = await find(tx, id);
      if (!before) throw notFound();
      if (before.parameter !== fields.parameter) {
        throw badRequest('VALIDATION_ERROR', { parameter: [msg('validation.invalid')] });
      }
      const placed = await place(tx, lang, fields, id);
      if (placed.kind === 'closes') {
        throw conflict('PARAMETER_OVERLAP', {
          validFrom: [
            msg('validation.parameterOverlap', {
              from: placed.row.validFrom,
              to: translateMessage(lang, 'validation.openEnded'),
            }),
          ],
        });
      }
      // The form shows a coded source in the editor's language: sent back unchanged, it stays coded.
      const source = keepsParameterSource(fields.source, before, translateMessage)
        ? { source: before.source, sourceCode: before.sourceCode, sourceParams: before.sourceParams }
        : { source: fields.source, sourceCode: null, sourceParams: null };
      const [updated] = await tx
        .update(pp)
        .set({ ...fields, ...source, updatedBy: actor.user.id, updatedAt: new Date() })
        .where(eq(pp.id, id))
        .returning();
      if (!updated) throw notFound();
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'payroll_parameter',
        entityId: id,
        before,
        after: fields,
      });
      return updated;
    });
    return toAnswer(row, today());
  };

/** The last value of a parameter cannot go: the engine needs one for every parameter. */
export const removeParameter =
  ({ db }: Pick<ParameterDeps, 'db'>) =>
  async (actor: Actor, id: number) => {
    await db.transaction(async (tx) => {
      const before = await find(tx, id);
      if (!before) throw notFound();
      const [{ n } = { n: 0 }] = await tx
        .select({ n: countRows })
        .from(pp)
        .where(eq(pp.parameter, before.parameter));
      if (n <= 1) throw conflict('INVALID_CHANGE');
      await tx.delete(pp).where(eq(pp.id, id));
      await recordAudit(tx, actor, { action: 'delete', entity: 'payroll_parameter', entityId: id, before });
    });
    return { ok: true as const };
  };
