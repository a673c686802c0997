/** A time of the trip as the driver reads it, in Lima's time whatever the phone's zone. */
export const limaDateTime = (iso: string | null, language: string) =>
  iso
    ? new Date(iso).toLocaleString(language, {
        timeZone: 'America/Lima',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';
