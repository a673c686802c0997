import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@zerg/shared';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastBridge } from '../components/toast';
import { antdLocaleFor } from '../lib/i18n';
import { currentLanguage } from '../lib/language';
import { NavCatalogueContext } from '../lib/nav-catalogue';
import { useSkin } from '../lib/skin';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { queryClient } from './query';
import { NAV_CATALOGUE } from './screens';
import { themeFor } from './theme';

export type AppProvidersProps = { children: ReactNode };

/**
 * Query cache, antd theme (skin) and locale (language), antd `App` for toasts and dialogs, and the
 * menu catalogue derived from the features' screens.
 */
export const AppProviders = ({ children }: AppProvidersProps) => {
  const { i18n } = useTranslation();
  const [skin] = useSkin();
  const language = ((i18n.resolvedLanguage as Language | undefined) ?? currentLanguage()) as Language;
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(() => themeFor(skin, reducedMotion), [skin, reducedMotion]);

  useEffect(() => {
    document.documentElement.dataset.skin = skin;
    document.documentElement.style.colorScheme = skin;
  }, [skin]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleFor(language)} theme={themeConfig}>
        <App className="app-root" message={{ maxCount: 3 }}>
          <ToastBridge />
          <NavCatalogueContext.Provider value={NAV_CATALOGUE}>{children}</NavCatalogueContext.Provider>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
};
