import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { optionalText, requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse, MAX_ID, ZId } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';
import { JUSTIFICATION_STATUSES, JUSTIFICATION_TYPES, type JustificationStatus } from './vocabulary.ts';

/** A justification's supporting file: a PDF or a photo of the document, at most 5 MB. */
export const JUSTIFICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const JUSTIFICATION_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** Pending: someone still has to decide (the chief, then HR). Completed: nobody does. */
export const JUSTIFICATION_GROUPS = ['pending', 'completed'] as const;
export type JustificationGroup = (typeof JUSTIFICATION_GROUPS)[number];
export const JUSTIFICATION_GROUP_STATUSES: Record<JustificationGroup, readonly JustificationStatus[]> = {
  pending: ['pending', 'approved'],
  completed: ['rejected', 'approved_by_hr', 'rejected_by_hr'],
};

/**
 * The text fields of a justification (a multipart form: the file rides along). `employeeId` is
 * left out when an employee justifies their own day; HR names the employee when filing on their behalf.
 */
export const ZJustificationCreateFields = z.object({
  employeeId: z.coerce
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(MAX_ID, { error: msg('validation.invalid') })
    .optional(),
  workDate: ZDate,
  type: z.enum(JUSTIFICATION_TYPES, { error: msg('validation.required') }),
  motive: requiredText(500),
});
export type TJustificationCreateFields = z.infer<typeof ZJustificationCreateFields>;
export type TJustificationCreateInput = z.input<typeof ZJustificationCreateFields>;

export const JUSTIFICATION_DECISIONS = ['approve', 'reject'] as const;
export type JustificationDecision = (typeof JUSTIFICATION_DECISIONS)[number];

/** A decision of the chief or of HR; a rejection says why. */
export const ZJustificationDecideBody = z
  .object({
    id: ZId,
    decision: z.enum(JUSTIFICATION_DECISIONS, { error: msg('validation.required') }),
    comment: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && !value.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: msg('validation.required') });
    }
  });
export type TJustificationDecideBody = z.infer<typeof ZJustificationDecideBody>;
export type TJustificationDecideInput = z.input<typeof ZJustificationDecideBody>;

export const ZJustification = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  areaId: z.number().nullable(),
  areaName: z.string().nullable(),
  workDate: z.string(),
  type: z.enum(JUSTIFICATION_TYPES),
  motive: z.string(),
  status: z.enum(JUSTIFICATION_STATUSES),
  fileName: z.string().nullable(),
  fileMime: z.string().nullable(),
  chiefComment: z.string().nullable(),
  chiefDecidedByName: z.string().nullable(),
  chiefDecidedAt: z.string().nullable(),
  hrComment: z.string().nullable(),
  hrDecidedByName: z.string().nullable(),
  hrDecidedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** What the caller may do with it now: the chief's step, HR's step. */
  canDecideChief: z.boolean(),
  canDecideHr: z.boolean(),
});
export type TJustification = z.infer<typeof ZJustification>;

export const JUSTIFICATION_SORTABLE = ['workDate', 'employeeName', 'createdAt', 'status', 'type'] as const;

export const ZJustificationListQuery = listQuery(
  z.object({
    group: z.enum(JUSTIFICATION_GROUPS).optional(),
    status: z.enum(JUSTIFICATION_STATUSES).optional(),
    type: z.enum(JUSTIFICATION_TYPES).optional(),
    employeeId: dbId().optional(),
    areaId: dbId().optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
  }),
  JUSTIFICATION_SORTABLE,
);
export type TJustificationListQuery = z.input<typeof ZJustificationListQuery>;
export const ZJustificationListResponse = listResponse(ZJustification);
export type TJustificationListResponse = z.infer<typeof ZJustificationListResponse>;

/** Whether the caller decides as a chief somewhere (the self-service page shows "To decide"). */
export const ZJustificationRoles = z.object({ chief: z.boolean(), hr: z.boolean() });
export type TJustificationRoles = z.infer<typeof ZJustificationRoles>;
