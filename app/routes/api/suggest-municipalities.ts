// GET /api/suggest/municipalities?q=…: town suggestions for the address form's autocomplete.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { townSuggestionQuery } from '@contracts/code-lists';
import { townSuggestions } from '~/domains/address/code-lists.server';
import { suggestionLoader } from './suggestions.server';

export function loader(args: LoaderFunctionArgs) {
  return suggestionLoader(args, townSuggestionQuery, ({ q }) => townSuggestions(args, q));
}
