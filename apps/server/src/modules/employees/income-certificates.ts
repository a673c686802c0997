import type { TIncomeCertificateCreateBody, TIncomeCertificateUpdateBody } from '@zerg/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { employeeIncomeCertificates } from './employee-prior-income.table.ts';
import { assertCanSee } from './employee-scope.ts';
import {
  type CertificateRow,
  certificateById,
  certificateOut,
  checkCertificateYear,
  duplicateCertificate,
  jobOf,
} from './prior-income-rules.ts';

/** The income certificates of other employers (quinta categoría), by the worker's hire year. */
export const listCertificates =
  ({ db }: Deps) =>
  async (actor: Actor, employeeId: number) => {
    await assertCanSee(db, actor.user, employeeId);
    const rows = await db
      .select()
      .from(employeeIncomeCertificates)
      .where(eq(employeeIncomeCertificates.employeeId, employeeId))
      .orderBy(asc(employeeIncomeCertificates.year), asc(employeeIncomeCertificates.id));
    return { data: rows.map(certificateOut) };
  };

export const createCertificate =
  ({ db }: Deps) =>
  async (actor: Actor, body: TIncomeCertificateCreateBody) => {
    await assertCanSee(db, actor.user, body.employee_id);
    checkCertificateYear(await jobOf(db, body.employee_id), body.year);
    const { employee_id, ...fields } = body;
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(employeeIncomeCertificates)
          .values({
            employeeId: employee_id,
            ...fields,
            issuedOn: fields.issuedOn ?? null,
            createdBy: actor.user.id,
          })
          .returning();
        const out = certificateOut(row as CertificateRow);
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'employee_income_certificate',
          entityId: out.id,
          after: out,
        });
        return out;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateCertificate();
      throw err;
    }
  };

export const updateCertificate =
  ({ db }: Deps) =>
  async (actor: Actor, body: TIncomeCertificateUpdateBody) => {
    const before = await certificateById(db, body.id);
    await assertCanSee(db, actor.user, before.employeeId);
    checkCertificateYear(await jobOf(db, before.employeeId), body.year);
    const { id, ...fields } = body;
    try {
      return await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: employeeIncomeCertificates.id })
          .from(employeeIncomeCertificates)
          .where(
            and(
              eq(employeeIncomeCertificates.employeeId, before.employeeId),
              eq(employeeIncomeCertificates.year, fields.year),
              eq(employeeIncomeCertificates.employerRuc, fields.employerRuc),
              ne(employeeIncomeCertificates.id, id),
            ),
          );
        if (taken) throw duplicateCertificate();
        const [row] = await tx
          .update(employeeIncomeCertificates)
          .set({ ...fields, issuedOn: fields.issuedOn ?? null, updatedAt: new Date() })
          .where(eq(employeeIncomeCertificates.id, id))
          .returning();
        const out = certificateOut(row as CertificateRow);
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'employee_income_certificate',
          entityId: id,
          before: certificateOut(before),
          after: out,
        });
        return out;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateCertificate();
      throw err;
    }
  };

export const deleteCertificate =
  ({ db }: Deps) =>
  async (actor: Actor, id: number) => {
    const before = await certificateById(db, id);
    await assertCanSee(db, actor.user, before.employeeId);
    await db.transaction(async (tx) => {
      await tx.delete(employeeIncomeCertificates).where(eq(employeeIncomeCertificates.id, id));
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: 'employee_income_certificate',
        entityId: id,
        before: certificateOut(before),
      });
    });
    return { id };
  };
