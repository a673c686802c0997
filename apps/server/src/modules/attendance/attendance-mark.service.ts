import type { BatchRunner } from '../../platform/batches/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { markContext } from './attendance-mark-context.ts';
import { kioskCampuses, kioskCode, kioskScan, selfMark } from './kiosk-mark.ts';
import { exportMarks, listMarksOf } from './list-marks.ts';
import { manualMark } from './manual-mark.ts';
import { markSchedule, myMarks, workingDays } from './own-attendance.ts';

/** Attendance marks: at a kiosk, by the employee with a kiosk's code, or typed by HR. */
export const createAttendanceMarkService = (deps: Deps, batches: Pick<BatchRunner, 'start'>) => {
  const ctx = markContext(deps, batches);
  return {
    campuses: kioskCampuses(ctx),
    kioskCode: kioskCode(ctx),
    selfMark: selfMark(ctx),
    kioskScan: kioskScan(ctx),
    manual: manualMark(ctx),
    list: listMarksOf(ctx),
    export: exportMarks(ctx),
    myMarks: myMarks(ctx),
    markSchedule: markSchedule(ctx),
    workingDays: workingDays(ctx),
  };
};

export type AttendanceMarkService = ReturnType<typeof createAttendanceMarkService>;
