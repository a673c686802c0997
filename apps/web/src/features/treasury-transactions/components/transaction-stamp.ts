import { formatDateTime } from '../../../lib/format-date';

/** When something happened to a movement, or nothing when it has not. */
export const stamp = (at: string | null): string => (at ? formatDateTime(at) : '');
