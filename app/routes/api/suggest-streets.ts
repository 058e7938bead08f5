// GET /api/suggest/streets?postcode=…&nisCode=…&q=…: street suggestions within the chosen town.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { streetSuggestionQuery } from '@contracts/code-lists';
import { streetSuggestions } from '~/domains/address/code-lists.server';
import { suggestionLoader } from './suggestions.server';

export function loader(args: LoaderFunctionArgs) {
  return suggestionLoader(args, streetSuggestionQuery, (query) => streetSuggestions(args, query));
}
