/** `HH:mm` of an instant in Lima (UTC−5 all year), whatever the device's own time zone. */
export const limaTime = (iso: string | null): string =>
  iso ? new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().slice(11, 16) : '—';

/** `YYYY-MM-DD HH:mm` in Lima. */
export const limaDateTime = (iso: string): string => {
  const local = new Date(Date.parse(iso) - 5 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
};

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
