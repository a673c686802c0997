import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../paging.ts';
import { dbId, listQuery, listResponse } from './common.ts';
import { ZDate } from './rrhh/fields.ts';

/*
 * The history of a record and the administrators' audit search, both read from the audit log
 * every write leaves (who, when, what, before and after).
 */

/** A value as the history shows it: nested lists are summarised by their length on the server. */
export const ZHistoryValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type THistoryValue = z.infer<typeof ZHistoryValue>;

/** One field that changed; `list` means the values are item counts of a nested list. */
export const ZHistoryChange = z.object({
  field: z.string(),
  before: ZHistoryValue,
  after: ZHistoryValue,
  list: z.boolean(),
});
export type THistoryChange = z.infer<typeof ZHistoryChange>;

export const ZHistoryEntry = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  action: z.string(),
  changes: z.array(ZHistoryChange),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;
export const ZHistoryPage = listResponse(ZHistoryEntry);
export type THistoryPage = z.infer<typeof ZHistoryPage>;

const paging = {
  page: z.number().int().min(1).default(1),
  perPage: z.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
};
/** The history of one record, newest first, a page at a time. */
export const ZHistoryQuery = z.object({ id: dbId(), ...paging });
export type THistoryQuery = z.input<typeof ZHistoryQuery>;
/** The employee record names its id as the other employee routes do. */
export const ZEmployeeHistoryQuery = z.object({ employee_id: dbId(), ...paging });
export type TEmployeeHistoryQuery = z.input<typeof ZEmployeeHistoryQuery>;
export const ZRunHistoryQuery = z.object({ runId: dbId(), ...paging });
export type TRunHistoryQuery = z.input<typeof ZRunHistoryQuery>;

/** The records whose history a screen shows, by the entity name their audit entries carry. */
export const HISTORY_ENTITIES = [
  'employee',
  'vehicle',
  'client',
  'travel_order',
  'payroll_run',
  'treasury_transaction',
] as const;

export const AUDIT_SORTABLE = ['at', 'action', 'entity'] as const;
export const ZAuditListQuery = listQuery(
  z.object({
    userId: dbId().optional(),
    entity: z.string().trim().min(1).max(60).optional(),
    entityId: z.string().trim().min(1).max(40).optional(),
    action: z.string().trim().min(1).max(60).optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
  }),
  AUDIT_SORTABLE,
);
export type TAuditListQuery = z.input<typeof ZAuditListQuery>;

export const ZAuditItem = ZHistoryEntry.extend({ entity: z.string(), entityId: z.string().nullable() });
export type TAuditItem = z.infer<typeof ZAuditItem>;
export const ZAuditListResponse = listResponse(ZAuditItem);
export type TAuditListResponse = z.infer<typeof ZAuditListResponse>;
