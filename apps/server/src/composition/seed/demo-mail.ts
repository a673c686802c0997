import type { MailEvent, RecipientKind } from '@zerg/shared';

/** Groups of users Settings › E-mail addresses at once; members by their demo sign-in address. */
export const DEMO_ENTITY_GROUPS = [
  {
    name: 'Jefes de área',
    description: 'Jefaturas de RR. HH., Operaciones y Tesorería de la sede Lima',
    members: ['rrhh@zerg.pe', 'operaciones@zerg.pe', 'tesoreria@zerg.pe'],
  },
  {
    name: 'Tesorería',
    description: 'Aprobación y pago de viáticos, planillas y proveedores',
    members: ['tesoreria@zerg.pe', 'gerencia@zerg.pe'],
  },
  {
    name: 'Operaciones Lima',
    description: 'Despacho y seguimiento de flota desde la base de Ate',
    members: ['operaciones@zerg.pe', 'conductor@zerg.pe'],
  },
  {
    name: 'Gerencia General',
    description: 'Comité de gerencia: aumentos de sueldo y aprobación de planillas',
    members: ['gerencia@zerg.pe', 'admin@zerg.pe'],
  },
] as const;

type DemoRecipient = { kind: RecipientKind; user?: string; email?: string };

/** Who hears of each event in the demo company (users by sign-in address, or plain addresses). */
export const DEMO_EVENT_RECIPIENTS: Partial<
  Record<MailEvent, { recipients: DemoRecipient[]; groups: { name: string; kind: RecipientKind }[] }>
> = {
  'justification.submitted': {
    recipients: [{ kind: 'to', user: 'rrhh@zerg.pe' }],
    groups: [{ name: 'Jefes de área', kind: 'cc' }],
  },
  'justification.decided': {
    recipients: [{ kind: 'to', user: 'rrhh@zerg.pe' }],
    groups: [],
  },
  'viatic.requested': {
    recipients: [{ kind: 'cc', email: 'contabilidad@estudiocontable-ramirez.pe' }],
    groups: [{ name: 'Tesorería', kind: 'to' }],
  },
  'viatic.approved': {
    recipients: [{ kind: 'to', user: 'operaciones@zerg.pe' }],
    groups: [{ name: 'Tesorería', kind: 'cc' }],
  },
  'salary_increase.submitted': {
    recipients: [{ kind: 'cc', user: 'rrhh@zerg.pe' }],
    groups: [{ name: 'Gerencia General', kind: 'to' }],
  },
  'salary_increase.decided': {
    recipients: [{ kind: 'to', user: 'rrhh@zerg.pe' }],
    groups: [],
  },
  'additional_work.submitted': {
    recipients: [{ kind: 'to', user: 'rrhh@zerg.pe' }],
    groups: [{ name: 'Jefes de área', kind: 'cc' }],
  },
  'additional_work.decided': {
    recipients: [{ kind: 'to', user: 'rrhh@zerg.pe' }],
    groups: [],
  },
  'payroll.approved': {
    recipients: [
      { kind: 'to', user: 'tesoreria@zerg.pe' },
      { kind: 'cc', email: 'planillas@estudiocontable-ramirez.pe' },
    ],
    groups: [{ name: 'Gerencia General', kind: 'cc' }],
  },
  'travel_order.state_changed': {
    recipients: [{ kind: 'cc', email: 'despacho.ate@zerg.pe' }],
    groups: [{ name: 'Operaciones Lima', kind: 'to' }],
  },
  'driver.comment': {
    recipients: [{ kind: 'to', user: 'operaciones@zerg.pe' }],
    groups: [{ name: 'Operaciones Lima', kind: 'cc' }],
  },
  // The vehicles section's holders are told directly; the operations chief hears of every document.
  'vehicle_document.expiring': { recipients: [{ kind: 'to', user: 'operaciones@zerg.pe' }], groups: [] },
  'vehicle_document.expired': {
    recipients: [{ kind: 'to', user: 'operaciones@zerg.pe' }],
    groups: [{ name: 'Gerencia General', kind: 'cc' }],
  },
  // HR, the area's chiefs and (for a licence) the driver are told directly; the HR mailbox keeps a copy.
  'employee_document.expiring': { recipients: [{ kind: 'to', user: 'rrhh@zerg.pe' }], groups: [] },
  'employee_document.expired': { recipients: [{ kind: 'to', user: 'rrhh@zerg.pe' }], groups: [] },
  // The companies section's holders are told directly; the administrator keeps the certificate.
  'signing_certificate.expiring': { recipients: [{ kind: 'to', user: 'admin@zerg.pe' }], groups: [] },
  'signing_certificate.expired': {
    recipients: [{ kind: 'to', user: 'admin@zerg.pe' }],
    groups: [{ name: 'Gerencia General', kind: 'cc' }],
  },
};
