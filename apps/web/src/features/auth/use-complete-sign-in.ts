import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { landingRoute } from '../../lib/access';
import { changeLanguage } from '../../lib/i18n';
import { storedLanguage } from '../../lib/language';
import { useNavCatalogue } from '../../lib/nav-catalogue';
import { type SessionAnswer, saveSession, sectionsFromUser } from '../../lib/storage';

/** Stores a fresh session and opens the user's landing route. */
export const useCompleteSignIn = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const catalogue = useNavCatalogue();
  return useCallback(
    async (response: SessionAnswer) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      saveSession(response);
      // A language picked on this device wins; otherwise the user's own language applies.
      if (!storedLanguage()) await changeLanguage(response.userData.extras.language);
      const { arr_modules, arr_sections } = response.userData;
      const modules = arr_modules.map((m) => m.id_module);
      await navigate(landingRoute(sectionsFromUser(arr_sections), catalogue, modules), { replace: true });
    },
    [navigate, queryClient, catalogue],
  );
};
