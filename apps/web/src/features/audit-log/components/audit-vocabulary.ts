/** The record types the search offers (the entity names their audit entries carry). */
export const AUDIT_ENTITIES = [
  'employee',
  'vehicle',
  'client',
  'travel_order',
  'service_order',
  'document_order',
  'payroll_run',
  'treasury_transaction',
  'user',
  'role',
  'area',
  'company',
  'viatic',
  'settlement',
] as const;

/** The actions the search offers, as the log stores them. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'update_job',
  'activate',
  'inactivate',
  'deactivate',
  'approve',
  'process',
  'cancel',
  'reverse',
  'import',
  'payroll.create',
  'payroll.approve',
  'payroll.pay',
  'payroll.cancel',
  'travel_order.state',
] as const;
