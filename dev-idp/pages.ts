// The identity provider's HTML pages, rendered on the server: no styles or scripts without a nonce.
import {
  demoAccounts,
  demoOrganisations,
  demoPassword,
  demoRoles,
  type DemoAccount,
} from '@contracts/demo-catalogue';
import type { Locale } from '../app/i18n/locale';
import { fill, otherLanguage, textsFor, type Texts } from './texts';

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

interface Layout {
  language: Locale;
  /** Path the provider is mounted at, for its stylesheet. */
  basePath: string;
  title: string;
  main: string;
  languageSwitch?: string;
}

function layout({ language, basePath, title, main, languageSwitch = '' }: Layout): string {
  const { header } = textsFor(language);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(header.application)}</title>
<link rel="stylesheet" href="${escapeHtml(basePath)}/static/idp.css">
</head>
<body>
<header class="idp-header">
<div class="idp-header__inner">
<p class="idp-header__brand">${escapeHtml(header.brand)}</p>
<p class="idp-header__application">${escapeHtml(header.application)}
<span class="idp-header__environment">${escapeHtml(header.environment)}</span></p>
${languageSwitch}
</div>
</header>
<main class="idp-main">
${main}
</main>
</body>
</html>
`;
}

function rolesOf(account: DemoAccount, texts: Texts): string {
  const names = [
    ...account.roles.map(({ role }) => escapeHtml(demoRoles[role].name)),
    ...(account.unknownRoleCodes ?? []).map((code) =>
      fill(escapeHtml(texts.accounts.unknownRole), { code: `<code>${escapeHtml(code)}</code>` }),
    ),
  ];
  return names.length > 0 ? names.join(', ') : escapeHtml(texts.accounts.noRoles);
}

function accountsTable(texts: Texts): string {
  const { accounts } = texts;
  const rows = demoAccounts
    .map(
      (account) => `<tr>
<td><code>${escapeHtml(account.login)}</code></td>
<td>${escapeHtml(`${account.givenName} ${account.familyName}`)}</td>
<td>${escapeHtml(demoOrganisations[account.organisation].name)}</td>
<td>${rolesOf(account, texts)}</td>
</tr>`,
    )
    .join('\n');
  return `<p>${fill(escapeHtml(accounts.password), { password: `<code>${escapeHtml(demoPassword)}</code>` })}</p>
<div class="idp-scroll" role="region" aria-labelledby="demo-accounts" tabindex="0">
<table class="idp-accounts">
<caption id="demo-accounts">${escapeHtml(accounts.caption)}</caption>
<thead>
<tr><th scope="col">${escapeHtml(accounts.login)}</th><th scope="col">${escapeHtml(accounts.name)}</th><th scope="col">${escapeHtml(accounts.organisation)}</th><th scope="col">${escapeHtml(accounts.roles)}</th></tr>
</thead>
<tbody>
${rows}
</tbody>
</table>
</div>`;
}

export interface SignInError {
  message: string;
  /** The credentials were wrong, rather than the attempts too many: the fields are marked invalid. */
  invalid: boolean;
}

export interface SignInPage {
  language: Locale;
  basePath: string;
  formAction: string;
  /** The same interaction in the other language. */
  switchLanguageHref: string;
  username: string;
  error?: SignInError;
}

export function signInPage(page: SignInPage): string {
  const texts = textsFor(page.language);
  const { signIn } = texts;
  const other = otherLanguage(page.language);
  const errorId = 'sign-in-error';
  const invalid = page.error?.invalid ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const alert = page.error
    ? `<div class="idp-alert" role="alert" id="${errorId}"><p>${escapeHtml(page.error.message)}</p></div>`
    : '';
  const main = `<h1>${escapeHtml(signIn.title)}</h1>
<p class="idp-lead">${escapeHtml(signIn.intro)}</p>
${alert}
<form class="idp-form" method="post" action="${escapeHtml(page.formAction)}">
<input type="hidden" name="lang" value="${page.language}">
<div class="idp-field">
<label for="username">${escapeHtml(signIn.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(page.username)}"${invalid}>
</div>
<div class="idp-field">
<label for="password">${escapeHtml(signIn.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
</div>
<button class="idp-button" type="submit">${escapeHtml(signIn.submit)}</button>
</form>
${accountsTable(texts)}`;
  const languageSwitch = `<nav class="idp-language" aria-label="${escapeHtml(texts.language.label)}">
<a href="${escapeHtml(page.switchLanguageHref)}" lang="${other}" hreflang="${other}">${escapeHtml(texts.language.switchTo)}</a>
</nav>`;
  return layout({ ...page, title: signIn.title, main, languageSwitch });
}

export interface SignOutPage {
  language: Locale;
  basePath: string;
  /** oidc-provider's confirmation form. */
  form: string;
  nonce: string | undefined;
}

/** Submits oidc-provider's form at once, or on a button press when scripts do not run. */
export function signOutPage({ language, basePath, form, nonce }: SignOutPage): string {
  const { signOut } = textsFor(language);
  const confirm = `<input type="hidden" name="logout" value="yes">
<button class="idp-button" type="submit">${escapeHtml(signOut.submit)}</button>
</form>`;
  const script = nonce
    ? `<script nonce="${escapeHtml(nonce)}">document.forms[0].submit()</script>`
    : '';
  const main = `<h1>${escapeHtml(signOut.inProgress)}</h1>
${form.replace('</form>', confirm)}
${script}`;
  return layout({ language, basePath, title: signOut.title, main });
}

export function signedOutPage(language: Locale, basePath: string): string {
  const { signOut } = textsFor(language);
  const main = `<h1>${escapeHtml(signOut.done)}</h1>
<p>${escapeHtml(signOut.afterwards)}</p>`;
  return layout({ language, basePath, title: signOut.done, main });
}

export interface ErrorPage {
  language: Locale;
  basePath: string;
  /** The OAuth error and its description, in English as oidc-provider writes them. */
  details: string;
}

export function errorPage({ language, basePath, details }: ErrorPage): string {
  const { error } = textsFor(language);
  const main = `<h1>${escapeHtml(error.title)}</h1>
<p>${escapeHtml(error.message)}</p>
<p class="idp-note">${fill(escapeHtml(error.details), { details: `<code lang="en">${escapeHtml(details)}</code>` })}</p>`;
  return layout({ language, basePath, title: error.title, main });
}
