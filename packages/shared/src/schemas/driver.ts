import { z } from 'zod';
import { TRAVEL_ORDER_STATES } from '../catalog/state-machines.ts';
import { msg } from '../validation/message.ts';
import { ATTENDANCE_STATUSES } from './attendance/vocabulary.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';
import { ZDate } from './rrhh/fields.ts';

/*
 * The driver's phone (module 11): their own trips (section 18) and their own attendance (section
 * 16). The server fixes the employee from the signed-in user; no body names another person.
 */

const ZTravelOrderState = z.enum(TRAVEL_ORDER_STATES);

/** Whether the signed-in driver drives the trip or rides along as co-driver. */
export const DRIVER_TRIP_ROLES = ['driver', 'co_driver'] as const;
export type DriverTripRole = (typeof DRIVER_TRIP_ROLES)[number];

/** One trip as the driver's cards show it. */
export const ZDriverTripSummary = z.object({
  id: z.number(),
  code: z.string(),
  state: ZTravelOrderState,
  role: z.enum(DRIVER_TRIP_ROLES),
  routeCode: z.string(),
  origin: z.string(),
  destination: z.string(),
  plannedDeparture: z.string(),
  plannedArrival: z.string(),
  startedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  tractorPlate: z.string(),
  semitrailerPlate: z.string().nullable(),
  clientName: z.string(),
});
export type TDriverTripSummary = z.infer<typeof ZDriverTripSummary>;

/** `current` = initiated, returning or returned; `next` = registered (by departure); `past` = the rest. */
export const DRIVER_TRIP_SCOPES = ['current', 'next', 'past'] as const;
export type DriverTripScope = (typeof DRIVER_TRIP_SCOPES)[number];

export const ZDriverTripListQuery = listQuery(
  z.object({
    scope: z.enum(DRIVER_TRIP_SCOPES).optional(),
    state: ZTravelOrderState.optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
  }),
  ['plannedDeparture', 'code'] as const,
);
export type TDriverTripListQuery = z.input<typeof ZDriverTripListQuery>;
export const ZDriverTripListResponse = listResponse(ZDriverTripSummary);
export type TDriverTripListResponse = z.infer<typeof ZDriverTripListResponse>;

export const DRIVER_TRIP_EVENT_KINDS = [
  'created',
  'updated',
  'state',
  'comment',
  'receipt',
  'settled',
] as const;

export const ZDriverTripEvent = z.object({
  id: z.number(),
  kind: z.enum(DRIVER_TRIP_EVENT_KINDS),
  fromState: ZTravelOrderState.nullable(),
  toState: ZTravelOrderState.nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type TDriverTripEvent = z.infer<typeof ZDriverTripEvent>;

export const ZDriverReceipt = z.object({
  id: z.number(),
  travelOrderId: z.number(),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type TDriverReceipt = z.infer<typeof ZDriverReceipt>;

/** Operations read the receipts the driver photographed on a trip (travel orders and settlements). */
export const ZTripReceiptsBody = z.object({ travelOrderId: dbId() });
export type TTripReceiptsBody = z.infer<typeof ZTripReceiptsBody>;
export const ZTripReceipts = z.array(ZDriverReceipt);

/** A trip in full, for the driver: where, with what, for whom, what was advanced and what happened. */
export const ZDriverTrip = ZDriverTripSummary.extend({
  serviceOrderCode: z.string(),
  driverName: z.string(),
  coDriverName: z.string().nullable(),
  distanceKm: z.number(),
  expectedHours: z.number(),
  cargoDescription: z.string(),
  weightKg: z.string(),
  packages: z.number(),
  originPoint: z.string().nullable(),
  destinationPoint: z.string().nullable(),
  expectedTolls: z.string(),
  fuelAllowance: z.string(),
  otherAllowance: z.string(),
  /** When treasury paid the trip's advance (tolls + fuel + other) to the driver; null while it waits. */
  advancePaidAt: z.string().nullable(),
  observations: z.string().nullable(),
  viatics: z.array(
    z.object({
      id: z.number(),
      startDate: z.string(),
      endDate: z.string(),
      total: z.string(),
      status: z.number(),
    }),
  ),
  receipts: z.array(ZDriverReceipt),
  timeline: z.array(ZDriverTripEvent),
  /** The states the driver may move the trip to now (DRIVER_TRAVEL_ORDER_STATES ∩ the machine). */
  nextStates: z.array(ZTravelOrderState),
  /** The GRE transportista the trip issued as it started (`V001-00000012`), printed from the phone. */
  greLabel: z.string().nullable(),
});
export type TDriverTrip = z.infer<typeof ZDriverTrip>;

/** Any state may be asked for; the server refuses what a driver may not do with 409 INVALID_CHANGE. */
export const ZDriverChangeStateBody = z.object({ id: ZId, to: ZTravelOrderState });
export type TDriverChangeStateBody = z.infer<typeof ZDriverChangeStateBody>;

export const DRIVER_COMMENT_MAX = 500;

export const ZDriverCommentBody = z.object({
  travelOrderId: dbId().optional(),
  comment: z
    .string()
    .trim()
    .min(1, { error: msg('validation.required') })
    .max(DRIVER_COMMENT_MAX, { error: msg('validation.max', { max: DRIVER_COMMENT_MAX }) }),
});
export type TDriverCommentBody = z.infer<typeof ZDriverCommentBody>;

/** A receipt photo: JPEG or PNG up to 8 MB (a phone's camera photo), stored re-encoded. */
export const DRIVER_RECEIPT_MAX_BYTES = 8 * 1024 * 1024;
export const DRIVER_RECEIPT_TYPES = ['image/jpeg', 'image/png'] as const;

export const ZDriverReceiptDownloadBody = z.object({ id: ZId });

/** SPEC §7 get-information-driver: the signed-in driver's own record and where they stand. */
export const ZDriverInformation = z.object({
  employeeId: z.number(),
  personalCode: z.string(),
  fullName: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  /** Driving licence from the employee record: number and class (`Q41234567 · A-IIIc`), or null. */
  licence: z.string().nullable(),
  mobilePhone: z.string(),
  companyName: z.string().nullable(),
  areaName: z.string().nullable(),
  positionName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  currentTrip: ZDriverTripSummary.nullable(),
  nextTrip: ZDriverTripSummary.nullable(),
});
export type TDriverInformation = z.infer<typeof ZDriverInformation>;

export const ZDriverMonthBody = z.object({
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
});
export type TDriverMonthBody = z.infer<typeof ZDriverMonthBody>;

export const ZDriverMonthDay = z.object({
  date: z.string(),
  weekday: z.number(),
  /** Between the start date and the last day worked: a day before hiring is no "day off". */
  employed: z.boolean(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  scheduledEntry: z.string().nullable(),
  scheduledExit: z.string().nullable(),
  firstEntryAt: z.string().nullable(),
  lastExitAt: z.string().nullable(),
  workedMinutes: z.number(),
  lateMinutes: z.number(),
});
export type TDriverMonthDay = z.infer<typeof ZDriverMonthDay>;

/** The driver's month (section 16): every day with its computed status, and the month's totals. */
export const ZDriverMonth = z.object({
  year: z.number(),
  month: z.number(),
  days: z.array(ZDriverMonthDay),
  totals: z.object({
    marked: z.number(),
    unmarked: z.number(),
    lateDays: z.number(),
    lateMinutes: z.number(),
    workedMinutes: z.number(),
  }),
});
export type TDriverMonth = z.infer<typeof ZDriverMonth>;
