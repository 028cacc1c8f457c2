import { describe, expect, it } from 'vitest';
import { slugify } from './service';

describe('slugify', () => {
  it('makes a readable URL part from a business name', () => {
    expect(slugify('Willow & Sage Salon')).toBe('willow-sage-salon');
    expect(slugify('  Café Noël — Spa ')).toBe('cafe-noel-spa');
    expect(slugify('!!!')).toBe('business');
  });
});
