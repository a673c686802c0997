import { type Language, translateFields } from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { findInformation } from './employee-read.repository.ts';
import { checkBankReferences, checkJobReferences, checkPersonalReferences } from './employee-references.ts';
import { assignStandardSchedule } from './employee-schedule.repository.ts';
import { assertCanSee } from './employee-scope.ts';
import {
  documentTaken,
  insertEmployee,
  type NewEmployee,
  personalCodeOf,
  saveBankAccounts,
  updatePersonal,
} from './employee-write.repository.ts';
import {
  assertAreaInScope,
  cciWarnings,
  documentConflict,
  failIfAny,
  type UpdateInformation,
} from './employee-write-checks.ts';

export const registerEmployee =
  ({ db }: Deps) =>
  async (actor: Actor, body: NewEmployee, lang: Language) => {
    await assertAreaInScope(db, actor, body.job.areaId);
    failIfAny({
      ...(await checkPersonalReferences(db, body)),
      ...(await checkJobReferences(db, body.job, 'job.')),
      ...(await checkBankReferences(db, body.bankAccounts)),
    });
    if (await documentTaken(db, body.documentType, body.documentNumber)) throw documentConflict();
    try {
      const id = await db.transaction(async (tx) => {
        const created = await insertEmployee(tx, body, actor.user.id);
        const schedule = await assignStandardSchedule(tx, created, body.job, actor.user.id);
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'employee',
          entityId: created,
          after: { ...body, schedule },
        });
        return created;
      });
      return {
        id,
        personalCode: personalCodeOf(id),
        warnings: translateFields(lang, cciWarnings(body.bankAccounts)),
      };
    } catch (err) {
      if (isUniqueViolation(err, 'employees_document_idx')) throw documentConflict();
      throw err;
    }
  };

export const updateEmployeeInformation =
  ({ db }: Deps) =>
  async (actor: Actor, body: UpdateInformation, lang: Language) => {
    const { employee_id: id, bankAccounts, ...personal } = body;
    await assertCanSee(db, actor.user, id);
    failIfAny({
      ...(await checkPersonalReferences(db, { ...personal, bankAccounts } as never)),
      ...(await checkBankReferences(db, bankAccounts)),
    });
    if (await documentTaken(db, personal.documentType, personal.documentNumber, id)) throw documentConflict();
    const before = await findInformation(db, id);
    try {
      await db.transaction(async (tx) => {
        await updatePersonal(tx, id, personal as NewEmployee);
        await saveBankAccounts(tx, id, bankAccounts);
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'employee',
          entityId: id,
          before,
          after: body,
        });
      });
    } catch (err) {
      if (isUniqueViolation(err, 'employees_document_idx')) throw documentConflict();
      throw err;
    }
    return { id, warnings: translateFields(lang, cciWarnings(bankAccounts)) };
  };
