export type FileLike = { name: string; size: number; type: string };

export type FileCheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

/**
 * `accept` lists extensions (`.pdf`) or MIME types (`image/png`, `image/*`), as in the HTML attribute.
 * An empty list accepts every type.
 */
export const matchesAccept = (file: Pick<FileLike, 'name' | 'type'>, accept: readonly string[]): boolean => {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
};

/** Checks type and size before anything is uploaded. */
export const checkFile = (file: FileLike, accept: readonly string[], maxBytes: number): FileCheck => {
  if (!matchesAccept(file, accept)) return { ok: false, reason: 'type' };
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  return { ok: true };
};

export const megabytes = (mb: number): number => Math.round(mb * 1024 * 1024);
