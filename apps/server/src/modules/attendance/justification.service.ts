import {
  JUSTIFICATION_FILE_MAX_BYTES,
  JUSTIFICATION_FILE_TYPES,
  type JustificationDecision,
  type JustificationStatus,
  type Language,
  msg,
  SECTION_IDS,
  type TJustification,
  type TJustificationDecideBody,
  type TJustificationListQuery,
  translateMessage,
  ZJustificationCreateFields,
} from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { sniffType } from '../../platform/files/upload.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { employeeExists, scopeOf } from '../employees/index.ts';
import {
  assertDecidesRequest,
  assertNotOwnRequest,
  notify,
  userOfEmployee,
  usersWithSection,
} from '../notifications/index.ts';
import { assertMonthsOpen } from './attendance-period.ts';
import { recomputeAttendance } from './attendance-recompute.ts';
import {
  type AreaChief,
  areaOfEmployee,
  chiefsByArea,
  contactsOf,
  findJustification,
  findOpenDuplicate,
  type JustificationListParams,
  type JustificationRow,
  type JustificationVisibility,
  listJustifications,
  withAllEmployeeScope,
} from './justification.repository.ts';
import { justifications as j } from './justification.table.ts';

/** The multipart form of a new justification: its text fields and, maybe, its file. */
export type JustificationForm = {
  fields: Record<string, string>;
  file: { data: Buffer; originalName: string } | null;
};

/** Where each person's notification leads. */
export const JUSTIFICATION_LINKS = {
  own: '/attendance/justifications',
  chief: '/attendance/justifications?tab=team',
  hr: '/rrhh/payroll/attendance/justifications',
} as const;

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

/** What the caller is in the flow: the areas they decide as chief, whether they are HR. */
type Standing = {
  user: CurrentUser;
  chiefs: Map<number, AreaChief[]>;
  /** Holds payroll (section 14) with every employee in scope, or is the CEO. */
  hr: boolean;
  /** May read rows of an area (payroll section holders within their scope). */
  payrollScope: { all: true } | { all: false; areaId: number | null } | null;
};

const standingOf = async (db: DbOrTx, user: CurrentUser): Promise<Standing> => {
  const chiefs = await chiefsByArea(db);
  const scope = await scopeOf(db, user);
  const payroll = user.sections.has(SECTION_IDS.PAYROLL);
  return {
    user,
    chiefs,
    hr: user.isCeo || (payroll && scope.all),
    payrollScope: payroll ? scope : null,
  };
};

const chiefAreasOf = (s: Standing): number[] =>
  [...s.chiefs.entries()].filter(([, list]) => list.some((c) => c.userId === s.user.id)).map(([a]) => a);

/** The caller's own justification, or one they filed for someone (HR on behalf): never theirs to decide. */
const isOwn = (s: Standing, row: Pick<JustificationRow, 'employeeId' | 'createdBy'>): boolean =>
  row.employeeId === s.user.employeeId || row.createdBy === s.user.id;

/**
 * The chief's step belongs to the area's chiefs, never to the employee themself. When the area has
 * no other chief (no chief at all, or the employee is its only chief), HR takes the step, so no
 * justification is stuck.
 */
const decidesAsChief = (
  s: Standing,
  row: Pick<JustificationRow, 'areaId' | 'employeeId' | 'createdBy'>,
): boolean => {
  if (isOwn(s, row)) return false;
  const others = (row.areaId === null ? [] : (s.chiefs.get(row.areaId) ?? [])).filter(
    (c) => c.employeeId !== row.employeeId,
  );
  if (others.some((c) => c.userId === s.user.id)) return true;
  return others.length === 0 && s.hr;
};

/** HR's step: HR (or the CEO), but nobody decides their own justification. */
const decidesAsHr = (s: Standing, row: Pick<JustificationRow, 'employeeId' | 'createdBy'>): boolean =>
  s.hr && !isOwn(s, row);

const canRead = (s: Standing, row: JustificationRow): boolean => {
  if (row.employeeId === s.user.employeeId) return true;
  if (s.hr || decidesAsChief(s, row)) return true;
  if (row.areaId !== null && chiefAreasOf(s).includes(row.areaId)) return true;
  const scope = s.payrollScope;
  return scope !== null && (scope.all || (scope.areaId !== null && scope.areaId === row.areaId));
};

const toDto = (s: Standing, r: JustificationRow): TJustification => ({
  id: r.id,
  employeeId: r.employeeId,
  employeeName: r.employeeName,
  areaId: r.areaId,
  areaName: r.areaName,
  workDate: r.workDate,
  type: r.type,
  motive: r.motive,
  status: r.status,
  fileName: r.fileKey ? r.fileName : null,
  fileMime: r.fileKey ? r.fileMime : null,
  chiefComment: r.chiefComment,
  chiefDecidedByName: r.chiefDecidedByName,
  chiefDecidedAt: r.chiefDecidedAt?.toISOString() ?? null,
  hrComment: r.hrComment,
  hrDecidedByName: r.hrDecidedByName,
  hrDecidedAt: r.hrDecidedAt?.toISOString() ?? null,
  createdByName: r.createdByName,
  createdAt: r.createdAt.toISOString(),
  canDecideChief: r.status === 'pending' && decidesAsChief(s, r),
  canDecideHr: r.status === 'approved' && decidesAsHr(s, r),
});

const word = (lang: Language, key: string) => {
  const text = translateMessage(lang, `columns.${key}`);
  // German nouns keep their capital inside a sentence.
  return lang === 'de' ? text : text.toLocaleLowerCase(lang);
};

type Notice = 'submitted' | 'chiefApproved' | 'decided';

const NOTICE_TYPES: Record<Notice, string> = {
  submitted: 'justification.submitted',
  chiefApproved: 'justification.chief_approved',
  decided: 'justification.decided',
};

export const createJustificationService = ({ db, mail }: Deps, storage: FileStorage) => {
  /** HR's people: payroll holders whose scope is every employee. */
  const hrUsers = async (tx: DbOrTx) =>
    withAllEmployeeScope(tx, await usersWithSection(tx, SECTION_IDS.PAYROLL));

  /** Chiefs who decide this employee's step, or HR when the area has none besides the employee. */
  const chiefStepUsers = async (tx: DbOrTx, employeeId: number, areaId: number | null) => {
    const chiefs = areaId === null ? [] : ((await chiefsByArea(tx)).get(areaId) ?? []);
    const others = chiefs.filter((c) => c.employeeId !== employeeId).map((c) => c.userId);
    return others.length ? others : hrUsers(tx);
  };

  /** Writes each recipient's bell notification in their own language, inside the transaction. */
  const tell = async (
    tx: DbOrTx,
    userIds: readonly number[],
    notice: Notice,
    row: { id: number; employeeName: string; workDate: string; type: string; motive: string },
    link: string,
    extra: { status?: JustificationStatus; comment?: string | null } = {},
  ) => {
    const people = await contactsOf(tx, [...new Set(userIds)]);
    await notify(
      tx,
      people.map((p) => {
        const params = {
          employee: row.employeeName,
          date: row.workDate,
          type: word(p.language, `justification_type_${row.type}`),
          motive: row.motive,
          status: extra.status ? word(p.language, `justification_status_${extra.status}`) : '',
          comment: extra.comment ?? '',
        };
        return {
          userId: p.id,
          type: NOTICE_TYPES[notice],
          title: translateMessage(p.language, msg(`justificationNotices.${notice}Title`, params)),
          body: translateMessage(p.language, msg(`justificationNotices.${notice}Body`, params)).trim(),
          link: `${link}${link.includes('?') ? '&' : '?'}id=${row.id}`,
        };
      }),
    );
    return people;
  };

  const mustFind = async (id: number) => {
    const row = await findJustification(db, id);
    if (!row) throw notFound('JUSTIFICATION_NOT_FOUND');
    return row;
  };

  const readable = async (actor: Actor, id: number) => {
    const row = await mustFind(id);
    const s = await standingOf(db, actor.user);
    if (!canRead(s, row)) throw notFound('JUSTIFICATION_NOT_FOUND');
    return { row, s };
  };

  const answer = async (actor: Actor, id: number) => {
    const { row, s } = await readable(actor, id);
    return toDto(s, row);
  };

  const list = async (actor: Actor, visible: JustificationVisibility, query: JustificationListParams) => {
    const s = await standingOf(db, actor.user);
    const page = await listJustifications(db, visible, query);
    return { total: page.total, data: page.data.map((r) => toDto(s, r)) };
  };

  /** The HR list (section 14): everyone for HR, an area chief holding payroll their own area. */
  const hrVisibility = async (actor: Actor): Promise<JustificationVisibility> => {
    const scope = await scopeOf(db, actor.user);
    if (scope.all) return { all: true };
    const s = await standingOf(db, actor.user);
    const areaIds = new Set(chiefAreasOf(s));
    if (scope.areaId !== null) areaIds.add(scope.areaId);
    return { all: false, areaIds: [...areaIds] };
  };

  const decide = async (
    actor: Actor,
    body: TJustificationDecideBody,
    step: 'chief' | 'hr',
  ): Promise<TJustification> => {
    const before = await mustFind(body.id);
    const s = await standingOf(db, actor.user);
    const allowed = step === 'chief' ? decidesAsChief(s, before) : decidesAsHr(s, before);
    if (!allowed) {
      // A row the caller cannot even read is as good as missing (a chief of another area learns
      // nothing); one they read but may not decide (their own, HR where the area has a chief) is 403.
      if (!canRead(s, before)) throw notFound('JUSTIFICATION_NOT_FOUND');
      assertNotOwnRequest(actor.user, { requestedBy: before.createdBy, employeeId: before.employeeId });
      throw forbidden('ROW_NOT_ALLOWED');
    }
    // A justification of (or filed by) one who decides this step goes a level up: the HR chief's own
    // goes to the CEO, not to her team.
    await assertDecidesRequest(
      db,
      actor.user,
      { requestedBy: before.createdBy, employeeId: before.employeeId },
      step === 'chief' ? await chiefStepUsers(db, before.employeeId, before.areaId) : await hrUsers(db),
      step === 'chief' ? null : SECTION_IDS.PAYROLL,
    );
    const expected: JustificationStatus = step === 'chief' ? 'pending' : 'approved';
    if (before.status !== expected) throw conflict('INVALID_CHANGE');
    const status = nextStatus(step, body.decision);
    const now = new Date();
    await db.transaction(async (tx) => {
      await assertMonthsOpen(tx, [before.employeeId], [before.workDate]);
      // Conditional on the status read: of two deciders at once exactly one changes the row.
      const changed = await tx
        .update(j)
        .set(
          step === 'chief'
            ? {
                status,
                chiefComment: body.comment,
                chiefDecidedBy: actor.user.id,
                chiefDecidedAt: now,
                updatedAt: now,
              }
            : {
                status,
                hrComment: body.comment,
                hrDecidedBy: actor.user.id,
                hrDecidedAt: now,
                updatedAt: now,
              },
        )
        .where(and(eq(j.id, before.id), eq(j.status, expected)))
        .returning({ id: j.id });
      if (!changed.length) throw conflict('INVALID_CHANGE');
      await recordAudit(tx, actor, {
        action: step === 'chief' ? 'decide_chief' : 'decide_hr',
        entity: 'justification',
        entityId: before.id,
        before: { status: before.status },
        after: { status, comment: body.comment },
      });
      if (status === 'approved_by_hr') {
        await recomputeAttendance(tx, {
          employeeIds: [before.employeeId],
          from: before.workDate,
          to: before.workDate,
        });
      }
      const employeeUser = await userOfEmployee(tx, before.employeeId);
      const told = employeeUser
        ? await tell(tx, [employeeUser], 'decided', before, JUSTIFICATION_LINKS.own, {
            status,
            comment: body.comment,
          })
        : [];
      let hrPeople: { email: string; language: Language }[] = [];
      if (status === 'approved') {
        const hr = (await hrUsers(tx)).filter((id) => id !== actor.user.id && id !== employeeUser);
        hrPeople = await tell(tx, hr, 'chiefApproved', before, JUSTIFICATION_LINKS.hr);
      }
      await mail.sendEvent(
        tx,
        'justification.decided',
        {
          employee: before.employeeName,
          date: before.workDate,
          decision: translateMessage('es', `columns.justification_status_${status}`),
        },
        { to: [...told, ...hrPeople].map((p) => ({ email: p.email, language: p.language })) },
      );
    });
    return answer(actor, before.id);
  };

  return {
    /** What the caller decides: the self-service page shows "To decide" to chiefs. */
    roles: async (actor: Actor) => {
      const s = await standingOf(db, actor.user);
      return { chief: chiefAreasOf(s).length > 0, hr: s.hr };
    },

    list: async (actor: Actor, query: JustificationListParams) =>
      list(actor, await hrVisibility(actor), query),

    export: async (actor: Actor, query: TJustificationListQuery, lang: Language) => {
      const { data } = await listJustifications(db, await hrVisibility(actor), {
        ...query,
        page: 1,
        perPage: EXPORT_MAX_ROWS,
        sortDesc: query.sortDesc ?? false,
      });
      const t = (key: string) => translateMessage(lang, `columns.${key}`);
      const day = (d: string) => new Date(`${d}T00:00:00Z`);
      return toXlsx(
        t('justifications'),
        [
          { header: t('employee'), width: 34, value: (r) => r.employeeName },
          { header: t('area'), width: 22, value: (r) => r.areaName },
          { header: t('workDate'), width: 12, value: (r) => day(r.workDate) },
          { header: t('justificationType'), width: 14, value: (r) => t(`justification_type_${r.type}`) },
          { header: t('motive'), width: 40, value: (r) => r.motive },
          { header: t('status'), width: 24, value: (r) => t(`justification_status_${r.status}`) },
          { header: t('chiefComment'), width: 30, value: (r) => r.chiefComment },
          { header: t('hrComment'), width: 30, value: (r) => r.hrComment },
          { header: t('registeredBy'), width: 28, value: (r) => r.createdByName },
        ],
        data,
      );
    },

    /** The caller's own justifications (self-service, section 0). */
    mine: async (actor: Actor, query: JustificationListParams) => {
      if (!actor.user.employeeId) return { total: 0, data: [] };
      return list(actor, { all: false, employeeId: actor.user.employeeId }, query);
    },

    /** The justifications of the areas the caller is chief of. */
    team: async (actor: Actor, query: JustificationListParams) => {
      const s = await standingOf(db, actor.user);
      return list(actor, { all: false, areaIds: chiefAreasOf(s) }, query);
    },

    get: answer,

    /**
     * An employee justifies their own day; HR (payroll, within their scope) files one for anyone.
     * The file is optional; it is stored before the row and removed again if the row is refused.
     */
    create: async (actor: Actor, form: JustificationForm) => {
      const fields = parseFields(form.fields);
      const own = actor.user.employeeId;
      const employeeId = fields.employeeId ?? own;
      if (!employeeId) throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.required')] });
      if (employeeId !== own) {
        if (!actor.user.sections.has(SECTION_IDS.PAYROLL)) throw forbidden('ROW_NOT_ALLOWED');
        if (!(await employeeExists(db, employeeId))) throw notFound();
        const scope = await scopeOf(db, actor.user);
        const areaId = await areaOfEmployee(db, employeeId);
        if (!scope.all && (scope.areaId === null || scope.areaId !== areaId))
          throw forbidden('ROW_NOT_ALLOWED');
      }
      if (fields.workDate > limaToday()) {
        throw badRequest('VALIDATION_ERROR', { workDate: [msg('validation.notFuture')] });
      }
      let stored: { key: string; name: string; mime: string } | null = null;
      if (form.file) {
        if (form.file.data.length > JUSTIFICATION_FILE_MAX_BYTES) throw new AppError(413, 'FILE_TOO_LARGE');
        const mime = await sniffType(form.file.data, form.file.originalName);
        if (!mime || !(JUSTIFICATION_FILE_TYPES as readonly string[]).includes(mime)) {
          throw badRequest('UNSUPPORTED_FILE_TYPE', { file: ['errors.UNSUPPORTED_FILE_TYPE'] });
        }
        const key = await storage.put(form.file.data, `justifications/${employeeId}`);
        stored = { key, name: form.file.originalName.slice(0, 200), mime };
      }
      try {
        const id = await db.transaction(async (tx) => {
          await lockEmployee(tx, employeeId);
          await assertMonthsOpen(tx, [employeeId], [fields.workDate]);
          const duplicate = await findOpenDuplicate(tx, { employeeId, ...fields });
          if (duplicate) {
            throw conflict('JUSTIFICATION_ALREADY_OPEN', {
              workDate: ['errors.JUSTIFICATION_ALREADY_OPEN'],
            });
          }
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
              file: stored ? { name: stored.name, mime: stored.mime, size: form.file?.data.length } : null,
            },
          });
          const row = await findJustification(tx, created);
          if (!row) throw new Error('justification insert returned nothing');
          const deciders = (await chiefStepUsers(tx, employeeId, row.areaId)).filter(
            (u) => u !== actor.user.id,
          );
          const people = await tell(tx, deciders, 'submitted', row, JUSTIFICATION_LINKS.chief);
          await mail.sendEvent(
            tx,
            'justification.submitted',
            { employee: row.employeeName, date: row.workDate, reason: row.motive },
            { to: people.map((p) => ({ email: p.email, language: p.language })) },
          );
          return created;
        });
        return answer(actor, id);
      } catch (err) {
        if (stored) await storage.remove(stored.key);
        throw err;
      }
    },

    decideChief: (actor: Actor, body: TJustificationDecideBody) => decide(actor, body, 'chief'),
    decideHr: (actor: Actor, body: TJustificationDecideBody) => decide(actor, body, 'hr'),

    /** The supporting file, to whoever may read the justification. */
    file: async (actor: Actor, id: number) => {
      const { row } = await readable(actor, id);
      if (!row.fileKey) throw notFound();
      return {
        content: await storage.read(row.fileKey),
        mime: row.fileMime ?? 'application/octet-stream',
        fileName: row.fileName ?? 'file',
      };
    },
  };
};

const nextStatus = (step: 'chief' | 'hr', decision: JustificationDecision): JustificationStatus => {
  if (step === 'chief') return decision === 'approve' ? 'approved' : 'rejected';
  return decision === 'approve' ? 'approved_by_hr' : 'rejected_by_hr';
};

export type JustificationService = ReturnType<typeof createJustificationService>;
