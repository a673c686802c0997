/*
 * The state machines SPEC.md lists states for and DESIGN.md §6 gives transitions to. The server
 * refuses any other change with 409 INVALID_CHANGE; the web offers only the changes allowed here,
 * so both read the same table.
 */

/** For each state, the states it may change to. */
export type StateMachine<S extends string> = Readonly<Record<S, readonly S[]>>;

export const canChange = <S extends string>(machine: StateMachine<S>, from: S, to: S): boolean =>
  machine[from].includes(to);

// Travel order (operations, section 31) --------------------------------------------------------------

export const TRAVEL_ORDER_STATES = [
  'registered',
  'initiated',
  'returning',
  'returned',
  'finished',
  'canceled',
] as const;
export type TravelOrderState = (typeof TRAVEL_ORDER_STATES)[number];

export const TRAVEL_ORDER_TRANSITIONS: StateMachine<TravelOrderState> = {
  registered: ['initiated', 'canceled'],
  initiated: ['returning'],
  returning: ['returned'],
  returned: ['finished'],
  finished: [],
  canceled: [],
};

/** The states a driver may move their own trip to from the phone; operations make every change. */
export const DRIVER_TRAVEL_ORDER_STATES: readonly TravelOrderState[] = ['initiated', 'returning', 'returned'];

/**
 * A trip in one of these states holds its vehicles and drivers (no overlapping trip may use them).
 * A returned trip is back at base: its vehicles and crew are free again, only paperwork is left.
 */
export const TRAVEL_ORDER_ACTIVE_STATES: readonly TravelOrderState[] = [
  'registered',
  'initiated',
  'returning',
];

// Discount (payroll, sections 14 and 21) --------------------------------------------------------------

export const DISCOUNT_STATES = ['pending', 'approved', 'discounted', 'not_discounted', 'anulled'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export const DISCOUNT_TRANSITIONS: StateMachine<DiscountState> = {
  pending: ['approved', 'anulled'],
  approved: ['discounted', 'not_discounted', 'anulled'],
  discounted: [],
  not_discounted: [],
  anulled: [],
};

// Salary advance (payroll tab "Adelanto de Sueldo") ----------------------------------------------------

/** requested → approved by HR → paid → deducted by the month's approved payroll; or rejected. */
export const ADVANCE_STATES = ['requested', 'approved', 'paid', 'deducted', 'rejected'] as const;
export type AdvanceState = (typeof ADVANCE_STATES)[number];

export const ADVANCE_TRANSITIONS: StateMachine<AdvanceState> = {
  requested: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: ['deducted'],
  deducted: [],
  rejected: [],
};

// Payroll payment (a run of one month, section 14) ---------------------------------------------------

export const PAYROLL_STATES = ['registered', 'approved', 'paid', 'canceled'] as const;
export type PayrollState = (typeof PAYROLL_STATES)[number];

export const PAYROLL_TRANSITIONS: StateMachine<PayrollState> = {
  registered: ['approved', 'canceled'],
  approved: ['paid', 'canceled'],
  paid: [],
  canceled: [],
};

/** What a run pays: the month, a gratificación, a CTS deposit, vacations, or a termination. */
export const PAYROLL_RUN_KINDS = ['monthly', 'gratificacion', 'cts', 'vacation', 'liquidacion'] as const;
export type PayrollRunKind = (typeof PAYROLL_RUN_KINDS)[number];

// Document order (operations, section 33) ------------------------------------------------------------

/** The documents of a trip are received from the carrier, may travel with the cargo, and end delivered to the client. */
export const DOCUMENT_ORDER_STATES = ['received', 'in_transit', 'delivered_to_client'] as const;
export type DocumentOrderState = (typeof DOCUMENT_ORDER_STATES)[number];

export const DOCUMENT_ORDER_TRANSITIONS: StateMachine<DocumentOrderState> = {
  received: ['in_transit', 'delivered_to_client'],
  in_transit: ['delivered_to_client'],
  delivered_to_client: [],
};

// Treasury transaction (section 39) --------------------------------------------------------------------

/**
 * DESIGN.md §6 gives pending → approved → processed. `canceled` is added for what must not be paid:
 * a movement typed in by mistake, or one whose source went away before it was processed (a payroll
 * run canceled, an advance paid by hand). A processed movement is never changed: it is corrected by
 * a reversing movement.
 */
export const TREASURY_TRANSACTION_STATES = ['pending', 'approved', 'processed', 'canceled'] as const;
export type TreasuryTransactionState = (typeof TREASURY_TRANSACTION_STATES)[number];

export const TREASURY_TRANSACTION_TRANSITIONS: StateMachine<TreasuryTransactionState> = {
  pending: ['approved', 'canceled'],
  approved: ['processed', 'canceled'],
  processed: [],
  canceled: [],
};
