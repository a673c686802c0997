import {
  JUSTIFICATION_FILE_MAX_BYTES,
  JUSTIFICATION_FILE_TYPES,
  msg,
  SECTION_IDS,
  ZJustificationCreateFields,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { AppError, badRequest, conflict } from '../../platform/errors/app-error.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import { sniffType } from '../../platform/files/upload.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { assertCanSee } from '../employees/index.ts';
import { assertMonthsOpen } from './attendance-period.ts';
import { findJustification, findOpenDuplicate } from './justification.repository.ts';
import { justifications as j } from './justification.table.ts';
import type { JustificationContext } from './justification-context.ts';

/** The multipart form of a new justification: its text fields and, maybe, its file. */
export type JustificationForm = {
  fields: Record<string, string>;
  file: { data: Buffer; originalName: string } | null;
};

/** The multipart text fields, checked like any body: a bad one is a 400 naming the field. */
const parseFields = (fields: Record<string, string>) => {
  const parsed = ZJustificationCreateFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] = [issue.message];
  throw badRequest('VALIDATION_ERROR', errors);
};

// One employee's justifications are created one at a time, so two requests cannot both pass the
// duplicate check (the number is this module's advisory lock namespace).
const lockEmployee = (tx: DbOrTx, employeeId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(4242110, ${employeeId})`);

/**
 * An employee justifies their own day; HR (payroll, within their scope) files one for anyone.
 * The file is optional; it is stored with the row, in its transaction.
 */
export const submitJustification =
  ({ db, mail, storage, chiefStepUsers, tell, answer }: JustificationContext) =>
  async (actor: Actor, form: JustificationForm) => {
    const fields = parseFields(form.fields);
    const own = actor.user.employeeId;
    const employeeId = fields.employeeId ?? own;
    if (!employeeId) throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.required')] });
    if (employeeId !== own) {
      await assertCanSee(db, actor.user, employeeId, { section: SECTION_IDS.PAYROLL });
    }
    if (fields.workDate > limaToday()) {
      throw badRequest('VALIDATION_ERROR', { workDate: [msg('validation.notFuture')] });
    }
    let checked: { data: Buffer; name: string; mime: string } | null = null;
    if (form.file) {
      if (form.file.data.length > JUSTIFICATION_FILE_MAX_BYTES) throw new AppError(413, 'FILE_TOO_LARGE');
      const mime = await sniffType(form.file.data, form.file.originalName);
      if (!mime || !(JUSTIFICATION_FILE_TYPES as readonly string[]).includes(mime)) {
        throw badRequest('UNSUPPORTED_FILE_TYPE', { file: ['errors.UNSUPPORTED_FILE_TYPE'] });
      }
      checked = { data: form.file.data, name: form.file.originalName.slice(0, 200), mime };
    }
    const id = await withFiles(db, storage, async (tx, files) => {
      await lockEmployee(tx, employeeId);
      await assertMonthsOpen(tx, [employeeId], [fields.workDate]);
      const duplicate = await findOpenDuplicate(tx, { employeeId, ...fields });
      if (duplicate) {
        throw conflict('JUSTIFICATION_ALREADY_OPEN', {
          workDate: ['errors.JUSTIFICATION_ALREADY_OPEN'],
        });
      }
      const stored = checked
        ? { ...checked, key: await files.put(checked.data, `justifications/${employeeId}`) }
        : null;
      const [inserted] = await tx
        .insert(j)
        .values({
          employeeId,
          workDate: fields.workDate,
          type: fields.type,
          motive: fields.motive,
          fileKey: stored?.key ?? null,
          fileName: stored?.name ?? null,
          fileMime: stored?.mime ?? null,
          createdBy: actor.user.id,
        })
        .returning({ id: j.id });
      const created = inserted?.id ?? 0;
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'justification',
        entityId: created,
        after: {
          employeeId,
          workDate: fields.workDate,
          type: fields.type,
          motive: fields.motive,
          file: stored ? { name: stored.name, mime: stored.mime, size: stored.data.length } : null,
        },
      });
      const row = await findJustification(tx, created);
      if (!row) throw new Error('justification insert returned nothing');
      const deciders = (await chiefStepUsers(tx, employeeId, row.areaId)).filter((u) => u !== actor.user.id);
      const people = await tell(tx, deciders, 'submitted', row);
      await mail.sendEvent(
        tx,
        'justification.submitted',
        { employee: row.employeeName, date: row.workDate, reason: row.motive },
        { to: people.map((p) => ({ email: p.email, language: p.language })) },
      );
      return created;
    });
    return answer(actor, id);
  };
