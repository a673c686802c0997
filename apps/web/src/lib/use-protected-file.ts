import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGetFile } from './api-client';

/** Query keys of protected files; invalidate one after replacing the file behind it. */
export const PROTECTED_FILE_QUERY_KEY = ['protected-file'] as const;
export const protectedFileQueryKey = (path: string) => [...PROTECTED_FILE_QUERY_KEY, path] as const;

/**
 * A file the API only hands out with the bearer token (an `<img src>` cannot send it): fetched once,
 * cached like any query. `null` skips the request (e.g. an employee without photo).
 */
export const useProtectedFile = (path: string | null) =>
  useQuery({
    queryKey: protectedFileQueryKey(path ?? ''),
    queryFn: async ({ signal }) => (await apiGetFile(path ?? '', 'file', { signal })).blob,
    enabled: path !== null,
    staleTime: 5 * 60_000,
    // A missing picture falls back to initials; it is not worth a toast.
    meta: { handlesErrors: true },
  });

/** An object URL for a blob, revoked when the blob changes or the component goes away. */
export const useObjectUrl = (blob: Blob | undefined): string | undefined => {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
};
