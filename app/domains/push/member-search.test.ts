import { describe, expect, it } from 'vitest';
import { parseForm, type FormErrors } from '~/page-state/parse-form';
import { asksMemberSearch, memberSearchSchema } from './member-search';
import { groupOptions } from './member-search-form';

const waste = { id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a11', naam: 'Afvalophaling' };
const library = { id: '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a12', naam: 'Bibliotheek' };
const elsewhere = '5a0e7c1e-3b0d-4c59-9a51-6f3d2b8e1a13';

const query = (values: Record<string, string>) => new URLSearchParams(values);

/** The message keys of a search's field, when it was refused. */
function groupErrors(values: Record<string, string>, groups: readonly string[]) {
  const submission = parseForm(query(values), memberSearchSchema(groups));
  expect(submission.status).toBe('error');
  const issues: FormErrors | null | undefined =
    submission.status === 'error' ? submission.error?.groep : undefined;
  return (issues ?? []).map((issue) => issue.key);
}

describe('the member search', () => {
  it('is asked by its form, or by a link that names a group', () => {
    expect(asksMemberSearch(query({ zoeken: '1' }))).toBe(true);
    expect(asksMemberSearch(query({ groep: waste.id }))).toBe(true);
    expect(asksMemberSearch(query({}))).toBe(false);
    expect(asksMemberSearch(query({ sorteer: 'naam:Asc' }))).toBe(false);
  });

  it("reads a group of the organisation's, and no group as every group", () => {
    const schema = memberSearchSchema([waste.id, library.id]);
    const ofGroup = parseForm(query({ groep: waste.id }), schema);
    expect(ofGroup.status === 'success' && ofGroup.value).toEqual({
      zoek: '',
      status: '',
      groep: waste.id,
    });
    const everyGroup = parseForm(query({ zoek: 'Peeters', groep: '', zoeken: '1' }), schema);
    expect(everyGroup.status === 'success' && everyGroup.value).toMatchObject({ groep: '' });
  });

  it('refuses a group that is not one of its groups on its field, and one that is no id', () => {
    expect(groupErrors({ groep: elsewhere }, [waste.id])).toEqual(['push.unknownGroup']);
    expect(groupErrors({ groep: 'afval' }, [waste.id])).toEqual(['invalid']);
  });

  it('takes any group id while the groups are not known', () => {
    const submission = parseForm(query({ groep: elsewhere }), memberSearchSchema(null));
    expect(submission.status === 'success' && submission.value).toMatchObject({
      groep: elsewhere,
    });
  });
});

describe('the group choices', () => {
  it("are the organisation's groups, and the one asked when it is none of them", () => {
    expect(groupOptions([waste, library], waste.id, 'Onbekende groep')).toEqual([
      { value: waste.id, label: 'Afvalophaling' },
      { value: library.id, label: 'Bibliotheek' },
    ]);
    expect(groupOptions([waste], '', 'Onbekende groep')).toEqual([
      { value: waste.id, label: 'Afvalophaling' },
    ]);
    expect(groupOptions([waste], elsewhere, 'Onbekende groep')).toEqual([
      { value: waste.id, label: 'Afvalophaling' },
      { value: elsewhere, label: 'Onbekende groep' },
    ]);
  });
});
