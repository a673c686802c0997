import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TProfileUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/storage';
import { PROFILE_QUERY_KEY } from './get-profile';

/** POST /api/user/update-profile-user — full name, phone and language. */
export const updateProfile = (body: TProfileUpdateBody): Promise<TProfile> =>
  apiPost<TProfile>('/user/update-profile-user', body);

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { handlesErrors: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      // The navbar shows the stored name; keep it in step with the profile.
      updateStoredUser({ fullName: profile.fullName, language: profile.language });
    },
  });
};
