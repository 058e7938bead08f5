// A Belgian municipality typed as text ('Gent', '9000 Gent', 'Sint-Amandsberg'), looked up in the
// code lists: its NIS code, or the validation issue with suggestions when it is not known.
import type { AppLoadContext } from '@remix-run/node';
import { minimumSuggestionLength } from '@contracts/code-lists';
import { comparableName, splitMunicipality } from '~/lib/validation/address';
import { issue, type ValidationIssue } from '~/lib/validation/issue';
import { townSuggestions } from './code-lists.server';

export type MunicipalityLookup =
  { nisCode: string; problem: null } | { nisCode: null; problem: ValidationIssue };

export async function resolveMunicipality(
  caller: { request: Request; context: AppLoadContext },
  text: string,
): Promise<MunicipalityLookup> {
  // '9000 Gent' carries a postcode; 'Sint-Truiden' or 'Sint Truiden' is a name only.
  const split = splitMunicipality(text);
  const postcode = /^\d{4}$/.test(split.postcode) ? split.postcode : '';
  const name = postcode ? split.name : text.trim();
  const wanted = comparableName(name);
  // The town list answers 2 to 100 characters; anything else cannot be a municipality.
  if (name.length < minimumSuggestionLength || name.length > 100) {
    return { nisCode: null, problem: issue('address.unknownMunicipalityNone') };
  }
  let towns = await townSuggestions(caller, name);
  const match = towns.find(
    (town) =>
      (!postcode || town.postCode === postcode) &&
      [town.gemeente, town.postnaam ?? ''].some((known) => comparableName(known) === wanted),
  );
  if (match) return { nisCode: match.nisCode, problem: null };
  // A misspelt name finds nothing as it is: suggest what its beginning finds.
  // At most three shorter tries: a long unknown name costs a few lookups, not dozens.
  for (let tries = 0, length = name.length - 1; towns.length === 0 && tries < 3; tries += 1) {
    if (length < 3) break;
    towns = await townSuggestions(caller, name.slice(0, length));
    length -= 2;
  }
  return {
    nisCode: null,
    problem:
      towns.length > 0
        ? issue('address.unknownMunicipality', {
            suggestions: [...new Set(towns.slice(0, 5).map((town) => town.gemeente))].join(', '),
          })
        : issue('address.unknownMunicipalityNone'),
  };
}
