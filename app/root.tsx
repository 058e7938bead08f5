// The document: layout shared by every screen and by the error page.
import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountSummary } from '~/auth/account.server';
import { SessionExpiry } from '~/auth/session-expiry';
import { appVersion } from '~/config/build-info.server';
import { getEnv } from '~/config/env.server';
import { showsEnvironmentBanner } from '~/config/environment';
import { I18nProvider } from '~/i18n/i18n-provider';
import { i18nServer, requestLocale } from '~/i18n/i18next.server';
import { localeFromPath } from '~/i18n/locale';
import { translationFileUrl } from '~/i18n/translation-files';
import { formFailed } from '~/page-state/form-reply.server';
import { namespacesForPath, pageNamespaces } from '~/routing/page-namespaces';
import stylesheet from '~/styles/app.css?url';
import { AlertRegion } from '~/ui/feedback/alert-region';
import { FeedbackProvider } from '~/ui/feedback/feedback-context';
import { takeFlash } from '~/ui/feedback/flash.server';
import { LoadingIndicator } from '~/ui/feedback/loading-indicator';
import { ToastRegion } from '~/ui/feedback/toast-region';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';
import { AccountMenu } from '~/ui/layout/account-menu';
import { Breadcrumbs } from '~/ui/layout/breadcrumbs';
import { EnvironmentBanner } from '~/ui/layout/environment-banner';
import { PrintLine } from '~/ui/layout/print-line';
import { SiteFooter } from '~/ui/layout/site-footer';
import { SiteHeader } from '~/ui/layout/site-header';
import { siteVariantFor, widgetEntryScript, widgetPairFor } from '~/ui/layout/widgets';
import { useNonce } from '~/ui/nonce';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = getEnv();
  const locale = requestLocale(request);
  const [{ toast, alert, banner, headers }, t, account] = await Promise.all([
    takeFlash(request),
    i18nServer.getFixedT(locale, 'common'),
    accountSummary(request, context),
  ]);
  const variant = siteVariantFor(new URL(request.url).hostname, env);
  return data(
    {
      locale,
      appName: variant === 'documentService' ? t('app.documentServiceName') : t('app.name'),
      environment: env.ENVIRONMENT,
      showEnvironmentBanner: showsEnvironmentBanner(env.ENVIRONMENT),
      version: appVersion,
      variant,
      widgets: widgetPairFor(variant, env),
      fontStylesheet: env.FONT_STYLESHEET_URL ?? null,
      correlationId: context.correlationId,
      renderedAt: new Date().toISOString(),
      toast,
      alert,
      banner,
      account,
      // A form on this page failed: the title says so first (GOV.UK pattern).
      titlePrefix: formFailed(context) ? t('form.titlePrefix') : '',
    },
    { headers },
  );
}

export type RootLoader = typeof loader;

// Every navigation refreshes the root: the locale may change with the path, and the correlation id
// shown on an error page must be the one of the request that failed.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export const meta: MetaFunction<typeof loader> = ({ data: rootData }) => [
  { title: rootData?.appName ?? '' },
];

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  // Marks the page as enhanced once React runs: styles can tell JavaScript-only controls apart,
  // and tests know every widget listens. Effects of the page itself have run by then.
  useEffect(() => {
    document.documentElement.dataset.js = 'true';
  }, []);
  const nonce = useNonce();
  const { pathname } = useLocation();
  const locale = rootData?.locale ?? localeFromPath(pathname);
  // The texts of the screens on view (and common): the server renders with them, the browser
  // fetches them before it hydrates (preloaded here, immutable once fetched). The head keeps naming
  // the files the document was rendered with: later screens load theirs as they are navigated to.
  const namespaces = pageNamespaces(useMatches().map((match) => match.id));
  const [documentNamespaces] = useState(namespaces);
  const widgets = rootData?.widgets ?? null;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {widgets?.headerId ? (
          <script src={widgetEntryScript(widgets.host, widgets.headerId)} nonce={nonce} />
        ) : null}
        {widgets?.footerId ? (
          <script src={widgetEntryScript(widgets.host, widgets.footerId)} nonce={nonce} />
        ) : null}
        {rootData?.fontStylesheet ? <link rel="stylesheet" href={rootData.fontStylesheet} /> : null}
        <Meta />
        <Links />
        {documentNamespaces.map((namespace) => (
          <link
            key={namespace}
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={translationFileUrl(locale, namespace)}
            data-namespace={namespace}
          />
        ))}
      </head>
      <body>
        <I18nProvider locale={locale} namespaces={namespaces} namespacesForPath={namespacesForPath}>
          <FeedbackProvider>
            <Page rootData={rootData} locale={locale}>
              {children}
            </Page>
          </FeedbackProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Page({
  rootData,
  locale,
  children,
}: {
  rootData: ReturnType<typeof useRouteLoaderData<typeof loader>>;
  locale: 'nl' | 'en';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const variant = rootData?.variant ?? 'portal';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <SiteHeader
        locale={locale}
        variant={variant}
        widgetEnabled={Boolean(rootData?.widgets?.headerId)}
        signedIn={Boolean(rootData?.account)}
        account={<AccountMenu locale={locale} account={rootData?.account ?? null} />}
        banner={
          rootData?.showEnvironmentBanner ? (
            <EnvironmentBanner environment={rootData.environment} />
          ) : null
        }
      />
      <LoadingIndicator />
      <div className="layout page">
        {rootData?.account ? (
          <PrintLine account={rootData.account} renderedAt={rootData.renderedAt} />
        ) : null}
        <Breadcrumbs locale={locale} />
        <main id="main" tabIndex={-1}>
          <AlertRegion
            serverAlert={rootData?.alert ?? null}
            serverBanner={rootData?.banner ?? null}
          />
          {children}
          <ToastRegion serverToast={rootData?.toast ?? null} />
        </main>
      </div>
      {rootData?.account ? (
        <SessionExpiry remainingMs={rootData.account.sessionRemainingMs} locale={locale} />
      ) : null}
      <SiteFooter
        locale={locale}
        variant={variant}
        version={rootData?.version ?? ''}
        widgetEnabled={Boolean(rootData?.widgets?.footerId)}
      />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const rootData = useRouteLoaderData<typeof loader>('root');
  return <GeneralErrorBoundary correlationId={rootData?.correlationId} />;
}
