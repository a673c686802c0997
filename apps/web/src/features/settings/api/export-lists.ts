import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

const download = async (path: string, body: unknown, fileName: string) =>
  saveFile(await apiDownload(path, body, fileName));

/** POST /api/setting/email/event/export — the filtered events as an .xlsx file. */
export const exportEmailEvents = (params: object) =>
  download('/setting/email/event/export', params, 'email-events.xlsx');
/** POST /api/setting/email/recipient/export. */
export const exportEmailRecipients = (params: object) =>
  download('/setting/email/recipient/export', params, 'email-recipients.xlsx');
/** POST /api/setting/email/recipient-group/export. */
export const exportRecipientGroups = (params: object) =>
  download('/setting/email/recipient-group/export', params, 'email-recipient-groups.xlsx');
/** POST /api/setting/outbox/export. */
export const exportOutbox = (params: object) => download('/setting/outbox/export', params, 'outbox.xlsx');
