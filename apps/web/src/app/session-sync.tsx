import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { userAccessQueryOptions } from '../features/auth/api/get-user-for-email';
import { readSession, saveUserAccess, sectionsFromUser } from '../lib/storage';
import { useSession } from '../lib/use-session';

/**
 * Refreshes the signed-in user's modules and sections from the server once per session (and when
 * another screen invalidates them), then re-runs the route guards if the permissions changed.
 * A failure is only logged: the stored permissions keep working.
 */
export const SessionSync = () => {
  const session = useSession();
  const email = session.signedIn ? (session.userData?.email ?? '') : '';
  const revalidator = useRevalidator();
  const applied = useRef<unknown>(null);
  const query = useQuery({ ...userAccessQueryOptions(email), enabled: email !== '' });

  useEffect(() => {
    const access = query.data;
    if (!access || applied.current === access) return;
    applied.current = access;
    const before = JSON.stringify(readSession().sections);
    saveUserAccess(access);
    if (JSON.stringify(sectionsFromUser(access.arr_sections)) !== before) void revalidator.revalidate();
  }, [query.data, revalidator]);

  useEffect(() => {
    if (query.error) console.warn('Could not refresh the user permissions', query.error);
  }, [query.error]);

  return null;
};
