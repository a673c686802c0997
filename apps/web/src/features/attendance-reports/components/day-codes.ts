import type { DayCodeName } from '@zerg/shared';

/** The colour of each day letter: the same in the grid, its legend and the charts. */
export const DAY_CODE_COLORS: Record<DayCodeName, string> = {
  marked: '#28c76f',
  late: '#ff9f43',
  unmarked: '#ea5455',
  holiday: '#7367f0',
  remote: '#00cfe8',
  not_working: '#b9b9c3',
  vacation: '#1e88e5',
  justified: '#9c27b0',
  none: 'transparent',
};

/** The codes a legend lists, in reading order. */
export const LEGEND_CODES: readonly DayCodeName[] = [
  'marked',
  'late',
  'unmarked',
  'justified',
  'vacation',
  'remote',
  'holiday',
  'not_working',
];
