import { COMPANY_TIME_ZONE } from '@zerg/shared';
import { formatDateMedium, formatTime } from '../../../lib/format-date';
/** A time of the trip as the driver reads it, in Lima's time whatever the phone's zone. */
export const limaDateTime = (iso: string | null, language: string) =>
  iso
    ? `${weekdayName(iso, language)} ${formatDateMedium(iso, language)}, ${formatTime(iso, language)}`
    : '—';

const weekdayName = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: COMPANY_TIME_ZONE }).format(new Date(iso));
