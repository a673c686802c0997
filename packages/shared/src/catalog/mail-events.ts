/**
 * The business events that send e-mail, with the facts each one carries into its template. A module
 * announces an event through the server's mail helper; Settings › E-mail decides who hears of it.
 * `personal` events go only to the person they concern (a reset link must reach nobody else), so
 * they take no configured recipients and cannot be switched off.
 */
export const MAIL_EVENTS = {
  'password.reset': { module: 'users', personal: true, facts: ['name', 'link'] },
  'justification.submitted': { module: 'rrhh', personal: false, facts: ['employee', 'date', 'reason'] },
  'justification.decided': { module: 'rrhh', personal: false, facts: ['employee', 'date', 'decision'] },
  'viatic.requested': { module: 'treasury', personal: false, facts: ['employee', 'destination', 'amount'] },
  'viatic.approved': { module: 'treasury', personal: false, facts: ['employee', 'destination', 'amount'] },
  'salary_increase.submitted': { module: 'rrhh', personal: false, facts: ['employee', 'amount'] },
  'salary_increase.decided': { module: 'rrhh', personal: false, facts: ['employee', 'amount', 'decision'] },
  'additional_work.submitted': { module: 'rrhh', personal: false, facts: ['employee', 'date', 'hours'] },
  'additional_work.decided': { module: 'rrhh', personal: false, facts: ['employee', 'date', 'decision'] },
  'payroll.approved': { module: 'rrhh', personal: false, facts: ['period', 'company'] },
  // The worker's own liquidación documents: the hoja and the certificado de trabajo reach them alone.
  'liquidacion.documents': { module: 'rrhh', personal: true, facts: ['name', 'company'] },
  'travel_order.state_changed': {
    module: 'operations',
    personal: false,
    facts: ['order', 'driver', 'route', 'state'],
  },
  'driver.comment': { module: 'operations', personal: false, facts: ['driver', 'order', 'comment'] },
  // A vehicle's SOAT, technical inspection or MTC certificate near its expiry day, and past it.
  'vehicle_document.expiring': {
    module: 'operations',
    personal: false,
    facts: ['plate', 'document', 'number', 'expiry', 'days'],
  },
  'vehicle_document.expired': {
    module: 'operations',
    personal: false,
    facts: ['plate', 'document', 'number', 'expiry'],
  },
  // A worker's driving licence or a certificate on their file near its expiry day, and past it.
  'employee_document.expiring': {
    module: 'rrhh',
    personal: false,
    facts: ['employee', 'document', 'detail', 'expiry', 'days'],
  },
  'employee_document.expired': {
    module: 'rrhh',
    personal: false,
    facts: ['employee', 'document', 'detail', 'expiry'],
  },
  // A company's signing certificate near its end, and past it: no electronic document can be signed.
  'signing_certificate.expiring': {
    module: 'settings',
    personal: false,
    facts: ['company', 'expiry', 'days'],
  },
  'signing_certificate.expired': { module: 'settings', personal: false, facts: ['company', 'expiry'] },
  // The signed boleta (DL 1310): only the worker it belongs to receives it.
  'payslip.issued': { module: 'rrhh', personal: true, facts: ['name', 'period', 'company'] },
} as const;

export type MailEvent = keyof typeof MAIL_EVENTS;
export const MAIL_EVENT_IDS = Object.keys(MAIL_EVENTS) as [MailEvent, ...MailEvent[]];
/** The facts an event's template needs, each as display text. */
export type MailEventFacts<E extends MailEvent> = Record<(typeof MAIL_EVENTS)[E]['facts'][number], string>;

export const isPersonalEvent = (event: MailEvent): boolean => MAIL_EVENTS[event].personal;

export const RECIPIENT_KINDS = ['to', 'cc'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
