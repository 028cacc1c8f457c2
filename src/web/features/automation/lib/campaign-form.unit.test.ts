import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../../contract/campaigns';
import {
  type CampaignFormValues,
  campaignToForm,
  countableAudience,
  emptyCampaignForm,
  formToCampaignInput,
  unchosenPickerMessage,
} from './campaign-form';

const audience = (changes: Partial<CampaignFormValues['targetAudience']>) => ({
  ...emptyCampaignForm.targetAudience,
  ...changes,
});

describe('formToCampaignInput', () => {
  it('sends only the value the audience kind needs, and no offer as null', () => {
    const values: CampaignFormValues = {
      ...emptyCampaignForm,
      name: 'Spring',
      subject: 'Hi {{firstName}}',
      body: 'Come back',
      targetAudience: audience({ kind: 'not_seen_for', days: '60', serviceId: '3' }),
    };
    expect(formToCampaignInput(values)).toEqual({
      name: 'Spring',
      description: '',
      subject: 'Hi {{firstName}}',
      body: 'Come back',
      offerId: null,
      targetAudience: { kind: 'not_seen_for', days: 60 },
    });
    expect(formToCampaignInput({ ...values, offerId: '4' }).offerId).toBe(4);
  });
});

describe('countableAudience', () => {
  it('is the audience once complete, else null', () => {
    expect(countableAudience(audience({}))).toEqual({ kind: 'all_subscribed' });
    expect(countableAudience(audience({ kind: 'visited_within', days: '' }))).toBeNull();
    expect(countableAudience(audience({ kind: 'visited_within', days: '0' }))).toBeNull();
    expect(countableAudience(audience({ kind: 'visited_within', days: '30' }))).toEqual({
      kind: 'visited_within',
      days: 30,
    });
    expect(countableAudience(audience({ kind: 'bought_product', productId: '' }))).toBeNull();
    expect(countableAudience(audience({ kind: 'bought_product', productId: '7' }))).toEqual({
      kind: 'bought_product',
      productId: 7,
    });
  });
});

describe('campaignToForm', () => {
  it('puts a campaign back into the inputs as text', () => {
    const campaign = {
      name: 'Facial fans',
      description: null,
      subject: 'S',
      body: 'B',
      offerId: 2,
      targetAudience: { kind: 'booked_service', serviceId: 3 },
    } as Campaign;
    expect(campaignToForm(campaign)).toEqual({
      name: 'Facial fans',
      description: '',
      subject: 'S',
      body: 'B',
      offerId: '2',
      targetAudience: { kind: 'booked_service', days: '', serviceId: '3', productId: '' },
    });
  });
});

describe('unchosenPickerMessage', () => {
  it('asks for the service or product the kind needs when none is chosen', () => {
    expect(unchosenPickerMessage(audience({ kind: 'booked_service' }))).toEqual({
      field: 'serviceId',
      message: 'Choose a service',
    });
    expect(unchosenPickerMessage(audience({ kind: 'bought_product' }))).toEqual({
      field: 'productId',
      message: 'Choose a product',
    });
    expect(unchosenPickerMessage(audience({ kind: 'booked_service', serviceId: '3' }))).toBeNull();
    expect(unchosenPickerMessage(audience({ kind: 'not_seen_for' }))).toBeNull();
  });
});
