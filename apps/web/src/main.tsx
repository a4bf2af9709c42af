import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/app.css';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadDictionaries } from './shared/dictionaries.ts';
import { createI18n, htmlLang, initialLanguage } from './shared/language.ts';

const language = initialLanguage();
document.documentElement.lang = htmlLang(language);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// English resolves at once; a Chinese reader waits for one dictionary rather than seeing English.
void loadDictionaries(language).then((dictionaries) => {
  createRoot(root).render(
    <StrictMode>
      <Providers i18n={createI18n(language, dictionaries)} queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
});
