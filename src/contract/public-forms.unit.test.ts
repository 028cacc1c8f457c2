import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type * as zm from 'zod/mini';
import {
  portalSignInSchema,
  portalSignUpSchema,
  requestSignInLinkSchema,
  widgetSessionSchema,
} from './portal';
import { publicBookingSchema } from './public-booking';
import {
  accessCodeForm,
  bookingForm,
  chatIntroForm,
  joinQueueForm,
  portalProfileForm,
  reviewForm,
  signInLinkForm,
} from './public-forms';
import { publicReviewSchema } from './reviews';
import { joinQueueSchema } from './waiting-rooms';

type Answer = { ok: true; data: unknown } | { ok: false; messages: Record<string, string> };

/** What a form shows: the values it sends, or the first message under each field. */
function answer(schema: z.ZodType | zm.ZodMiniType, input: unknown): Answer {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return { ok: false, messages };
}

const long = (n: number) => 'x'.repeat(n);

/** Each case: the form's own fields (the classic schema's extra ones added for it). */
function expectSameAnswers(
  form: zm.ZodMiniType,
  contract: z.ZodType,
  cases: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  for (const input of cases) {
    const mini = answer(form, input);
    const classic = answer(contract, { ...input, ...extra });
    // The fields the page adds itself (the business) are not the form's.
    if (classic.ok)
      for (const key of Object.keys(extra)) delete (classic.data as Record<string, unknown>)[key];
    expect(mini, JSON.stringify(input)).toEqual(classic);
  }
}

describe('the public forms answer as the server checks them', () => {
  const booking = {
    serviceId: '3',
    date: '2026-12-01',
    startTime: '10:30',
    clientName: 'Ann Lee',
    clientEmail: 'Ann@Example.com',
    clientPhone: '',
    notes: '',
    sendReminder: true,
    offerCode: '',
    marketingOptIn: false,
  };
  it('booking', () => {
    expectSameAnswers(bookingForm, publicBookingSchema, [
      booking,
      { ...booking, locationId: '2', clientPhone: '(555) 010-4422', offerCode: ' AUTUMN ' },
      {},
      { ...booking, serviceId: undefined, date: '', startTime: '' },
      { ...booking, serviceId: '0', date: '2026-02-30', startTime: '24:00' },
      { ...booking, serviceId: '99999999999', locationId: 'x' },
      { ...booking, clientName: '   ', clientEmail: 'not an email', clientPhone: '555' },
      { ...booking, clientPhone: 'call me', offerCode: long(65) },
      { ...booking, clientPhone: '+1 555 010 4422 1234 5678' },
      { ...booking, clientName: long(256), clientEmail: `${long(250)}@example.com`, notes: long(2001) },
      { ...booking, clientPhone: undefined, offerCode: undefined, notes: null },
    ]);
  });

  const profile = {
    name: 'Ann Lee',
    email: ' Ann@Example.com ',
    phone: '555 010 4422',
    address: '',
    notes: '',
  };
  it('portal sign-up and profile', () => {
    expectSameAnswers(
      portalProfileForm,
      portalSignUpSchema,
      [
        profile,
        { ...profile, address: '1 Main St', notes: 'Allergic to latex', marketingOptIn: true },
        {},
        { ...profile, name: 'A', email: 'nope', phone: '' },
        { ...profile, phone: '12345', address: long(256), notes: long(5001) },
        { ...profile, phone: long(51), name: long(256) },
      ],
      { business: 'willow-sage-salon' },
    );
  });

  it('sign-in link, access code and chat introduction', () => {
    expectSameAnswers(signInLinkForm, requestSignInLinkSchema, [{ email: 'a@b.co' }, { email: '' }, {}], {
      business: 'willow-sage-salon',
    });
    expectSameAnswers(accessCodeForm, portalSignInSchema.options[0], [
      { accessCode: ' ABC123 ' },
      { accessCode: '  ' },
      {},
      { accessCode: long(201) },
    ]);
    expectSameAnswers(
      chatIntroForm,
      widgetSessionSchema,
      [{ name: 'Ann', email: 'ANN@b.co' }, { name: ' A ', email: 'x' }, {}],
      { business: 'willow-sage-salon' },
    );
  });

  const review = {
    rating: '5',
    title: 'Lovely',
    comment: 'The best haircut I have had.',
    reviewerName: 'Ann',
    reviewerEmail: 'Ann@b.co',
  };
  it('review', () => {
    expectSameAnswers(reviewForm, publicReviewSchema, [
      review,
      { ...review, requestToken: long(30), website: '' },
      {},
      { ...review, rating: '0', title: ' ', comment: 'short', reviewerName: '', reviewerEmail: 'x' },
      { ...review, rating: '4.5', title: long(201), comment: long(1001), reviewerName: long(101) },
      { ...review, rating: '6', requestToken: 'short', website: long(501) },
    ]);
  });

  it('joining a waiting list', () => {
    expectSameAnswers(joinQueueForm, joinQueueSchema, [
      { clientName: 'Ann L', clientEmail: 'ANN@b.co', clientPhone: '555 010 4422', serviceId: 4 },
      { clientName: 'Ann', clientEmail: '', clientPhone: '' },
      { clientName: 'Ann' },
      {},
      { clientName: long(101), clientEmail: 'x', clientPhone: '12', serviceId: 0 },
      { clientName: ' ', clientEmail: null, clientPhone: null, serviceId: null },
    ]);
  });
});
