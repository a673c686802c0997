import { randomInt } from 'node:crypto';
import {
  cciCheckDigitsLookRight,
  type Language,
  type PersonalType,
  SECTION_IDS,
  type TBankAccountInput,
  type TEmployeeListQuery,
  type TStatusChangeBody,
  translateFields,
  translateMessage,
} from '@zerg/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client.ts';
import { assertNotOwnRequest } from '../../platform/access/own-request.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import {
  badRequest,
  conflict,
  type FieldErrors,
  forbidden,
  notFound,
} from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { attendanceInputsChanged, OPEN_END } from '../../platform/events/attendance-inputs.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { employees } from './employee.table.ts';
import { employeeBankAccounts } from './employee-bank-account.table.ts';
import { checkCessation } from './employee-cessation.ts';
import { employeeJobs, employeeStatusHistory } from './employee-job.table.ts';
import { employeeFullName, employeeSortName } from './employee-name.ts';
import {
  findInformation,
  findJob,
  findSalaryHistory,
  findSummary,
  listEmployees,
  scopeCondition,
} from './employee-read.repository.ts';
import { checkBankReferences, checkJobReferences, checkPersonalReferences } from './employee-references.ts';
import { changeSalary } from './employee-salary.ts';
import { assertCanSee, employeeInScope, scopeOf } from './employee-scope.ts';
import {
  documentTaken,
  insertEmployee,
  jobRow,
  type NewEmployee,
  personalCodeOf,
  saveBankAccounts,
  updatePersonal,
} from './employee-write.repository.ts';

type UpdateInformation = Omit<NewEmployee, 'job'> & { employee_id: number };
type UpdateJob = NewEmployee['job'] & { employee_id: number; salaryChangeReason: string | null };

const attendanceQr = (code: string) => QRCode.toDataURL(`ZERG-ATT:${code}`, { margin: 1, width: 320 });

const documentConflict = () =>
  conflict('DOCUMENT_ALREADY_REGISTERED', { documentNumber: ['errors.DOCUMENT_ALREADY_REGISTERED'] });

/** A CCI with odd check digits is saved, but the answer says so. */
const cciWarnings = (accounts: TBankAccountInput[]): FieldErrors => {
  const warnings: FieldErrors = {};
  accounts.forEach((a, i) => {
    if (!cciCheckDigitsLookRight(a.cci)) warnings[`bankAccounts.${i}.cci`] = ['validation.cciWarning'];
  });
  return warnings;
};

const failIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw badRequest('VALIDATION_ERROR', errors);
};

/** A chief may only place people in their own area. */
const assertAreaInScope = async (db: DbOrTx, actor: Actor, areaId: number) => {
  const scope = await scopeOf(db, actor.user);
  if (!scope.all && scope.areaId !== areaId) throw forbidden('ROW_NOT_ALLOWED');
};

/** Sections whose register names any worker of the company, so their picker lists everyone. */
const WHOLE_PICKER_SECTIONS = [
  SECTION_IDS.USERS,
  SECTION_IDS.ROLES_AREAS,
  SECTION_IDS.TREASURY_TRANSACTIONS,
  SECTION_IDS.WORKSHOP_DISCOUNTS,
];

export const createEmployeeService = ({ db }: Deps) => {
  return {
    list: async (actor: Actor, query: TEmployeeListQuery & { page: number; perPage: number }) =>
      listEmployees(db, query, await scopeOf(db, actor.user)),

    export: async (actor: Actor, query: TEmployeeListQuery, lang: Language) => {
      const { data } = await listEmployees(
        db,
        { ...query, page: 1, perPage: EXPORT_MAX_ROWS },
        await scopeOf(db, actor.user),
      );
      const t = (key: string) => translateMessage(lang, `columns.${key}`);
      return toXlsx(
        t('employees'),
        [
          { header: t('personalCode'), width: 14, value: (r) => r.personalCode },
          { header: t('fullName'), width: 36, value: (r) => r.fullName },
          { header: t('documentNumber'), width: 16, value: (r) => r.documentNumber },
          { header: t('area'), width: 22, value: (r) => r.areaName },
          { header: t('position'), width: 28, value: (r) => r.positionName },
          { header: t('personalType'), width: 16, value: (r) => (r.personalType ? t(r.personalType) : null) },
          {
            header: t('startDate'),
            width: 14,
            value: (r) => (r.startDate ? new Date(`${r.startDate}T00:00:00Z`) : null),
          },
          { header: t('status'), width: 12, value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },

    getEmployee: async (actor: Actor, id: number) => {
      await assertCanSee(db, actor.user, id, { ownAllowed: true });
      const summary = await findSummary(db, id);
      return { data: summary ? [summary] : [] };
    },

    information: async (actor: Actor, id: number) => {
      await assertCanSee(db, actor.user, id, { ownAllowed: true });
      const info = await findInformation(db, id);
      if (!info) throw notFound();
      return info;
    },

    job: async (actor: Actor, id: number) => {
      await assertCanSee(db, actor.user, id, { ownAllowed: true });
      const job = await findJob(db, id);
      if (!job) throw notFound();
      return job;
    },

    salaryHistory: async (actor: Actor, id: number) => {
      await assertCanSee(db, actor.user, id, { ownAllowed: true });
      return findSalaryHistory(db, id);
    },

    create: async (actor: Actor, body: NewEmployee, lang: Language) => {
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
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'employee',
            entityId: created,
            after: body,
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
    },

    updateInformation: async (actor: Actor, body: UpdateInformation, lang: Language) => {
      const { employee_id: id, bankAccounts, ...personal } = body;
      await assertCanSee(db, actor.user, id);
      failIfAny({
        ...(await checkPersonalReferences(db, { ...personal, bankAccounts } as never)),
        ...(await checkBankReferences(db, bankAccounts)),
      });
      if (await documentTaken(db, personal.documentType, personal.documentNumber, id))
        throw documentConflict();
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
    },

    updateJob: async (actor: Actor, body: UpdateJob) => {
      const { employee_id: id, salaryChangeReason, ...job } = body;
      await assertCanSee(db, actor.user, id);
      await assertAreaInScope(db, actor, job.areaId);
      failIfAny(await checkJobReferences(db, job, '', id));
      const before = await findJob(db, id);
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        // Salary and currency change only through `changeSalary`, which also keeps the history.
        const { salary, currency, ...rest } = jobRow(job);
        await tx
          .update(employeeJobs)
          .set({ ...rest, updatedAt: new Date() })
          .where(eq(employeeJobs.employeeId, id));
        const change = await changeSalary(tx, {
          employeeId: id,
          newSalary: salary,
          currency,
          reason: salaryChangeReason ?? 'Actualización de datos laborales',
          changedBy: actor.user.id,
        });
        // Nobody sets their own pay: their raise is a request decided a level up.
        if (change.changed) assertNotOwnRequest(actor.user, { requestedBy: null, employeeId: id });
        await recordAudit(tx, actor, {
          action: 'update_job',
          entity: 'employee',
          entityId: id,
          before,
          after: job,
        });
      });
      const after = await findJob(db, id);
      if (!after) throw notFound();
      return after;
    },

    changeStatus: async (
      actor: Actor,
      body: TStatusChangeBody | (Omit<TStatusChangeBody, 'reason' | 'cessationReason'> & { reason?: string }),
      active: boolean,
    ) => {
      const id = body.employee_id;
      await assertCanSee(db, actor.user, id);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ isActive: employees.isActive })
          .from(employees)
          .where(eq(employees.id, id))
          .for('update');
        if (!row || row.isActive === active) throw conflict('INVALID_CHANGE');
        const cessationReason = !active && 'cessationReason' in body ? body.cessationReason : null;
        if (!active) await checkCessation(tx, id, body.date, cessationReason);
        await tx
          .update(employees)
          .set(
            active
              ? {
                  isActive: true,
                  inactiveSince: null,
                  inactiveReason: null,
                  cessationReason: null,
                  updatedAt: new Date(),
                }
              : {
                  isActive: false,
                  inactiveSince: body.date,
                  inactiveReason: body.reason ?? null,
                  cessationReason,
                  updatedAt: new Date(),
                },
          )
          .where(eq(employees.id, id));
        await tx.insert(employeeStatusHistory).values({
          employeeId: id,
          action: active ? 'activated' : 'inactivated',
          date: body.date,
          reason: body.reason ?? null,
          cessationReason,
          changedBy: actor.user.id,
        });
        await recordAudit(tx, actor, {
          action: active ? 'activate' : 'inactivate',
          entity: 'employee',
          entityId: id,
          before: { isActive: row.isActive },
          after: { isActive: active, date: body.date, reason: body.reason ?? null, cessationReason },
        });
        await attendanceInputsChanged(tx, { employeeIds: [id], from: body.date, to: OPEN_END });
      });
    },

    byType: async (actor: Actor, type: PersonalType) => {
      const scope = await scopeOf(db, actor.user);
      return db
        .select({ id: employees.id, fullName: employeeFullName, documentNumber: employees.documentNumber })
        .from(employees)
        .innerJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
        .where(and(eq(employeeJobs.personalType, type), eq(employees.isActive, true), scopeCondition(scope)))
        .orderBy(asc(employees.paternalSurname), asc(employees.firstNames));
    },

    lastId: async () => {
      const [row] = await db.select({ id: sql<number | null>`max(${employees.id})` }).from(employees);
      const id = row?.id ?? null;
      return { id, nextPersonalCode: personalCodeOf((id ?? 0) + 1) };
    },

    /** The current attendance code and its QR, without replacing it; 404 when none was generated. */
    currentAttendanceCode: async (actor: Actor, id: number) => {
      await assertCanSee(db, actor.user, id);
      const [row] = await db
        .select({ code: employees.attendanceCode })
        .from(employees)
        .where(eq(employees.id, id));
      if (!row?.code) throw notFound();
      return { code: row.code, qrDataUrl: await attendanceQr(row.code) };
    },

    /** A new attendance code replaces the old one; the QR carries the code the readers scan. */
    attendanceCode: async (actor: Actor, id: number) => {
      await assertCanSee(db, actor.user, id);
      const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
        try {
          await db.transaction(async (tx) => {
            const [before] = await tx
              .select({ code: employees.attendanceCode })
              .from(employees)
              .where(eq(employees.id, id));
            await tx
              .update(employees)
              .set({ attendanceCode: code, updatedAt: new Date() })
              .where(eq(employees.id, id));
            await recordAudit(tx, actor, {
              action: 'generate_attendance_code',
              entity: 'employee',
              entityId: id,
              before: { attendanceCode: before?.code ?? null },
              after: { attendanceCode: code },
            });
          });
          return { code, qrDataUrl: await attendanceQr(code) };
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
      }
      throw new Error('could not find a free attendance code');
    },

    changeBankAccountStatus: async (actor: Actor, accountId: number) => {
      const [account] = await db
        .select()
        .from(employeeBankAccounts)
        .where(eq(employeeBankAccounts.id, accountId));
      if (!account) throw notFound();
      await assertCanSee(db, actor.user, account.employeeId);
      await db.transaction(async (tx) => {
        await tx
          .update(employeeBankAccounts)
          .set({ isActive: !account.isActive, updatedAt: new Date() })
          .where(eq(employeeBankAccounts.id, accountId));
        await recordAudit(tx, actor, {
          action: account.isActive ? 'deactivate' : 'activate',
          entity: 'employee_bank_account',
          entityId: accountId,
          before: { isActive: account.isActive },
          after: { isActive: !account.isActive },
        });
      });
      return { id: accountId, isActive: !account.isActive };
    },

    /**
     * The picker's active employees: an area-limited user picks among their area's only, unless
     * they hold a section whose register is the whole company's (users, areas, treasury
     * movements, the workshop's damage discounts of any worker).
     */
    listSelect: async (actor: Actor) =>
      db
        .select({
          id: employees.id,
          fullName: employeeSortName,
          documentNumber: employees.documentNumber,
        })
        .from(employees)
        .where(
          and(
            eq(employees.isActive, true),
            WHOLE_PICKER_SECTIONS.some((id) => actor.user.sections.has(id))
              ? undefined
              : employeeInScope(await scopeOf(db, actor.user), employees.id),
          ),
        )
        .orderBy(asc(employees.paternalSurname), asc(employees.maternalSurname), asc(employees.firstNames)),
  };
};

export type EmployeeService = ReturnType<typeof createEmployeeService>;
