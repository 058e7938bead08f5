// The vehicle domain's backend calls as its screens use them: a Belgian vehicle by its plate, a
// foreign one by its country and plate(s), each on the date of the facts when one is asked; and
// the search screen's two GET forms, which lead to those screens. Each lookup builds on the shared
// subject lookup, so a route module only asks and renders. A vehicle names its holder, a person:
// every view is a consultation of its own, written to the legal log by the backend.
import { data } from '@remix-run/node';
import type { Role } from '@contracts/session';
import {
  getBelgianVehicle,
  getForeignVehicle,
  type ForeignVehicle,
  type belgianVehicleSources,
  type foreignVehicleSources,
} from '@contracts/vehicle';
import { callBackend } from '~/backend/client.server';
import { askedPastDate } from '~/consultation/asked-date';
import { consultedNow } from '~/consultation/consultation-memory.server';
import {
  lookupInPath,
  type AlsoAsked,
  type SubjectRule,
} from '~/consultation/subject-lookup.server';
import { schemaForm, urlLookup } from '~/consultation/url-search.server';
import { vehicleCountries } from '~/domains/address/code-lists.server';
import { issue } from '~/lib/validation/issue';
import { normalisePlate, validateBelgianPlate, validateForeignPlate } from '~/lib/validation/plate';
import type { RequestArgs } from '~/load-context';
import { vehicleCapabilities } from './capabilities';
import {
  belgianVehicleSearchSchema,
  foreignVehicleSearchSchema,
  isVehicleCountry,
  searchFields,
} from './search-schema';

export const belgianPlateSubject: SubjectRule = {
  field: searchFields.plate,
  validate: validateBelgianPlate,
  normalise: normalisePlate,
};

export const foreignPlateSubject: SubjectRule = {
  field: searchFields.plate1,
  validate: validateForeignPlate,
  normalise: normalisePlate,
};

/** The date of the facts a link asks for: a real date, not in the future. Empty when none is asked. */
export function factsDate(url: URL, today = new Date()) {
  return askedPastDate(url, searchFields.date, today);
}

/** A Belgian vehicle by the plate in the path, on the link's date of the facts (or today). */
export async function lookupBelgianVehicle(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = vehicleCapabilities(role);
  const date = factsDate(new URL(request.url));
  const lookup = await lookupInPath(args, 'nummerplaat', {
    subject: belgianPlateSubject,
    options: capabilities.belgian,
    alsoAsked: [date],
    consult: ({ subject, source, reference }) =>
      consultedNow(async () => ({
        vehicle: await callBackend(getBelgianVehicle, {
          request,
          context,
          query: {
            nummerplaat: subject,
            datum: date.iso || undefined,
            bron: source as (typeof belgianVehicleSources)[number],
            reference: reference || undefined,
          },
        }),
      })),
  });
  return { ...lookup, capabilities, date: date.iso };
}

/**
 * A foreign vehicle by the country and plate(s) in the path, on the link's date of the facts, with
 * the vehicle countries of the search form and the country named in the screen's language. A
 * second plate the role may not ask (its toggle is off) is a path that does not exist.
 */
export async function lookupForeignVehicle(args: RequestArgs, role: Role | null) {
  const { request, context } = args;
  const capabilities = vehicleCapabilities(role);
  const plate2 = args.params?.nummerplaat2;
  if (plate2 !== undefined && !capabilities.secondPlate) throw data(null, { status: 404 });
  const date = factsDate(new URL(request.url));
  const land = (args.params?.land ?? '').trim().toUpperCase();
  const alsoAsked: AlsoAsked[] = [
    {
      field: searchFields.country,
      typed: land,
      issue: isVehicleCountry(land) ? null : issue(land ? 'invalid' : 'required'),
    },
    date,
  ];
  if (plate2 !== undefined) {
    alsoAsked.push({
      field: searchFields.plate2,
      typed: plate2,
      issue: validateForeignPlate(plate2),
    });
  }
  const [lookup, countries] = await Promise.all([
    lookupInPath(args, 'nummerplaat1', {
      subject: foreignPlateSubject,
      options: capabilities.foreign,
      alsoAsked,
      consult: ({ subject, source, reference }) =>
        consultedNow(async () => ({
          vehicle: await callBackend(getForeignVehicle, {
            request,
            context,
            query: {
              land,
              nummerplaat1: subject,
              nummerplaat2: plate2 === undefined ? undefined : normalisePlate(plate2),
              datum: date.iso || undefined,
              bron: source as (typeof foreignVehicleSources)[number],
              reference: reference || undefined,
            },
          }),
        })),
    }),
    vehicleCountries(args),
  ]);
  const country = countries.find((entry) => entry.isoCode === land)?.land ?? land;
  const { outcome } = lookup;
  return {
    ...lookup,
    outcome:
      outcome.state === 'found'
        ? {
            ...outcome,
            found: { ...outcome.found, vehicle: withCountryName(outcome.found.vehicle, country) },
          }
        : outcome,
    capabilities,
    countries,
    land,
    country,
    plate2: plate2 === undefined ? null : normalisePlate(plate2),
    date: date.iso,
  };
}

/**
 * A foreign vehicle with its country named in the screen's language (the source names it in
 * Dutch), in its registration and in the addresses of its holders in that country.
 */
function withCountryName(vehicle: ForeignVehicle, name: string): ForeignVehicle {
  const land = { ...vehicle.land, naam: name };
  return {
    ...vehicle,
    land,
    houder: vehicle.houder && {
      ...vehicle.houder,
      adres:
        vehicle.houder.adres.land.isoCode === land.isoCode
          ? { ...vehicle.houder.adres, land }
          : vehicle.houder.adres,
    },
    houders: vehicle.houders.map((period) =>
      period.adres.land.isoCode === land.isoCode
        ? { ...period, adres: { ...period.adres, land } }
        : period,
    ),
  };
}

/**
 * The search screen's forms are GET forms, so a search lives in the URL (see urlLookup): a valid
 * plate leads to its vehicle's screen (which consults, and shows the no-result panel for a miss);
 * an invalid one is shown on its form with the field's error. Nothing asked: null.
 */
export async function vehicleSearchFromUrl(args: RequestArgs, role: Role | null) {
  const capabilities = vehicleCapabilities(role);
  const belgian = await urlLookup(args, {
    asks: (params) => params.has(searchFields.plate) && capabilities.belgian.sources.length > 0,
    form: schemaForm(belgianVehicleSearchSchema(capabilities.belgian)),
    opens: ({ nummerplaat, datum, reference }) => ({
      screen: 'belgianVehicle',
      params: { nummerplaat },
      consultation: {
        source: capabilities.belgian.sources[0] ?? 'DIV',
        reference,
        asked: { [searchFields.date]: datum },
      },
    }),
  });
  if (belgian) return { form: 'belgian' as const, ...belgian };
  const foreign = await urlLookup(args, {
    asks: (params) => params.has(searchFields.plate1) && capabilities.foreign.sources.length > 0,
    form: schemaForm(foreignVehicleSearchSchema(capabilities.foreign, capabilities)),
    opens: ({ land, nummerplaat1, nummerplaat2, datum, reference }) => ({
      screen: 'foreignVehicle',
      params: { land, nummerplaat1, nummerplaat2 },
      consultation: {
        source: capabilities.foreign.sources[0] ?? 'EUCARIS',
        reference,
        asked: { [searchFields.date]: datum },
      },
    }),
  });
  return foreign && { form: 'foreign' as const, ...foreign };
}

/**
 * The search screen: what the role may ask, the search in the URL (a valid one redirects to its
 * vehicle, an invalid one comes back with its errors) and, for the foreign form, the countries.
 */
export async function vehicleSearchScreen(args: RequestArgs, role: Role | null) {
  const capabilities = vehicleCapabilities(role);
  const [search, countries] = await Promise.all([
    vehicleSearchFromUrl(args, role),
    capabilities.foreign.sources.length > 0 ? vehicleCountries(args) : [],
  ]);
  return { capabilities, search, countries };
}
