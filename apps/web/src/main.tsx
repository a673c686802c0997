import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { initI18n } from './lib/i18n';
import { removeLegacyTokens } from './lib/storage';
import './app/app.css';

removeLegacyTokens();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

// The language's texts arrive in their own file; without them the app still starts (keys show).
initI18n().then(render, (error: unknown) => {
  console.error('Could not load the language texts', error);
  render();
});
