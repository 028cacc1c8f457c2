import { describe, expect, it } from 'vitest';
import { tierFeatures } from '../../../../contract/plans';
import { tierBadge, tierFor, tourCategories } from './tour';

describe('the feature tour', () => {
  it('has the spec’s seven categories', () => {
    expect(tourCategories).toHaveLength(7);
  });
  it('badges each feature with the first plan of the catalogue that includes it', () => {
    expect(tierFor('chat')).toBe('premium');
    expect(tierBadge('chat')).toBe('Premium and up');
    expect(tierBadge('api_access')).toBe('Enterprise and up');
    expect(tierBadge(null)).toBe('All plans');
    for (const category of tourCategories) {
      for (const feature of category.features) {
        const tier = tierFor(feature.needs);
        if (feature.needs) expect(tierFeatures[tier]).toContain(feature.needs);
      }
    }
  });
});
