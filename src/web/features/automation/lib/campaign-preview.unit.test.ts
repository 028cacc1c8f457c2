import { describe, expect, it } from 'vitest';
import { renderCampaignText } from '../../../../contract/campaigns';
import { previewFooter, previewValues } from './campaign-preview';

describe('previewValues', () => {
  it("fills a sample client's message with the business's own name, link and code", () => {
    const values = previewValues({
      businessName: 'Glow Studio',
      businessSlug: 'glow-studio',
      origin: 'https://app.example',
      offerCode: 'SPRING10',
    });
    expect(
      renderCampaignText('Hi {{firstName}}, {{businessName}}: {{bookingLink}} {{offerCode}}', values),
    ).toBe('Hi Alex, Glow Studio: https://app.example/booking?business=glow-studio SPRING10');
  });
  it('leaves the code empty without an offer', () => {
    const values = previewValues({
      businessName: 'B',
      businessSlug: 'b-studio',
      origin: 'http://x',
      offerCode: '',
    });
    expect(renderCampaignText('Code: {{offerCode}}', values)).toBe('Code: ');
  });
});

describe('previewFooter', () => {
  it("names the business as the server's footer does", () => {
    expect(previewFooter('Glow Studio')).toBe(
      "You're getting this because you agreed to news and offers from Glow Studio. Unsubscribe: (link)",
    );
  });
});
