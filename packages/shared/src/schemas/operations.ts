import { z } from 'zod';
import { TRAVEL_ORDER_STATES } from '../catalog/state-machines.ts';
import { decimalText } from '../validation/decimal.ts';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';
import { ZMoneyAmount } from './money.ts';
import { ZTravelOrderGre, ZTravelOrderGreState } from './operations/despatch.ts';
import { ZDispatchDocument } from './operations/dispatch-documents.ts';
import { ZDate } from './rrhh/fields.ts';

/*
 * Operations (module 4): service orders (section 32, what a client asks for) and travel orders
 * (section 31, the trips that carry it out). Money and weights travel as decimal strings.
 */

export const SERVICE_ORDER_STATUSES = ['registered', 'in_progress', 'finished', 'canceled'] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

const decimal = (integers: number) => decimalText({ integers, scale: 2 });

const optionalId = () => z.union([dbId(), z.null()]).optional();

/** A client's order: price omitted = the rate in force; a price other than the rate needs a reason. */
export const ZServiceOrderCreateBody = z
  .object({
    clientId: dbId(),
    originPointId: optionalId(),
    destinationPointId: optionalId(),
    routeId: dbId(),
    vehicleTypeId: dbId(),
    cargoDescription: requiredText(300),
    weightKg: decimal(8),
    volumeM3: z.union([decimal(7), z.literal(''), z.null()]).optional(),
    packages: z
      .number({ error: msg('validation.required') })
      .int()
      .min(0)
      .max(1_000_000),
    startDate: ZDate,
    endDate: ZDate,
    price: z.union([ZMoneyAmount, z.literal(''), z.null()]).optional(),
    priceReason: optionalText(300),
    observations: optionalText(500),
  })
  .refine((b) => b.endDate >= b.startDate, {
    path: ['endDate'],
    error: msg('validation.endBeforeStart'),
  });
export type TServiceOrderCreateBody = z.infer<typeof ZServiceOrderCreateBody>;

export const ZServiceOrderUpdateBody = z.object({ id: ZId }).and(ZServiceOrderCreateBody);
export type TServiceOrderUpdateBody = z.infer<typeof ZServiceOrderUpdateBody>;

export const ZServiceOrder = z.object({
  id: z.number(),
  code: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  originPointId: z.number().nullable(),
  originPointName: z.string().nullable(),
  destinationPointId: z.number().nullable(),
  destinationPointName: z.string().nullable(),
  routeId: z.number(),
  routeName: z.string(),
  vehicleTypeId: z.number(),
  vehicleTypeName: z.string(),
  cargoDescription: z.string(),
  weightKg: z.string(),
  volumeM3: z.string().nullable(),
  packages: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  rateId: z.number().nullable(),
  ratePrice: z.string().nullable(),
  currency: z.enum(['PEN', 'USD']),
  price: z.string(),
  priceReason: z.string().nullable(),
  status: z.enum(SERVICE_ORDER_STATUSES),
  observations: z.string().nullable(),
  travelOrders: z.number(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TServiceOrder = z.infer<typeof ZServiceOrder>;

export const SERVICE_ORDER_SORTABLE = ['code', 'startDate', 'clientName', 'price', 'status'] as const;
export const ZServiceOrderListQuery = listQuery(
  z.object({
    status: z.enum(SERVICE_ORDER_STATUSES).optional(),
    clientId: dbId().optional(),
    routeId: dbId().optional(),
    dateFrom: ZDate.optional(),
    dateTo: ZDate.optional(),
  }),
  SERVICE_ORDER_SORTABLE,
);
export type TServiceOrderListQuery = z.infer<typeof ZServiceOrderListQuery>;
export const ZServiceOrderListResponse = listResponse(ZServiceOrder);

/** What the form prefills: the rate in force for client, route and vehicle type on a day. */
export const ZServiceOrderPriceQuery = z.object({
  clientId: dbId(),
  routeId: dbId(),
  vehicleTypeId: dbId(),
  date: ZDate,
});
export const ZServiceOrderPrice = z.object({
  rateId: z.number().nullable(),
  amount: z.string().nullable(),
  currency: z.enum(['PEN', 'USD']).nullable(),
});
export type TServiceOrderPrice = z.infer<typeof ZServiceOrderPrice>;

// ---------------------------------------------------------------------------------------------------
// Travel orders

const ZDateTime = z
  .string({ error: msg('validation.required') })
  .refine((v) => /^(19|20)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), {
    error: msg('validation.date'),
  });

/** The longest planned trip: a month (its viatics are one request per person). */
export const TRAVEL_ORDER_MAX_DAYS = 31;

export const ZTravelOrderCreateBody = z
  .object({
    serviceOrderId: dbId(),
    tractorId: dbId(),
    semitrailerId: optionalId(),
    driverId: dbId(),
    coDriverId: optionalId(),
    plannedDeparture: ZDateTime,
    plannedArrival: ZDateTime,
    fuelAllowance: ZMoneyAmount,
    otherAllowance: ZMoneyAmount.default('0.00'),
    observations: optionalText(500),
  })
  .refine((b) => Date.parse(b.plannedArrival) > Date.parse(b.plannedDeparture), {
    path: ['plannedArrival'],
    error: msg('validation.endBeforeStart'),
  })
  .refine(
    (b) =>
      Date.parse(b.plannedArrival) - Date.parse(b.plannedDeparture) <= TRAVEL_ORDER_MAX_DAYS * 86_400_000,
    { path: ['plannedArrival'], error: msg('validation.invalid') },
  )
  .refine((b) => !b.coDriverId || b.coDriverId !== b.driverId, {
    path: ['coDriverId'],
    error: msg('validation.invalid'),
  })
  .refine((b) => !b.semitrailerId || b.semitrailerId !== b.tractorId, {
    path: ['semitrailerId'],
    error: msg('validation.invalid'),
  });
export type TTravelOrderCreateBody = z.infer<typeof ZTravelOrderCreateBody>;

export const ZTravelOrderUpdateBody = z.object({ id: ZId }).and(ZTravelOrderCreateBody);
export type TTravelOrderUpdateBody = z.infer<typeof ZTravelOrderUpdateBody>;

export const ZTravelOrderChangeStateBody = z.object({
  id: ZId,
  to: z.enum(TRAVEL_ORDER_STATES),
  note: optionalText(500),
});
export type TTravelOrderChangeStateBody = z.infer<typeof ZTravelOrderChangeStateBody>;

export const ZTravelOrder = z.object({
  id: z.number(),
  code: z.string(),
  serviceOrderId: z.number(),
  serviceOrderCode: z.string(),
  clientName: z.string(),
  routeId: z.number(),
  routeName: z.string(),
  tractorId: z.number(),
  tractorPlate: z.string(),
  semitrailerId: z.number().nullable(),
  semitrailerPlate: z.string().nullable(),
  driverId: z.number(),
  driverName: z.string(),
  coDriverId: z.number().nullable(),
  coDriverName: z.string().nullable(),
  plannedDeparture: z.string(),
  plannedArrival: z.string(),
  startedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  expectedTolls: z.string(),
  fuelAllowance: z.string(),
  otherAllowance: z.string(),
  state: z.enum(TRAVEL_ORDER_STATES),
  settledAt: z.string().nullable(),
  observations: z.string().nullable(),
  createdAt: z.string(),
});
export type TTravelOrder = z.infer<typeof ZTravelOrder>;

export const ZTravelOrderEvent = z.object({
  id: z.number(),
  kind: z.enum(['created', 'updated', 'state', 'comment', 'receipt', 'settled']),
  fromState: z.enum(TRAVEL_ORDER_STATES).nullable(),
  toState: z.enum(TRAVEL_ORDER_STATES).nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type TTravelOrderEvent = z.infer<typeof ZTravelOrderEvent>;

export const ZTravelOrderViatic = z.object({
  id: z.number(),
  employeeName: z.string(),
  zoneName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  total: z.string(),
  status: z.number(),
});

export const ZTravelOrderDetail = ZTravelOrder.extend({
  events: z.array(ZTravelOrderEvent),
  viatics: z.array(ZTravelOrderViatic),
  allowedStates: z.array(z.enum(TRAVEL_ORDER_STATES)),
  gre: ZTravelOrderGre.nullable(),
});
export type TTravelOrderDetail = z.infer<typeof ZTravelOrderDetail>;

export const TRAVEL_ORDER_SORTABLE = [
  'code',
  'plannedDeparture',
  'state',
  'driverName',
  'tractorPlate',
] as const;
export const ZTravelOrderListQuery = listQuery(
  z.object({
    state: z.enum(TRAVEL_ORDER_STATES).optional(),
    serviceOrderId: dbId().optional(),
    clientId: dbId().optional(),
    vehicleId: dbId().optional(),
    driverId: dbId().optional(),
    dateFrom: ZDate.optional(),
    dateTo: ZDate.optional(),
  }),
  TRAVEL_ORDER_SORTABLE,
);
export type TTravelOrderListQuery = z.infer<typeof ZTravelOrderListQuery>;
export const ZTravelOrderListResponse = listResponse(ZTravelOrder.extend({ greState: ZTravelOrderGreState }));

/** The tolls a trip will pay: the route's booths for the tractor's plus the semi-trailer's axles. */
export const ZTollEstimateQuery = z.object({
  routeId: dbId(),
  tractorId: dbId(),
  semitrailerId: optionalId(),
  date: ZDate,
});

/** What a vehicle type is for a trip, from its name: tractor, semi-trailer or a rigid truck. */
export type VehicleRole = 'tractor' | 'semitrailer' | 'rigid';
export const vehicleRoleOf = (typeName: string): VehicleRole => {
  const name = typeName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  if (name.startsWith('semirremolque') || name.startsWith('semi-trailer') || name.startsWith('semitrailer'))
    return 'semitrailer';
  if (name.startsWith('tracto') || name.startsWith('tractor')) return 'tractor';
  return 'rigid';
};

/** Two planned windows overlap when each starts before the other ends (touching ends do not). */
export const windowsOverlap = (a: { from: number; to: number }, b: { from: number; to: number }): boolean =>
  a.from < b.to && b.from < a.to;

/** The day in Lima of an instant (a departure's date for documents, fares and viatics). */
export const limaDate = (at: Date | string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date(at));

/** The pickers of the travel order form, in one call. */
export const ZTravelOrderFormOptions = z.object({
  serviceOrders: z.array(z.object({ id: z.number(), name: z.string() })),
  tractors: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      role: z.enum(['tractor', 'semitrailer', 'rigid']),
      documents: z.array(ZDispatchDocument),
    }),
  ),
  semitrailers: z.array(
    z.object({ id: z.number(), name: z.string(), documents: z.array(ZDispatchDocument) }),
  ),
  drivers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TTravelOrderFormOptions = z.infer<typeof ZTravelOrderFormOptions>;
