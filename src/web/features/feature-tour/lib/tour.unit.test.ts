import { describe, expect, it } from 'vitest';
import { features, tierFeatures } from '../../../../contract/plans';
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
    expect(tierBadge('front_desk')).toBe('Basic and up');
    expect(tierBadge('marketing')).toBe('Premium and up');
    expect(tierBadge('team_pay')).toBe('Enterprise and up');
  });
  it('shows every feature of the catalogue somewhere, so no plan sells what the page leaves out', () => {
    const shown = new Set(tourCategories.flatMap((category) => category.features.map((f) => f.needs)));
    for (const feature of features) expect(shown, feature).toContain(feature);
  });
});
