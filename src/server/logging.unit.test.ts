import { describe, expect, it } from 'vitest';
import { loggerOptions, safeRequestUrl } from './logging';

// 32 base64url characters, as the app's link tokens are.
const TOKEN = 'Q3vR_x9-LmN2pK8sT1wYzA4bC6dE0fGh';

describe('safeRequestUrl on a route the server matched', () => {
  it.each([
    ['/api/invitations/:token', `/api/invitations/${TOKEN}`, '/api/invitations/[redacted]'],
    [
      '/api/invitations/:token/accept',
      `/api/invitations/${TOKEN}/accept`,
      '/api/invitations/[redacted]/accept',
    ],
    [
      '/api/public/queue/:token/leave',
      `/api/public/queue/${TOKEN}/leave`,
      '/api/public/queue/[redacted]/leave',
    ],
    [
      '/api/public/waitlist/:token/book',
      `/api/public/waitlist/${TOKEN}/book`,
      '/api/public/waitlist/[redacted]/book',
    ],
    [
      '/api/public/unsubscribe/:token',
      `/api/public/unsubscribe/${TOKEN}`,
      '/api/public/unsubscribe/[redacted]',
    ],
    [
      '/api/public/businesses/:id/review-requests/:token/opt-out',
      `/api/public/businesses/12/review-requests/${TOKEN}/opt-out`,
      '/api/public/businesses/12/review-requests/[redacted]/opt-out',
    ],
    ['/api/public/calendar/:file', `/api/public/calendar/${TOKEN}.ics`, '/api/public/calendar/[redacted]'],
    [
      '/api/public/businesses/:id/offers/:code',
      '/api/public/businesses/3/offers/SPRING',
      '/api/public/businesses/3/offers/[redacted]',
    ],
  ])('%s: the secret parameter goes', (route, url, logged) => {
    expect(safeRequestUrl(url, route)).toBe(logged);
  });

  it('covers a later route by its parameter name, whatever it is called, with no list to edit', () => {
    expect(safeRequestUrl(`/api/auth/password-resets/${TOKEN}`, '/api/auth/password-resets/:token')).toBe(
      '/api/auth/password-resets/[redacted]',
    );
    expect(safeRequestUrl('/api/things/123456/confirm', '/api/things/:resetCode/confirm')).toBe(
      '/api/things/[redacted]/confirm',
    );
  });

  it('keeps ids, slugs, actions and the fixed parts', () => {
    expect(
      safeRequestUrl('/api/waiting-rooms/4/queue/17/call', '/api/waiting-rooms/:id/queue/:entryId/:action'),
    ).toBe('/api/waiting-rooms/4/queue/17/call');
    expect(
      safeRequestUrl(
        '/api/appointment-series/8/from/99',
        '/api/appointment-series/:seriesId/from/:appointmentId',
      ),
    ).toBe('/api/appointment-series/8/from/99');
    expect(
      safeRequestUrl('/api/public/businesses/by-slug/glow-2f9a', '/api/public/businesses/by-slug/:slug'),
    ).toBe('/api/public/businesses/by-slug/glow-2f9a');
    // A business's public address is its slug (decision 023): as public as the booking link itself.
    expect(
      safeRequestUrl('/api/public/businesses/glow-2f9a/reviews', '/api/public/businesses/:business/reviews'),
    ).toBe('/api/public/businesses/glow-2f9a/reviews');
    expect(safeRequestUrl('/api/waiting-rooms/4/join-qr.svg', '/api/waiting-rooms/:id/join-qr.svg')).toBe(
      '/api/waiting-rooms/4/join-qr.svg',
    );
  });

  it('drops the query string whole', () => {
    expect(safeRequestUrl(`/api/reviews/5?token=${TOKEN}&page=2`, '/api/reviews/:id')).toBe('/api/reviews/5');
    expect(safeRequestUrl(`/ws?channel=queue&token=${TOKEN}`, '/ws')).toBe('/ws');
  });

  it('redacts a wildcard value', () => {
    expect(safeRequestUrl(`/files/${TOKEN}`, '/files/*')).toBe('/files/[redacted]');
    expect(safeRequestUrl(`/files/a/${TOKEN}`, '/files/*')).toBe('/files/a/[redacted]');
  });
});

describe('safeRequestUrl on a path no route matched (the web pages, unknown addresses)', () => {
  it.each([
    [`/invite/${TOKEN}`, '/invite/[redacted]'],
    [`/unsubscribe/${TOKEN}`, '/unsubscribe/[redacted]'],
    [`/queue/${TOKEN}`, '/queue/[redacted]'],
    [`/queue/${TOKEN}/`, '/queue/[redacted]/'],
    [`/waitlist/${TOKEN}`, '/waitlist/[redacted]'],
    [`/reset-password/${TOKEN}`, '/reset-password/[redacted]'],
    [`/business?business=4&review=${TOKEN}`, '/business'],
    [`/client?business=4&link=${TOKEN}`, '/client'],
    [`/verify-business-email?token=${TOKEN}`, '/verify-business-email'],
    [`/api/nothing/${TOKEN}`, '/api/nothing/[redacted]'],
    // Lowercase hex or lowercase-and-digits is not a word either.
    ['/x/1a2b-3c4d-5e6f', '/x/[redacted]'],
  ])('%s', (url, logged) => {
    expect(safeRequestUrl(url)).toBe(logged);
  });

  it('keeps words and numbers', () => {
    for (const url of [
      '/',
      '/queue/join/12',
      '/walk-ins/3/kiosk',
      '/sales/7/receipt',
      '/favicon.ico',
      '/settings/services',
    ]) {
      expect(safeRequestUrl(url)).toBe(url);
    }
  });
});

describe('the logger', () => {
  const { serializers } = loggerOptions('info');

  it("logs a request's method, its path by the route it matched, and the caller's address", () => {
    expect(
      serializers.req({
        method: 'POST',
        url: `/api/invitations/${TOKEN}/accept?x=1`,
        ip: '10.0.0.1',
        routeOptions: { url: '/api/invitations/:token/accept' },
      }),
    ).toEqual({ method: 'POST', url: '/api/invitations/[redacted]/accept', remoteAddress: '10.0.0.1' });
    expect(serializers.req({ method: 'GET', url: `/waitlist/${TOKEN}`, routeOptions: {} }).url).toBe(
      '/waitlist/[redacted]',
    );
  });

  it('reduces a websocket upgrade path as it reduces a request line', () => {
    expect(serializers.path(`/queue/${TOKEN}?token=${TOKEN}`)).toBe('/queue/[redacted]');
    expect(serializers.path(42)).toBe(42);
  });
});
