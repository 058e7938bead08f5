import { describe, expect, it } from 'vitest';
import { demoSessionRole as roleOf } from '../../../tests/support/demo-role';
import { educationCapabilities } from './capabilities';

describe('educationCapabilities', () => {
  it('lets the social service consult the education source without a reference', () => {
    expect(educationCapabilities(roleOf('SocialeDienst'))).toEqual({
      lookup: { sources: ['ONDERWIJS'], referenceRequired: false },
    });
  });

  it('gives a role without the permission nothing to ask', () => {
    expect(educationCapabilities(roleOf('Burgerzaken')).lookup.sources).toEqual([]);
    expect(educationCapabilities(null).lookup.sources).toEqual([]);
  });
});
