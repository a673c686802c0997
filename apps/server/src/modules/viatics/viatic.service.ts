import {
  centsToMoney,
  type Language,
  moneyToCents,
  msg,
  ROLE_IDS,
  SECTION_IDS,
  type TDriverViaticListQuery,
  type TViaticCreateBody,
  type TViaticListQuery,
  type TViaticRejectBody,
  type TViaticUpdateBody,
  translateMessage,
  VIATIC_STATUS,
  viaticAmounts,
} from '@zerg/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { payableApproved, payablePaidByHand } from '../../platform/events/payables.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { employeeExists, findEmployeeFacts, scopeOf } from '../employees/index.ts';
import {
  assertDecidesRequest,
  assertNotOwnRequest,
  chiefUsersOfArea,
  notifyInTheirLanguage,
  userOfEmployee,
  usersWithSection,
} from '../notifications/index.ts';
import {
  areaOfEmployee,
  employeeViatics,
  findViatic,
  findViaticItem,
  findZone,
  listViatics,
  rateOn,
  type ViaticListParams,
  worksInHr,
} from './viatic.repository.ts';
import { viatics as v } from './viatic.table.ts';

type ViaticRow = typeof v.$inferSelect;

/**
 * HR for viatics: the CEO, an administrator, or a user whose own employee works in an HR area.
 * Other holders of section 6 (e.g. monitoring's security supervisor) only read.
 */
export const isHrUser = async (db: DbOrTx, user: CurrentUser): Promise<boolean> =>
  user.isCeo || user.roleId === ROLE_IDS.ADMIN || (await worksInHr(db, user.employeeId));

/** The holders of section 6 who are HR (they hear of every request the chiefs approve). */
const hrUsers = async (db: DbOrTx): Promise<number[]> => {
  const holders = await usersWithSection(db, SECTION_IDS.VIATICS);
  if (holders.length === 0) return [];
  const rows = await db.execute<{ id: number }>(sql`
    select u.id from users u
    left join employee_jobs ej on ej.employee_id = u.employee_id
    left join areas a on a.id = ej.area_id
    where u.id in (${sql.join(
      holders.map((id) => sql`${id}`),
      sql`, `,
    )})
      and (u.is_ceo or u.role_id = ${ROLE_IDS.ADMIN} or coalesce(a.is_hr, false))`);
  return rows.rows.map((r) => Number(r.id));
};

const LINK = '/rrhh/viatic';

/**
 * Who asked for a viatic. A trip's are asked for by the trip and priced by the rates: whoever planned
 * it (the operations coordinator, often the crew's area chief) is not their requester, so the
 * chief's step stays with that chief. One entered by hand was asked for by whoever entered it.
 */
const requestOf = (row: ViaticRow) => ({
  requestedBy: row.travelOrderId === null ? row.createdBy : null,
  employeeId: row.employeeId,
});

/** The areas whose chief the user is: named on the area, or a chief-role user working in it. */
const chiefAreasOf = async (db: DbOrTx, user: CurrentUser): Promise<number[]> => {
  if (!user.employeeId) return [];
  const rows = await db.execute<{ area_id: number }>(sql`
    select ap.area_id from area_profiles ap where ap.chief_employee_id = ${user.employeeId}
    union
    select ej.area_id from employee_jobs ej
      where ej.employee_id = ${user.employeeId} and ${user.roleId} = ${ROLE_IDS.CHIEF}`);
  return rows.rows.map((r) => Number(r.area_id)).sort((a, b) => a - b);
};

/** Notifications for several people, the acting user left out (they know what they did). */
type ViaticNotice =
  | 'toApprove'
  | 'registered'
  | 'chiefApprovedHr'
  | 'chiefApprovedOwn'
  | 'approved'
  | 'rejected';

/**
 * Tells these users (never the actor) of a step, each in their own language (shared locale keys
 * `viatic.notify.<notice>Title` / `Body`); `text` is the viatic's line: names, zone, dates, amount.
 */
const tell = (
  tx: DbOrTx,
  actor: Actor,
  userIds: (number | null)[],
  notice: { type: string; name: ViaticNotice; text: string; link: string },
) =>
  notifyInTheirLanguage(
    tx,
    userIds.filter((id) => id !== actor.user.id),
    {
      type: notice.type,
      key: `viatic.notify.${notice.name}`,
      params: { text: notice.text },
      link: notice.link,
    },
  );

export const createViaticService = ({ db, mail }: Deps) => {
  /** 404 unknown employee; 403 outside the caller's scope (an area chief sees their area only). */
  const assertVisible = async (user: CurrentUser, employeeId: number) => {
    if (!(await employeeExists(db, employeeId))) throw notFound();
    const scope = await scopeOf(db, user);
    if (scope.all) return;
    const areaId = await areaOfEmployee(db, employeeId);
    if (scope.areaId === null || areaId !== scope.areaId) throw forbidden('ROW_NOT_ALLOWED');
  };

  /** Who may request or edit: HR for anyone, an area chief for their own area's people. */
  const assertCanRequest = async (user: CurrentUser, employeeId: number) => {
    await assertVisible(user, employeeId);
    if (await isHrUser(db, user)) return;
    if (user.roleId !== ROLE_IDS.CHIEF) throw forbidden('ROW_NOT_ALLOWED');
  };

  /**
   * A chief of the employee's area, or the CEO or an administrator (who stand in for an area
   * without a chief user); never the worker nor whoever asked for it, and a viatic asked for by the
   * area's chief goes up a level (`assertDecidesRequest`).
   */
  const assertChiefOf = async (user: CurrentUser, row: ViaticRow) => {
    assertNotOwnRequest(user, requestOf(row));
    const areaId = await areaOfEmployee(db, row.employeeId);
    const chiefs = areaId === null ? [] : await chiefUsersOfArea(db, areaId);
    const standsIn = user.isCeo || user.roleId === ROLE_IDS.ADMIN;
    if (!chiefs.includes(user.id) && !standsIn) throw forbidden('ROW_NOT_ALLOWED');
    await assertDecidesRequest(db, user, requestOf(row), chiefs, SECTION_IDS.VIATICS);
  };

  const assertHr = async (user: CurrentUser, row: ViaticRow) => {
    assertNotOwnRequest(user, requestOf(row));
    if (!(await isHrUser(db, user))) throw forbidden('ROW_NOT_ALLOWED');
    await assertDecidesRequest(db, user, requestOf(row), await hrUsers(db), SECTION_IDS.VIATICS);
  };

  const load = async (user: CurrentUser, id: number) => {
    const row = await findViatic(db, id);
    if (!row) throw notFound();
    await assertVisible(user, row.employeeId);
    return row;
  };

  const answer = async (id: number) => {
    const item = await findViaticItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  /**
   * The amounts of a request: the zone's rate in force on the start date, copied; the total exact;
   * an advance above the total is a 400 on `advance`.
   */
  const priced = async (tx: DbOrTx, body: TViaticCreateBody, lang: Language) => {
    const zone = await findZone(tx, body.zoneId);
    if (!zone) throw badRequest('VALIDATION_ERROR', { zoneId: [msg('validation.invalid')] });
    const rate = await rateOn(tx, body.zoneId, body.startDate);
    if (!rate) {
      throw badRequest('VIATIC_RATE_MISSING', {
        zoneId: [translateMessage(lang, 'errors.VIATIC_RATE_MISSING')],
      });
    }
    const amounts = viaticAmounts(
      { food: rate.food, lodging: rate.lodging, localTransport: rate.localTransport },
      body.startDate,
      body.endDate,
    );
    if (moneyToCents(body.advance) > moneyToCents(amounts.total)) {
      throw badRequest('VALIDATION_ERROR', {
        advance: [msg('validation.advanceOverTotal', { total: amounts.total })],
      });
    }
    return {
      zone,
      columns: {
        employeeId: body.employeeId,
        zoneId: body.zoneId,
        rateId: rate.id,
        rateValidFrom: rate.validFrom,
        startDate: body.startDate,
        endDate: body.endDate,
        days: amounts.days,
        nights: amounts.nights,
        dailyFood: rate.food,
        dailyLodging: rate.lodging,
        dailyLocalTransport: rate.localTransport,
        total: amounts.total,
        advance: body.advance,
        purpose: body.purpose,
        observations: body.observations,
      },
    };
  };

  const nameOf = async (tx: DbOrTx, employeeId: number) =>
    (await findEmployeeFacts(tx, employeeId))?.fullName ?? `#${employeeId}`;

  /**
   * Moves a pending viatic one step. The update's WHERE repeats the expected state, so of two
   * approvers at once the second finds no row (the first holds and then changes it): 409.
   */
  const step = async (
    tx: DbOrTx,
    id: number,
    expect: 'chief' | 'hr' | 'pending',
    set: Partial<typeof v.$inferInsert>,
  ) => {
    const stage =
      expect === 'chief'
        ? isNull(v.chiefApprovedAt)
        : expect === 'hr'
          ? isNotNull(v.chiefApprovedAt)
          : undefined;
    const changed = await tx
      .update(v)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(v.id, id), eq(v.status, VIATIC_STATUS.PENDING), stage))
      .returning({ id: v.id });
    if (changed.length === 0) throw conflict('INVALID_CHANGE');
  };

  return {
    /** What the screen offers the caller: HR's step, and the areas whose chief's step they take. */
    myRole: async (actor: Actor) => {
      const user = actor.user;
      const hr = await isHrUser(db, user);
      const chiefAreaIds = await chiefAreasOf(db, user);
      // The CEO and administrators may take any area's chief step (`assertChiefOf`).
      const anyArea = user.isCeo || user.roleId === ROLE_IDS.ADMIN;
      return {
        hr,
        ceo: anyArea,
        chiefAreaIds,
        userId: user.id,
        employeeId: user.employeeId,
        canRequest: hr || user.roleId === ROLE_IDS.CHIEF,
      };
    },

    list: async (actor: Actor, query: ViaticListParams) =>
      listViatics(db, { scope: await scopeOf(db, actor.user) }, query),

    /** The signed-in driver's own viatics; no employee record, no rows. */
    listOwn: async (actor: Actor, query: TDriverViaticListQuery & { page: number; perPage: number }) => {
      if (!actor.user.employeeId) return { data: [], total: 0 };
      return listViatics(db, { employeeId: actor.user.employeeId }, query);
    },

    export: async (actor: Actor, query: TViaticListQuery, lang: Language) => {
      const { data } = await listViatics(
        db,
        { scope: await scopeOf(db, actor.user) },
        { ...query, page: 1, perPage: EXPORT_MAX_ROWS, sortDesc: query.sortDesc ?? false },
      );
      const t = (key: string) => translateMessage(lang, `columns.${key}`);
      const day = (d: string) => new Date(`${d}T00:00:00Z`);
      return toXlsx(
        t('viatics'),
        [
          { header: t('employee'), width: 34, value: (r) => r.employeeName },
          { header: t('area'), width: 22, value: (r) => r.areaName },
          { header: t('zone'), width: 20, value: (r) => r.zoneName },
          { header: t('startDate'), width: 12, value: (r) => day(r.startDate) },
          { header: t('endDate'), width: 12, value: (r) => day(r.endDate) },
          { header: t('days'), width: 8, value: (r) => r.days },
          { header: t('dailyFood'), width: 14, value: (r) => Number(r.dailyFood) },
          { header: t('dailyLodging'), width: 14, value: (r) => Number(r.dailyLodging) },
          { header: t('dailyLocalTransport'), width: 14, value: (r) => Number(r.dailyLocalTransport) },
          { header: t('total'), width: 12, value: (r) => Number(r.total) },
          { header: t('advance'), width: 12, value: (r) => Number(r.advance) },
          { header: t('balance'), width: 12, value: (r) => Number(r.balance) },
          { header: t('purpose'), width: 40, value: (r) => r.purpose },
          { header: t('status'), width: 12, value: (r) => t(`viaticStatus_${r.status}`) },
          { header: t('chiefApprovedBy'), width: 26, value: (r) => r.chiefApprovedByName },
          { header: t('hrApprovedBy'), width: 26, value: (r) => r.hrApprovedByName },
          { header: t('registeredBy'), width: 26, value: (r) => r.createdByName },
        ],
        data,
      );
    },

    get: async (actor: Actor, id: number) => {
      await load(actor.user, id);
      return answer(id);
    },

    /** SPEC §7 get-employee-viatic-tracking: one employee's viatics with totals by status. */
    tracking: async (actor: Actor, employeeId: number) => {
      await assertVisible(actor.user, employeeId);
      const data = await employeeViatics(db, employeeId);
      const sum = (status: number) => {
        const rows = data.filter((r) => r.status === status);
        return {
          count: rows.length,
          days: rows.reduce((n, r) => n + r.days, 0),
          total: centsToMoney(rows.reduce((c, r) => c + moneyToCents(r.total), 0n)),
          advance: centsToMoney(rows.reduce((c, r) => c + moneyToCents(r.advance), 0n)),
        };
      };
      const unpaid = data.filter((r) => r.status === VIATIC_STATUS.APPROVED && r.paidAt === null);
      return {
        employeeId,
        employeeName: await nameOf(db, employeeId),
        data,
        totals: {
          pending: sum(VIATIC_STATUS.PENDING),
          approved: sum(VIATIC_STATUS.APPROVED),
          rejected: sum(VIATIC_STATUS.REJECTED),
          approvedUnpaidBalance: centsToMoney(
            unpaid.reduce((c, r) => c + moneyToCents(r.total) - moneyToCents(r.advance), 0n),
          ),
        },
      };
    },

    create: async (actor: Actor, body: TViaticCreateBody, lang: Language) => {
      await assertCanRequest(actor.user, body.employeeId);
      const id = await db.transaction(async (tx) => {
        const { zone, columns } = await priced(tx, body, lang);
        const [row] = await tx
          .insert(v)
          .values({ ...columns, createdBy: actor.user.id, updatedBy: actor.user.id })
          .returning({ id: v.id });
        const created = row?.id ?? 0;
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'viatic',
          entityId: created,
          after: columns,
        });
        const employee = await nameOf(tx, body.employeeId);
        const areaId = await areaOfEmployee(tx, body.employeeId);
        const chiefs = areaId === null ? [] : await chiefUsersOfArea(tx, areaId);
        const text = `${employee} · ${zone.name} · ${body.startDate} → ${body.endDate} · S/ ${columns.total}`;
        await tell(tx, actor, chiefs, { type: 'viatic.requested', name: 'toApprove', text, link: LINK });
        await tell(tx, actor, [await userOfEmployee(tx, body.employeeId)], {
          type: 'viatic.requested',
          name: 'registered',
          text,
          link: '/driver/attendance/viatics',
        });
        await mail.sendEvent(tx, 'viatic.requested', {
          employee,
          destination: zone.name,
          amount: columns.total,
        });
        return created;
      });
      return answer(id);
    },

    /** Pending and not yet approved by anyone: the amounts are recomputed from the rates. */
    update: async (actor: Actor, body: TViaticUpdateBody, lang: Language) => {
      const { id, ...fields } = body;
      const before = await load(actor.user, id);
      await assertCanRequest(actor.user, before.employeeId);
      await assertCanRequest(actor.user, fields.employeeId);
      await db.transaction(async (tx) => {
        const { columns } = await priced(tx, fields, lang);
        await step(tx, id, 'chief', { ...columns, updatedBy: actor.user.id });
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'viatic',
          entityId: id,
          before,
          after: columns,
        });
      });
      return answer(id);
    },

    approveChief: async (actor: Actor, id: number) => {
      const before = await load(actor.user, id);
      await assertChiefOf(actor.user, before);
      await db.transaction(async (tx) => {
        await step(tx, id, 'chief', { chiefApprovedBy: actor.user.id, chiefApprovedAt: new Date() });
        await recordAudit(tx, actor, {
          action: 'approve_chief',
          entity: 'viatic',
          entityId: id,
          before: { status: before.status, stage: 'chief' },
          after: { status: before.status, stage: 'hr' },
        });
        const employee = await nameOf(tx, before.employeeId);
        const zone = await findZone(tx, before.zoneId);
        const text = `${employee} · ${zone?.name ?? ''} · ${before.startDate} → ${before.endDate} · S/ ${before.total}`;
        await tell(tx, actor, await hrUsers(tx), {
          type: 'viatic.chief_approved',
          name: 'chiefApprovedHr',
          text,
          link: LINK,
        });
        await tell(tx, actor, [await userOfEmployee(tx, before.employeeId)], {
          type: 'viatic.chief_approved',
          name: 'chiefApprovedOwn',
          text,
          link: '/driver/attendance/viatics',
        });
      });
      return answer(id);
    },

    approveHr: async (actor: Actor, id: number) => {
      const before = await load(actor.user, id);
      await assertHr(actor.user, before);
      await db.transaction(async (tx) => {
        await step(tx, id, 'hr', {
          status: VIATIC_STATUS.APPROVED,
          hrApprovedBy: actor.user.id,
          hrApprovedAt: new Date(),
        });
        await recordAudit(tx, actor, {
          action: 'approve_hr',
          entity: 'viatic',
          entityId: id,
          before: { status: before.status },
          after: { status: VIATIC_STATUS.APPROVED },
        });
        const employee = await nameOf(tx, before.employeeId);
        const zone = await findZone(tx, before.zoneId);
        // What was advanced is already in the worker's hands, in cash: booked now against the cash
        // box (Dr 1413 / Cr 101). Treasury pays the rest (Dr 1413 / Cr bank).
        if (moneyToCents(before.advance) > 0n)
          await payablePaidByHand(tx, {
            source: { kind: 'viatic', id },
            companyId: null,
            date: limaToday(),
            concept: `Adelanto de viáticos ${zone?.name ?? ''} ${before.startDate} – ${before.endDate}`,
            payees: [{ employeeId: before.employeeId, amount: before.advance }],
          });
        const due = moneyToCents(before.total) - moneyToCents(before.advance);
        if (due > 0n)
          await payableApproved(tx, {
            source: { kind: 'viatic', id },
            requestedBy: actor.user.id,
            companyId: null,
            direction: 'expense',
            date: limaToday(),
            concept: `Viáticos ${zone?.name ?? ''} ${before.startDate} – ${before.endDate}`,
            payees: [{ employeeId: before.employeeId, amount: centsToMoney(due) }],
          });
        const areaId = await areaOfEmployee(tx, before.employeeId);
        const text = `${employee} · ${zone?.name ?? ''} · ${before.startDate} → ${before.endDate} · S/ ${before.total}`;
        await tell(
          tx,
          actor,
          [
            await userOfEmployee(tx, before.employeeId),
            before.createdBy,
            ...(areaId === null ? [] : await chiefUsersOfArea(tx, areaId)),
          ],
          { type: 'viatic.approved', name: 'approved', text, link: LINK },
        );
        await mail.sendEvent(tx, 'viatic.approved', {
          employee,
          destination: zone?.name ?? '',
          amount: before.total,
        });
      });
      return answer(id);
    },

    /**
     * A pending viatic refused: by a chief of the area while it waits for the chief, or by HR at
     * either step. It stays as history with status 3.
     */
    reject: async (actor: Actor, body: TViaticRejectBody) => {
      const before = await load(actor.user, body.id);
      const hr = await isHrUser(db, actor.user);
      if (hr) await assertHr(actor.user, before);
      else await assertChiefOf(actor.user, before);
      await db.transaction(async (tx) => {
        await step(tx, body.id, hr ? 'pending' : 'chief', {
          status: VIATIC_STATUS.REJECTED,
          rejectedBy: actor.user.id,
          rejectedAt: new Date(),
          rejectReason: body.reason,
        });
        await recordAudit(tx, actor, {
          action: 'reject',
          entity: 'viatic',
          entityId: body.id,
          before: { status: before.status },
          after: { status: VIATIC_STATUS.REJECTED, reason: body.reason },
        });
        const employee = await nameOf(tx, before.employeeId);
        await tell(tx, actor, [await userOfEmployee(tx, before.employeeId), before.createdBy], {
          type: 'viatic.rejected',
          name: 'rejected',
          text: `${employee} · ${before.startDate} → ${before.endDate}: ${body.reason}`,
          link: LINK,
        });
      });
      return answer(body.id);
    },
  };
};

export type ViaticService = ReturnType<typeof createViaticService>;
