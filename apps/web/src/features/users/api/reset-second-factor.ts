import { useMutation } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/user/second-factor/reset — forgets the user's key, recovery codes and trusted devices:
 * they enrol again at their next sign-in (a lost phone). Audited.
 */
export const resetSecondFactor = (id: number): Promise<TOk> =>
  apiPost<TOk>('/user/second-factor/reset', { id });

export const useResetSecondFactor = () => useMutation({ mutationFn: resetSecondFactor });
