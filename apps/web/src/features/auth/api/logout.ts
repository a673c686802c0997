import { useMutation } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/logout — revokes the refresh token on the server. */
export const logout = (refreshToken: string | null): Promise<TOk> =>
  apiPost<TOk>('/logout', refreshToken ? { refreshToken } : {});

/** Signing out never fails for the user: a server error is ignored and the session is dropped anyway. */
export const useLogout = () => useMutation({ mutationFn: logout, meta: { handlesErrors: true } });
