import { z } from 'zod';
import { PAYROLL_RUN_KINDS } from '../../catalog/state-machines.ts';
import { listQuery, listResponse, ZId } from '../common.ts';

/**
 * What the delivery row itself records: the signed boleta was mailed, or the worker has no address.
 * Whether the mail left is the outbox row's (`mail_outbox.status`), and `opened` the pixel's.
 */
export const PAYSLIP_DELIVERY_RECORD_STATES = ['mailed', 'no_email'] as const;
export type PayslipDeliveryRecordState = (typeof PAYSLIP_DELIVERY_RECORD_STATES)[number];

/** The state a person reads: the record's joined with the mail's outcome and the open pixel. */
export const PAYSLIP_DELIVERY_STATES = ['queued', 'sent', 'failed', 'opened', 'no_email'] as const;
export type PayslipDeliveryState = (typeof PAYSLIP_DELIVERY_STATES)[number];

export const ZPayslipDelivery = z.object({
  id: z.number(),
  slipId: z.number(),
  runId: z.number(),
  employeeId: z.number(),
  name: z.string(),
  document: z.string(),
  year: z.number(),
  month: z.number(),
  kind: z.enum(PAYROLL_RUN_KINDS),
  state: z.enum(PAYSLIP_DELIVERY_STATES),
  sentTo: z.string().nullable(),
  signedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type TPayslipDelivery = z.infer<typeof ZPayslipDelivery>;

export const PAYSLIP_DELIVERY_SORTABLE = ['name', 'state', 'sentAt', 'openedAt'] as const;
/** The deliveries of one run (the run screen's tab), searchable by name or document. */
export const ZPayslipDeliveryListQuery = listQuery(
  z.object({ runId: ZId, state: z.enum(PAYSLIP_DELIVERY_STATES).optional() }),
  PAYSLIP_DELIVERY_SORTABLE,
);
export type TPayslipDeliveryListQuery = z.infer<typeof ZPayslipDeliveryListQuery>;
export const ZPayslipDeliveryList = listResponse(ZPayslipDelivery);
export type TPayslipDeliveryList = z.infer<typeof ZPayslipDeliveryList>;

/** A worker's signed boletas: the caller's own when `employeeId` is omitted. */
export const ZEmployeeDeliveriesBody = z.object({ employeeId: ZId.optional() });
export type TEmployeeDeliveriesBody = z.infer<typeof ZEmployeeDeliveriesBody>;
export const ZPayslipDeliveries = z.array(ZPayslipDelivery);

export const ZDeliveryIdBody = z.object({ deliveryId: ZId });
export type TDeliveryIdBody = z.infer<typeof ZDeliveryIdBody>;

/**
 * The run's delivery at a glance: when the boletas are due (from the payment date; null while the
 * run is unpaid), how many are in each state, and the certificate that would sign them.
 */
export const ZPayslipDeliverySummary = z.object({
  runId: z.number(),
  paidAt: z.string().nullable(),
  dueDate: z.string().nullable(),
  slips: z.number(),
  counts: z.record(z.enum(PAYSLIP_DELIVERY_STATES), z.number()),
  certificate: z.object({ subject: z.string(), notAfter: z.string(), expired: z.boolean() }).nullable(),
});
export type TPayslipDeliverySummary = z.infer<typeof ZPayslipDeliverySummary>;
