import { describe, expect, it } from 'vitest';
import { nextPathFrom } from './next-path';

describe('nextPathFrom', () => {
  it('keeps a path of this app', () => {
    expect(nextPathFrom('?next=/promo')).toBe('/promo');
    expect(nextPathFrom('?tab=signup&next=%2Fsettings%23billing')).toBe('/settings#billing');
  });

  it('goes Home without one, or for another site', () => {
    expect(nextPathFrom('')).toBe('/');
    expect(nextPathFrom('?next=https://evil.example')).toBe('/');
    expect(nextPathFrom('?next=//evil.example')).toBe('/');
    expect(nextPathFrom('?next=/%5Cevil.example')).toBe('/');
    expect(nextPathFrom('?next=/a%0Ab')).toBe('/');
  });
});
