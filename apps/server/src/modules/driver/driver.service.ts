import {
  canChange,
  DRIVER_TRAVEL_ORDER_STATES,
  SECTION_IDS,
  sectionsOfChannel,
  type TDriverCommentBody,
  type TDriverMonth,
  TRAVEL_ORDER_TRANSITIONS,
  type TravelOrderState,
  translateMessage,
} from '@zerg/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { type ImageRules, reencodeImage } from '../../platform/files/image.ts';
import type { Upload } from '../../platform/files/upload.ts';
import type { FileAnswer } from '../../platform/http/send-file.ts';
import { attendanceDaysBetween, attendanceTotals } from '../attendance/index.ts';
import { employees, findEmployeeFacts } from '../employees/index.ts';
import { notifyDriverComment, notifyInTheirLanguage, usersWithSection } from '../notifications/index.ts';
import { changeTravelOrderState, travelOrderEvents, travelOrders } from '../operations/index.ts';
import {
  CURRENT_STATES,
  findOwnReceipt,
  findOwnTrip,
  findReceipt,
  firstOwnTrip,
  listOwnTrips,
  ownTrip,
  type TripListParams,
  travelOrderExists,
  tripReceipts,
  tripTimeline,
  tripViatics,
} from './driver.repository.ts';
import { driverTripReceipts } from './driver-receipt.table.ts';

/** Receipts are read on a screen and printed for the settlement: 1600 px keeps a guide legible. */
const RECEIPT_IMAGE: ImageRules = { maxSide: 1600, format: 'jpeg' };
/** Mail facts are one text for every reader; the company writes its records in Spanish. */
const RECORD_LANGUAGE = 'es' as const;
const OPERATIONS_LINK = '/operations/travel-orders/list';

/** The states a driver may move this trip to now: their three, where the machine allows. */
export const driverNextStates = (state: TravelOrderState, settled: boolean): TravelOrderState[] =>
  settled ? [] : DRIVER_TRAVEL_ORDER_STATES.filter((to) => canChange(TRAVEL_ORDER_TRANSITIONS, state, to));

/** The signed-in user's employee: without one there is no trip of theirs (404, never 403). */
/** A receipt photo as a route answers it, shown inline by the trip's screens. */
const receiptFile = (id: number, mime: string, content: Buffer): FileAnswer => ({
  fileName: `receipt-${id}.${mime === 'image/png' ? 'png' : 'jpg'}`,
  mime,
  content,
});

const ownEmployee = (user: CurrentUser): number => {
  if (user.employeeId === null) throw notFound();
  return user.employeeId;
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const createDriverService = ({ db, mail }: Deps, storage: FileStorage) => {
  /** Locks the trip when it is the employee's own; anyone else's trip is a 404. */
  const lockOwnTrip = async (tx: Tx, employeeId: number, id: number) => {
    const [row] = await tx
      .select()
      .from(travelOrders)
      .where(and(eq(travelOrders.id, id), ownTrip(employeeId)))
      .for('update');
    if (!row) throw notFound();
    return row;
  };

  const driverName = async (employeeId: number) => (await findEmployeeFacts(db, employeeId))?.fullName ?? '';

  const trip = async (user: CurrentUser, id: number) => {
    const employeeId = ownEmployee(user);
    const row = await findOwnTrip(db, employeeId, id);
    if (!row) throw notFound();
    const { settledAt, ...rest } = row;
    return {
      ...rest,
      viatics: await tripViatics(db, id, employeeId),
      receipts: await tripReceipts(db, id),
      timeline: await tripTimeline(db, id),
      nextStates: driverNextStates(row.state, settledAt !== null),
    };
  };

  return {
    /** SPEC §7 get-information-driver: the signed-in driver's own record, never anyone else's. */
    information: async (actor: Actor) => {
      const employeeId = ownEmployee(actor.user);
      const facts = await findEmployeeFacts(db, employeeId);
      const [person] = await db
        .select({
          personalCode: employees.personalCode,
          documentType: employees.documentType,
          documentNumber: employees.documentNumber,
          mobilePhone: employees.mobilePhone,
          photoKey: employees.photoKey,
          name: employees.firstNames,
          paternal: employees.paternalSurname,
          maternal: employees.maternalSurname,
        })
        .from(employees)
        .where(eq(employees.id, employeeId));
      if (!person) throw notFound();
      return {
        employeeId,
        personalCode: person.personalCode,
        fullName:
          facts?.fullName ?? [person.name, person.paternal, person.maternal].filter(Boolean).join(' '),
        documentType: person.documentType,
        documentNumber: person.documentNumber,
        licence: null,
        mobilePhone: person.mobilePhone,
        companyName: facts?.companyName ?? null,
        areaName: facts?.areaName ?? null,
        positionName: facts?.positionName ?? null,
        photoUrl: person.photoKey ? `/api/rrhh/employee/photo/${employeeId}` : null,
        currentTrip: await firstOwnTrip(db, employeeId, CURRENT_STATES),
        nextTrip: await firstOwnTrip(db, employeeId, ['registered']),
      };
    },

    /** The driver's own trips; a user with no employee record simply has none. */
    list: async (actor: Actor, query: TripListParams) =>
      actor.user.employeeId === null
        ? { data: [], total: 0 }
        : listOwnTrips(db, actor.user.employeeId, query),

    get: (actor: Actor, id: number) => trip(actor.user, id),

    /**
     * Moves the driver's own trip on (initiated, returning, returned) through the one state change
     * of operations; operations hear of it in the bell and by the Settings e-mail event.
     */
    changeState: async (actor: Actor, body: { id: number; to: TravelOrderState }) => {
      const employeeId = ownEmployee(actor.user);
      await db.transaction(async (tx) => {
        const before = await lockOwnTrip(tx, employeeId, body.id);
        if (!DRIVER_TRAVEL_ORDER_STATES.includes(body.to)) throw conflict('INVALID_CHANGE');
        const after = await changeTravelOrderState(tx, actor, { id: body.id, to: body.to });
        const summary = await findOwnTrip(tx, employeeId, body.id);
        const driver = (await findEmployeeFacts(tx, employeeId))?.fullName ?? '';
        const route = summary ? `${summary.origin} → ${summary.destination}` : '';
        // Operations' notices come with every change of state (changeTravelOrderState); the mail
        // event names the driver who moved the trip.
        await mail.sendEvent(tx, 'travel_order.state_changed', {
          order: before.code,
          driver,
          route,
          state: translateMessage(RECORD_LANGUAGE, `driver.states.${after.state}`),
        });
      });
      return trip(actor.user, body.id);
    },

    /** A delivery receipt photo of the driver's own trip on the road (or back, not yet settled). */
    uploadReceipt: async (actor: Actor, id: number, upload: Upload) => {
      const employeeId = ownEmployee(actor.user);
      const [found] = await db
        .select({ state: travelOrders.state, settledAt: travelOrders.settledAt })
        .from(travelOrders)
        .where(and(eq(travelOrders.id, id), ownTrip(employeeId)));
      if (!found) throw notFound();
      const image = await reencodeImage(upload.data, RECEIPT_IMAGE);
      const key = await storage.put(image.data, `receipts/${id}`);
      try {
        const receiptId = await db.transaction(async (tx) => {
          const row = await lockOwnTrip(tx, employeeId, id);
          if (row.settledAt !== null || row.state === 'registered' || row.state === 'canceled') {
            throw conflict('INVALID_CHANGE');
          }
          const [inserted] = await tx
            .insert(driverTripReceipts)
            .values({
              travelOrderId: id,
              employeeId,
              storageKey: key,
              mimeType: image.mimeType,
              size: image.data.length,
              uploadedBy: actor.user.id,
            })
            .returning({ id: driverTripReceipts.id });
          if (!inserted) throw new Error('receipt insert returned nothing');
          await tx.insert(travelOrderEvents).values({
            travelOrderId: id,
            kind: 'receipt',
            note: `#${inserted.id}`,
            actorId: actor.user.id,
          });
          await recordAudit(tx, actor, {
            action: 'upload_receipt',
            entity: 'travel_order',
            entityId: id,
            after: { receiptId: inserted.id, size: image.data.length, mimeType: image.mimeType },
          });
          return inserted.id;
        });
        const [receipt] = (await tripReceipts(db, id)).filter((r) => r.id === receiptId);
        if (!receipt) throw notFound();
        return receipt;
      } catch (err) {
        await storage.remove(key);
        throw err;
      }
    },

    receipt: async (actor: Actor, receiptId: number) => {
      const row = await findOwnReceipt(db, ownEmployee(actor.user), receiptId);
      if (!row) throw notFound();
      return receiptFile(receiptId, row.mimeType, await storage.read(row.storageKey));
    },

    /** The receipts of any trip, for operations checking the delivery or settling the trip. */
    tripReceipts: async (travelOrderId: number) => {
      if (!(await travelOrderExists(db, travelOrderId))) throw notFound();
      return tripReceipts(db, travelOrderId);
    },

    tripReceipt: async (receiptId: number) => {
      const row = await findReceipt(db, receiptId);
      if (!row) throw notFound();
      return receiptFile(receiptId, row.mimeType, await storage.read(row.storageKey));
    },

    /**
     * A comment to HR (live alert on the human-resources channel and the bell) and to operations
     * (bell and the Settings e-mail event), on the trip's timeline when it names one.
     */
    comment: async (actor: Actor, body: TDriverCommentBody) => {
      const employeeId = ownEmployee(actor.user);
      const name = await driverName(employeeId);
      await db.transaction(async (tx) => {
        const order = body.travelOrderId ? await lockOwnTrip(tx, employeeId, body.travelOrderId) : null;
        const hrIds = await notifyDriverComment(tx, {
          driverName: name,
          comment: body.comment,
          link: '/notifications',
        });
        if (order) {
          await tx.insert(travelOrderEvents).values({
            travelOrderId: order.id,
            kind: 'comment',
            note: body.comment,
            actorId: actor.user.id,
          });
        }
        // Operations holders who are not HR get it in their bell too (HR got it from the channel).
        const heard = new Set<number>();
        for (const sectionId of sectionsOfChannel('human-resources')) {
          for (const id of await usersWithSection(tx, sectionId)) heard.add(id);
        }
        const operations = (await usersWithSection(tx, SECTION_IDS.TRAVEL_ORDERS)).filter(
          (id) => !heard.has(id) && id !== actor.user.id,
        );
        await notifyInTheirLanguage(tx, operations, {
          type: 'driver_comment',
          key: 'driver.notify.comment',
          params: { driver: name, order: order?.code ?? '—', comment: body.comment },
          link: OPERATIONS_LINK,
        });
        await mail.sendEvent(tx, 'driver.comment', {
          driver: name,
          order: order?.code ?? '—',
          comment: body.comment,
        });
        await recordAudit(tx, actor, {
          action: 'driver_comment',
          entity: 'travel_order',
          entityId: order?.id ?? null,
          after: { comment: body.comment, notified: hrIds.length + operations.length },
        });
      });
      return { ok: true as const };
    },

    /** The driver's month (section 16): each day's computed status and the month's totals. */
    month: async (actor: Actor, year: number, month: number): Promise<TDriverMonth> => {
      const employeeId = ownEmployee(actor.user);
      const from = `${year}-${String(month).padStart(2, '0')}-01`;
      const to = addDays(
        `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`,
        -1,
      );
      const stored = await attendanceDaysBetween(db, [employeeId], from, to);
      const [totals] = await attendanceTotals(db, [employeeId], from, to);
      const days: TDriverMonth['days'] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) {
        const s = stored.find((x) => x.workDate === d);
        days.push({
          date: d,
          weekday: ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1,
          status: s?.status ?? null,
          scheduledEntry: s?.scheduledEntry ?? null,
          scheduledExit: s?.scheduledExit ?? null,
          firstEntryAt: s?.firstEntryAt ?? null,
          lastExitAt: s?.lastExitAt ?? null,
          workedMinutes: s?.workedMinutes ?? 0,
          lateMinutes: s?.lateMinutes ?? 0,
        });
      }
      return {
        year,
        month,
        days,
        totals: {
          marked: totals?.days.marked ?? 0,
          unmarked: totals?.days.unmarked ?? 0,
          lateDays: totals?.lateDays ?? 0,
          lateMinutes: totals?.lateMinutes ?? 0,
          workedMinutes: totals?.workedMinutes ?? 0,
        },
      };
    },
  };
};

export type DriverService = ReturnType<typeof createDriverService>;
