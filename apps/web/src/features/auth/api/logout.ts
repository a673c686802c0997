import { useMutation } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/logout — revokes the session on the server, which also clears the refresh cookie. */
export const logout = (): Promise<TOk> => apiPost<TOk>('/logout', {});

/** Signing out never fails for the user: a server error is ignored and the session is dropped anyway. */
export const useLogout = () => useMutation({ mutationFn: logout, meta: { handlesErrors: true } });
