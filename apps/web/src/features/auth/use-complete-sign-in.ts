import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { landingRoute } from '../../lib/access';
import { changeLanguage } from '../../lib/i18n';
import { storedLanguage } from '../../lib/language';
import { type SessionAnswer, saveSession, sectionsFromUser } from '../../lib/storage';

/** Stores a fresh session and opens the user's landing route. */
export const useCompleteSignIn = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (response: SessionAnswer) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      saveSession(response);
      // A language picked on this device wins; otherwise the user's own language applies.
      if (!storedLanguage()) await changeLanguage(response.userData.extras.language);
      await navigate(landingRoute(sectionsFromUser(response.userData.arr_sections)), { replace: true });
    },
    [navigate, queryClient],
  );
};
