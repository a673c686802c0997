import { z } from 'zod';
import { msg } from '../../validation/message.ts';

/** The most lateness a company may forgive: an hour is an absence, not a tolerance. */
export const LATE_TOLERANCE_MAX_MINUTES = 60;

/**
 * Payroll settings › General: the company's attendance rules. An entry within the tolerance is not
 * late at all; beyond it every minute counts.
 */
export const ZAttendanceSettingsBody = z.object({
  lateToleranceMinutes: z
    .number({ error: msg('validation.required') })
    .int({ error: msg('validation.invalid') })
    .min(0, { error: msg('validation.minValue', { min: 0 }) })
    .max(LATE_TOLERANCE_MAX_MINUTES, {
      error: msg('validation.maxValue', { max: LATE_TOLERANCE_MAX_MINUTES }),
    }),
});
export type TAttendanceSettingsBody = z.infer<typeof ZAttendanceSettingsBody>;

export const ZAttendanceSettings = z.object({
  lateToleranceMinutes: z.number(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  /**
   * The recompute of this month's days a tolerance change started, while it is queued or running
   * (a document batch, `attendance-recompute`): the screen follows its progress; null otherwise.
   */
  recomputeBatchId: z.number().nullable(),
});
export type TAttendanceSettings = z.infer<typeof ZAttendanceSettings>;
