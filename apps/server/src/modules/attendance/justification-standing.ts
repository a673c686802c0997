import { SECTION_IDS, type TJustification } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { scopeOf, seesArea } from '../employees/index.ts';
import {
  type AreaChief,
  chiefsByArea,
  type JustificationRow,
  type JustificationVisibility,
} from './justification.repository.ts';

/** What the caller is in the flow: the areas they decide as chief, whether they are HR. */
export type Standing = {
  user: CurrentUser;
  chiefs: Map<number, AreaChief[]>;
  /** Holds payroll (section 14) with every employee in scope, or is the CEO. */
  hr: boolean;
  /** May read rows of an area (payroll section holders within their scope). */
  payrollScope: { all: true } | { all: false; areaId: number | null } | null;
};

export const standingOf = async (db: DbOrTx, user: CurrentUser): Promise<Standing> => {
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

export const chiefAreasOf = (s: Standing): number[] =>
  [...s.chiefs.entries()].filter(([, list]) => list.some((c) => c.userId === s.user.id)).map(([a]) => a);

/** The caller's own justification, or one they filed for someone (HR on behalf): never theirs to decide. */
const isOwn = (s: Standing, row: Pick<JustificationRow, 'employeeId' | 'createdBy'>): boolean =>
  row.employeeId === s.user.employeeId || row.createdBy === s.user.id;

/**
 * The chief's step belongs to the area's chiefs, never to the employee themself. When the area has
 * no other chief (no chief at all, or the employee is its only chief), HR takes the step, so no
 * justification is stuck.
 */
export const decidesAsChief = (
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
export const decidesAsHr = (s: Standing, row: Pick<JustificationRow, 'employeeId' | 'createdBy'>): boolean =>
  s.hr && !isOwn(s, row);

export const canRead = (s: Standing, row: JustificationRow): boolean => {
  if (row.employeeId === s.user.employeeId) return true;
  if (s.hr || decidesAsChief(s, row)) return true;
  if (row.areaId !== null && chiefAreasOf(s).includes(row.areaId)) return true;
  const scope = s.payrollScope;
  return scope !== null && seesArea(scope, row.areaId);
};

export const toDto = (s: Standing, r: JustificationRow): TJustification => ({
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

/**
 * What HR's list shows the caller: everyone with the whole staff's scope, else their own area and
 * the areas they are chief of.
 */
export const hrVisibilityOf = async (db: DbOrTx, user: CurrentUser): Promise<JustificationVisibility> => {
  const scope = await scopeOf(db, user);
  if (scope.all) return { all: true };
  const s = await standingOf(db, user);
  const areaIds = new Set(chiefAreasOf(s));
  if (scope.areaId !== null) areaIds.add(scope.areaId);
  return { all: false, areaIds: [...areaIds] };
};
