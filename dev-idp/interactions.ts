// The sign-in interaction: the form, the credential check, and consent granted without asking.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import { defaultLocale, isLocale, type Locale } from '../app/i18n/locale';
import { authenticate, normaliseLogin, subjectOf } from './accounts';
import { attemptKey, failedAttempts } from './failed-attempts';
import { stringField, strings } from './fields';
import { errorPage, signInPage, type SignInError } from './pages';
import { languageOfAcceptLanguage, languageOfUiLocales, otherLanguage, textsFor } from './texts';

export interface InteractionSettings {
  provider: Provider;
  /** Path the provider is mounted at. */
  basePath: string;
  backendAudience: string;
  backendScope: string;
}

const failedSignInLimit = 10;
const failedSignInWindowSeconds = 5 * 60;

export function interactionRoutes(settings: InteractionSettings): Router {
  const { provider, basePath } = settings;
  const attempts = failedAttempts(failedSignInLimit, failedSignInWindowSeconds);
  const router = express.Router();

  // The language picked on the page itself (link or form) wins over what the application asked for.
  const chosenLanguage = (req: Request): Locale | undefined => {
    const source: unknown = req.method === 'POST' ? req.body : req.query;
    const value = stringField(source, 'lang');
    return isLocale(value) ? value : undefined;
  };
  const languageOf = (req: Request, interaction: Interaction): Locale =>
    chosenLanguage(req) ?? languageOfUiLocales(interaction.params.ui_locales);

  const renderSignIn = (
    res: Response,
    interaction: Interaction,
    language: Locale,
    username = '',
    error?: SignInError,
  ) => {
    const path = `${basePath}/interaction/${encodeURIComponent(interaction.uid)}`;
    res.type('html').send(
      signInPage({
        language,
        basePath,
        formAction: `${path}/login`,
        switchLanguageHref: `${path}?lang=${otherLanguage(language)}`,
        username,
        error,
      }),
    );
  };

  // First-party clients only: what the application asks for is granted, with the backend's scope.
  const grantConsent = async (interaction: Interaction): Promise<string> => {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || typeof clientId !== 'string') {
      throw new errors.SessionNotFound('consent asked without a signed-in account or a client');
    }
    const existing = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(strings(interaction.prompt.details.missingOIDCScope));
    grant.addOIDCClaims(strings(interaction.prompt.details.missingOIDCClaims));
    grant.addResourceScope(settings.backendAudience, settings.backendScope);
    return grant.save();
  };

  const handle =
    (action: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) => {
      action(req, res).catch((error: unknown) => {
        // Expired or unknown interactions are the user's dead end, not a server fault.
        if (error instanceof errors.OIDCProviderError && !res.headersSent) {
          res
            .status(error.status)
            .type('html')
            .send(
              errorPage({
                language:
                  chosenLanguage(req) ??
                  languageOfAcceptLanguage(req.get('accept-language')) ??
                  defaultLocale,
                basePath,
                details: [error.error, error.error_description].filter(Boolean).join(': '),
              }),
            );
          return;
        }
        next(error);
      });
    };

  // The pages belong to one interaction: the back button must not bring back a stale form.
  router.use('/interaction', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(
    '/interaction/:uid',
    handle(async (req, res) => {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.prompt.name === 'consent') {
        const grantId = await grantConsent(interaction);
        await provider.interactionFinished(req, res, { consent: { grantId } });
        return;
      }
      renderSignIn(res, interaction, languageOf(req, interaction));
    }),
  );

  router.post(
    '/interaction/:uid/login',
    express.urlencoded({ extended: false, limit: '4kb' }),
    handle(async (req, res) => {
      const interaction = await provider.interactionDetails(req, res);
      const body: unknown = req.body;
      const username = stringField(body, 'username') ?? '';
      const language = languageOf(req, interaction);
      const texts = textsFor(language).signIn;
      // Per client and user: a guesser stops only itself, never the user signing in elsewhere.
      const key = attemptKey(req.ip, normaliseLogin(username));

      const retryAfter = attempts.blockedFor(key);
      if (retryAfter > 0) {
        res.status(429).set('Retry-After', String(retryAfter));
        renderSignIn(res, interaction, language, username, {
          message: texts.tooManyAttempts,
          invalid: false,
        });
        return;
      }

      const account = authenticate(username, stringField(body, 'password') ?? '');
      if (!account) {
        attempts.recordFailure(key);
        res.status(401);
        renderSignIn(res, interaction, language, username, {
          message: texts.invalidCredentials,
          invalid: true,
        });
        return;
      }

      attempts.clear(key);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: subjectOf(account) } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  return router;
}
