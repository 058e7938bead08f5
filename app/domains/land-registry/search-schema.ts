// The land registry start screen's forms as zod schemas shared by the browser and the server,
// under the names of the screen's URL: a parcel by its capakey, a parcel by place (municipality,
// cadastral division, section and plot number, each chosen from the list of the one before), and
// the ownership states of an owner (a national number or an enterprise number, exactly one). A
// search's URL is its link, so Back shows it again and it works without JavaScript.
import { z } from 'zod';
import { normaliseCapakey, validateCapakey } from '~/lib/validation/capakey';
import {
  normaliseEnterpriseNumber,
  validateEnterpriseNumber,
} from '~/lib/validation/enterprise-number';
import { normaliseInsz, validateInsz } from '~/lib/validation/insz';
import { issue, reportIssue } from '~/lib/validation/issue';
import { isBlank } from '~/lib/validation/required';
import { referenceFieldSchema } from '~/lib/validation/schemas';
import { searchFields } from './search-fields';

const f = searchFields;
const optionalText = z.string().trim().default('');

/**
 * A capakey as typed: upper or lower case, with spaces anywhere (12345 a 0678 / 00B000); read as
 * the capakey without them, in upper case.
 */
export function typedCapakey(value: string): string {
  return normaliseCapakey(value.replace(/\s+/g, ''));
}

export function capakeySearchSchema({ referenceRequired }: { referenceRequired: boolean }) {
  return z
    .object({
      [f.mode]: z.literal('capakey').default('capakey'),
      [f.capakey]: optionalText,
      [f.reference]: referenceFieldSchema(referenceRequired),
    })
    .superRefine((search, ctx) => {
      reportIssue(ctx, validateCapakey(typedCapakey(search[f.capakey])), [f.capakey]);
    })
    .transform((search) => ({ ...search, [f.capakey]: typedCapakey(search[f.capakey]) }));
}
export type CapakeySearch = z.output<ReturnType<typeof capakeySearchSchema>>;

/**
 * The lists the place pickers offer, each for the choice before it: null while that choice is not
 * made (or not one of its list). A choice is valid only within its list.
 */
export interface PlaceChain {
  municipalities: readonly string[];
  divisions: readonly string[] | null;
  sections: readonly string[] | null;
  plots: readonly string[] | null;
}

/** The picker lists as the loader read them for the choices in the URL (null: not yet). */
export interface PickerLists {
  municipalities: PickerOption[];
  divisions: PickerOption[] | null;
  sections: PickerOption[] | null;
  plots: PickerOption[] | null;
}
export interface PickerOption {
  value: string;
  label: string;
}

/** The values each picker list offers: what a choice is checked against. */
export function chainOf(lists: PickerLists): PlaceChain {
  const values = (list: PickerOption[] | null) => list?.map((one) => one.value) ?? null;
  return {
    municipalities: lists.municipalities.map((one) => one.value),
    divisions: values(lists.divisions),
    sections: values(lists.sections),
    plots: values(lists.plots),
  };
}

export function placeSearchSchema({
  referenceRequired,
  chain,
}: {
  referenceRequired: boolean;
  chain: PlaceChain;
}) {
  return z
    .object({
      [f.mode]: z.literal('plaats'),
      [f.municipality]: optionalText,
      [f.division]: optionalText,
      [f.section]: optionalText,
      [f.plot]: optionalText,
      [f.reference]: referenceFieldSchema(referenceRequired),
    })
    .superRefine((search, ctx) => {
      const municipality = search[f.municipality];
      const division = search[f.division];
      const section = search[f.section];
      const plot = search[f.plot];
      if (isBlank(municipality)) reportIssue(ctx, issue('required'), [f.municipality]);
      else if (!chain.municipalities.includes(municipality))
        reportIssue(ctx, issue('invalid'), [f.municipality]);
      if (!isBlank(division) && !chain.divisions?.includes(division))
        reportIssue(ctx, issue('landRegistry.divisionOutOfChain'), [f.division]);
      if (!isBlank(section)) {
        if (isBlank(division)) reportIssue(ctx, issue('landRegistry.divisionFirst'), [f.section]);
        else if (chain.divisions?.includes(division) && !chain.sections?.includes(section))
          reportIssue(ctx, issue('landRegistry.sectionOutOfChain'), [f.section]);
      }
      if (!isBlank(plot)) {
        if (isBlank(section)) reportIssue(ctx, issue('landRegistry.sectionFirst'), [f.plot]);
        else if (chain.sections?.includes(section) && !chain.plots?.includes(plot))
          reportIssue(ctx, issue('landRegistry.plotOutOfChain'), [f.plot]);
      }
    });
}
export type PlaceSearch = z.output<ReturnType<typeof placeSearchSchema>>;

export function ownerSearchSchema({ referenceRequired }: { referenceRequired: boolean }) {
  return z
    .object({
      [f.mode]: z.literal('eigenaar'),
      [f.insz]: optionalText,
      [f.enterprise]: optionalText,
      [f.reference]: referenceFieldSchema(referenceRequired),
    })
    .superRefine((search, ctx) => {
      const insz = search[f.insz];
      const enterprise = search[f.enterprise];
      if (isBlank(insz) && isBlank(enterprise)) {
        reportIssue(ctx, issue('required'), [f.insz]);
        return;
      }
      if (!isBlank(insz) && !isBlank(enterprise)) {
        reportIssue(ctx, issue('landRegistry.ownerOneNumber'), [f.enterprise]);
        return;
      }
      if (!isBlank(insz)) reportIssue(ctx, validateInsz(insz), [f.insz]);
      else reportIssue(ctx, validateEnterpriseNumber(enterprise), [f.enterprise]);
    });
}
export type OwnerSearch = z.output<ReturnType<typeof ownerSearchSchema>>;

/** The owner's number as the backend takes it: the bare digits of the one given. */
export function ownerQueryOf(
  search: OwnerSearch,
): { insz: string } | { ondernemingsnummer: string } {
  return isBlank(search[f.insz])
    ? { ondernemingsnummer: normaliseEnterpriseNumber(search[f.enterprise]) }
    : { insz: normaliseInsz(search[f.insz]) };
}
