import { type JustificationStatus, SECTION_IDS, type TJustification } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import {
  approvalFlow,
  type NoticeMessage,
  noticeText,
  notify,
  usersWithSection,
} from '../notifications/index.ts';
import {
  chiefsByArea,
  contactsOf,
  findJustification,
  type JustificationListParams,
  type JustificationRow,
  type JustificationVisibility,
  listJustifications,
  withAllEmployeeScope,
} from './justification.repository.ts';
import { justifications as j } from './justification.table.ts';
import {
  canRead,
  decidesAsChief,
  decidesAsHr,
  hrVisibilityOf,
  type Standing,
  standingOf,
  toDto,
} from './justification-standing.ts';

/** Where each person's notification leads. */
export const JUSTIFICATION_LINKS = {
  own: '/attendance/justifications',
  chief: '/attendance/justifications?tab=team',
  hr: '/rrhh/payroll/attendance/justifications',
} as const;

type Notice = 'submitted' | 'chiefApproved' | 'decided';

/** A justification as its flow reads it: the row, and the caller's standing in the flow. */
type Seen = { row: JustificationRow; s: Standing };

/** What every justification use case shares: the flow, its notices and the reads behind 404s. */
export const justificationContext = ({ db, mail }: Deps, storage: FileStorage) => {
  /** HR's people: payroll holders whose scope is every employee. */
  const hrUsers = async (tx: DbOrTx) =>
    withAllEmployeeScope(tx, await usersWithSection(tx, SECTION_IDS.PAYROLL));

  /** Chiefs who decide this employee's step, or HR when the area has none besides the employee. */
  const chiefStepUsers = async (tx: DbOrTx, employeeId: number, areaId: number | null) => {
    const chiefs = areaId === null ? [] : ((await chiefsByArea(tx)).get(areaId) ?? []);
    const others = chiefs.filter((c) => c.employeeId !== employeeId).map((c) => c.userId);
    return others.length ? others : hrUsers(tx);
  };

  /**
   * The area's chief, then HR. A justification of (or filed by) one who decides a step goes a level
   * up: the HR chief's own goes to the CEO, not to her team.
   */
  const flow = approvalFlow(db, {
    table: j,
    id: j.id,
    entity: 'justification',
    request: ({ row }: Seen) => ({ requestedBy: row.createdBy, employeeId: row.employeeId }),
    steps: {
      chief: {
        mayDecide: async (_user, { row, s }) => decidesAsChief(s, row),
        deciders: (tx, { row }) => chiefStepUsers(tx, row.employeeId, row.areaId),
        sectionId: null,
        awaiting: eq(j.status, 'pending'),
      },
      hr: {
        mayDecide: async (_user, { row, s }) => decidesAsHr(s, row),
        deciders: (tx) => hrUsers(tx),
        sectionId: SECTION_IDS.PAYROLL,
        awaiting: eq(j.status, 'approved'),
      },
    },
    notices: {
      submitted: {
        type: 'justification.submitted',
        key: 'justificationNotices.submitted',
        link: JUSTIFICATION_LINKS.chief,
      },
      chiefApproved: {
        type: 'justification.chief_approved',
        key: 'justificationNotices.chiefApproved',
        link: JUSTIFICATION_LINKS.hr,
      },
      decided: {
        type: 'justification.decided',
        key: 'justificationNotices.decided',
        link: JUSTIFICATION_LINKS.own,
      },
    },
  });

  /**
   * Writes each recipient's bell notification in their own language, inside the transaction; the
   * type and state are words inside the sentence, and the link opens the justification.
   */
  const tell = async (
    tx: DbOrTx,
    userIds: readonly number[],
    notice: Notice,
    row: { id: number; employeeName: string; workDate: string; type: string; motive: string },
    extra: { status?: JustificationStatus; comment?: string | null } = {},
  ) => {
    const people = await contactsOf(tx, [...new Set(userIds)]);
    const { type, key, link } = flow.flow.notices[notice];
    const message: NoticeMessage = {
      key,
      params: {
        employee: row.employeeName,
        date: row.workDate,
        motive: row.motive,
        comment: extra.comment ?? '',
      },
      lowerKeyParams: {
        type: `columns.justification_type_${row.type}`,
        ...(extra.status ? { status: `columns.justification_status_${extra.status}` } : {}),
      },
    };
    await notify(
      tx,
      people.map((p) => ({
        userId: p.id,
        type,
        ...noticeText(p.language, message),
        message,
        link: `${link}${link.includes('?') ? '&' : '?'}id=${row.id}`,
      })),
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

  const answer = async (actor: Actor, id: number): Promise<TJustification> => {
    const { row, s } = await readable(actor, id);
    return toDto(s, row);
  };

  const list = async (actor: Actor, visible: JustificationVisibility, query: JustificationListParams) => {
    const s = await standingOf(db, actor.user);
    const page = await listJustifications(db, visible, query);
    return { total: page.total, data: page.data.map((r) => toDto(s, r)) };
  };

  /** The HR list (section 14): everyone for HR, an area chief holding payroll their own area. */
  const hrVisibility = (actor: Actor) => hrVisibilityOf(db, actor.user);

  return {
    db,
    mail,
    storage,
    hrUsers,
    chiefStepUsers,
    flow,
    tell,
    mustFind,
    readable,
    answer,
    list,
    hrVisibility,
  };
};

export type JustificationContext = ReturnType<typeof justificationContext>;
