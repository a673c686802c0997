import { apiGetFile } from '../../../lib/api-client';

/** GET /api/attendance/justification/file/:id — the supporting file, opened in a new tab. */
export const openJustificationFile = async (id: number, name: string): Promise<void> => {
  // Opened before the await so the browser treats it as the user's click, not a pop-up.
  const win = window.open('', '_blank');
  const file = await apiGetFile(`/attendance/justification/file/${id}`, name).catch((error: unknown) => {
    win?.close();
    throw error;
  });
  const url = URL.createObjectURL(file.blob);
  if (win) win.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
