/**
 * Every table, for drizzle-kit (drizzle.config.ts) alone: the one file outside a module allowed to
 * name its table files (.dependency-cruiser.cjs). It stands above the modules and nothing in the
 * server imports it; the `Db` type carries no schema (db/client.ts). platform/audit/actor.table.ts
 * is left out on purpose: it is a second view of `users`.
 */

export * from '../modules/additional-work/additional-work.table.ts';
export * from '../modules/attendance/attendance-day.table.ts';
export * from '../modules/attendance/attendance-mark.table.ts';
export * from '../modules/attendance/attendance-period.table.ts';
export * from '../modules/attendance/justification.table.ts';
export * from '../modules/attendance/kiosk-code.table.ts';
export * from '../modules/attendance/kiosk-device.table.ts';
export * from '../modules/auth/session.table.ts';
export * from '../modules/billing/billing.table.ts';
export * from '../modules/billing/collection.table.ts';
export * from '../modules/bookkeeping/accounting-account.table.ts';
export * from '../modules/bookkeeping/accounting-period.table.ts';
export * from '../modules/bookkeeping/journal-entry.table.ts';
export * from '../modules/calendar/holiday.table.ts';
export * from '../modules/catalog/area.table.ts';
export * from '../modules/catalog/area-access.table.ts';
export * from '../modules/catalog/campus.table.ts';
export * from '../modules/catalog/module.table.ts';
export * from '../modules/catalog/role.table.ts';
export * from '../modules/clients/client.table.ts';
export * from '../modules/document-orders/document-order.table.ts';
export * from '../modules/driver/driver-receipt.table.ts';
export * from '../modules/e-documents/electronic-document.table.ts';
export * from '../modules/e-documents/sunat-credentials.table.ts';
export * from '../modules/employees/employee.table.ts';
export * from '../modules/employees/employee-bank-account.table.ts';
export * from '../modules/employees/employee-document-reminder.table.ts';
export * from '../modules/employees/employee-family.table.ts';
export * from '../modules/employees/employee-file.table.ts';
export * from '../modules/employees/employee-job.table.ts';
export * from '../modules/employees/employee-prior-income.table.ts';
export * from '../modules/employees/employee-schedule.table.ts';
export * from '../modules/employees/employee-vacation.table.ts';
export * from '../modules/entity-groups/entity-group.table.ts';
export * from '../modules/fleet/fleet.table.ts';
export * from '../modules/fleet/vehicle-document-reminder.table.ts';
export * from '../modules/notifications/notification.table.ts';
export * from '../modules/operations/service-order.table.ts';
export * from '../modules/operations/travel-order.table.ts';
export * from '../modules/operations/travel-order-despatch.table.ts';
export * from '../modules/organisation/area-profile.table.ts';
export * from '../modules/organisation/company-certificate.table.ts';
export * from '../modules/organisation/company-certificate-reminder.table.ts';
export * from '../modules/payroll/payroll-run.table.ts';
export * from '../modules/payroll-items/payroll-item.table.ts';
export * from '../modules/payroll-settings/payroll-parameter.table.ts';
export * from '../modules/payslips/payslip-delivery.table.ts';
export * from '../modules/rates/rate.table.ts';
export * from '../modules/references/reference.table.ts';
export * from '../modules/remote-work/remote-work.table.ts';
export * from '../modules/routes/toll.table.ts';
export * from '../modules/routes/travel-route.table.ts';
export * from '../modules/routes/zone.table.ts';
export * from '../modules/salary-increases/salary-increase.table.ts';
export * from '../modules/second-factor/second-factor.table.ts';
export * from '../modules/settings/email-event.table.ts';
export * from '../modules/settlements/settlement.table.ts';
export * from '../modules/treasury/treasury.table.ts';
export * from '../modules/users/user.table.ts';
export * from '../modules/users/user-session.table.ts';
export * from '../modules/viatics/viatic.table.ts';
export * from '../platform/audit/audit.table.ts';
export * from '../platform/auth/throttle.table.ts';
export * from '../platform/batches/document-batch.table.ts';
export * from '../platform/files/stored-file.table.ts';
export * from '../platform/mail/outbox.table.ts';
