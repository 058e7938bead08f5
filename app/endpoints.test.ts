import { describe, expect, it } from 'vitest';
import { endpointHref, signInHref } from './endpoints';

describe('endpoint links', () => {
  it('are site-absolute paths with an encoded query', () => {
    expect(endpointHref('sessionRefresh')).toBe('/sss/api/refresh');
    expect(endpointHref('signOut', { reason: 'user' })).toBe('/auth/signout?reason=user');
    expect(signInHref('/en/privacy?x=1')).toBe('/auth/login?redirectUri=%2Fen%2Fprivacy%3Fx%3D1');
  });
});
