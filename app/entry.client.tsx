// Hydration of the server-rendered page, once the translation files it was rendered with are in.
// Without them the page stays as the server rendered it (it works without JavaScript), and the
// failure reaches the server log as an unhandled rejection.
import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nSourceContext } from '~/i18n/i18n-provider';
import { browserI18n, loadPageTranslations } from '~/i18n/i18n.client';
import { reportClientErrors } from '~/ui/client-error-reporter';

reportClientErrors();

void loadPageTranslations().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nSourceContext.Provider value={browserI18n}>
          <RemixBrowser />
        </I18nSourceContext.Provider>
      </StrictMode>,
    );
  });
});
