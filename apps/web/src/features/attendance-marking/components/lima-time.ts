import { formatDateTime, formatTime } from '../../../lib/format-date';

/** `HH:mm` of an instant in Lima, whatever the device's own time zone. */
export const limaTime = (iso: string | null): string => (iso ? formatTime(iso) : '—');

/** Day and time of an instant in Lima, in the UI language's format. */
export const limaDateTime = (iso: string): string => formatDateTime(iso);

/** The colour of a day's status tag, one per status. */
export const STATUS_COLORS: Record<string, string> = {
  marked: 'green',
  unmarked: 'red',
  holiday: 'purple',
  remote: 'cyan',
  not_working: 'default',
  vacation: 'blue',
  justified: 'gold',
};
