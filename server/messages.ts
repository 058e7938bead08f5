// The few texts the Express layer answers itself (rate limits, forgery, body errors), translated.
import { localeFromPath } from '../app/i18n/locale';
import en from '../app/locales/en/common.json';
import nl from '../app/locales/nl/common.json';

const catalogue = { nl, en };

export type ServerMessage =
  | 'rateLimited'
  | 'forbidden'
  | 'badRequest'
  | 'notFound'
  | 'methodNotAllowed'
  | 'lengthRequired'
  | 'tooLarge'
  | 'unsupportedMediaType'
  | 'serverError';

export function serverMessage(path: string, message: ServerMessage): string {
  const texts = catalogue[localeFromPath(path)].errors;
  switch (message) {
    case 'rateLimited':
      return texts.rateLimited;
    case 'forbidden':
      return texts.titles['403'];
    case 'badRequest':
      return texts.messages['400'];
    case 'notFound':
      return texts.messages['404'];
    case 'methodNotAllowed':
      return texts.messages['405'];
    case 'lengthRequired':
      return texts.messages['411'];
    case 'tooLarge':
      return texts.messages['413'];
    case 'unsupportedMediaType':
      return texts.messages['415'];
    case 'serverError':
      return texts.messages['5xx'];
  }
}
