import { describe, expect, it } from 'vitest';
import { features, tierFeatures } from '../../../../contract/plans';
import { tierBadge, tierFor, tourCategories } from './tour';

describe('the feature tour', () => {
  it('has the spec’s seven categories', () => {
    expect(tourCategories).toHaveLength(7);
  });
  it('badges each feature with the plan on sale that brings it, never a tier nobody can buy', () => {
    expect(tierFor('chat')).toBe('premium');
    expect(tierBadge('chat')).toBe('Enterprise');
    expect(tierBadge('api_access')).toBe('Enterprise');
    expect(tierBadge(null)).toBe('All plans');
    for (const category of tourCategories) {
      for (const feature of category.features) {
        const tier = tierFor(feature.needs);
        if (feature.needs) expect(tierFeatures[tier]).toContain(feature.needs);
      }
    }
    expect(tierBadge('front_desk')).toBe('Enterprise');
    expect(tierBadge('marketing')).toBe('Enterprise');
    expect(tierBadge('team_pay')).toBe('Enterprise');
  });
  it('shows every feature of the catalogue somewhere, so no plan sells what the page leaves out', () => {
    const shown = new Set(tourCategories.flatMap((category) => category.features.map((f) => f.needs)));
    for (const feature of features) expect(shown, feature).toContain(feature);
  });
});
