import { describe, expect, it } from 'vitest';
import { checkCashTendered } from './cash';

describe('cash tendered', () => {
  it('asks for an amount until one is typed', () => {
    expect(checkCashTendered('', 1000)).toEqual({ state: 'empty' });
    expect(checkCashTendered('abc', 1000)).toEqual({ state: 'empty' });
  });

  it('is short below the total and gives change at or above it', () => {
    expect(checkCashTendered('9.99', 1000)).toEqual({ state: 'short', shortCents: 1 });
    expect(checkCashTendered('10', 1000)).toEqual({ state: 'enough', changeCents: 0 });
    expect(checkCashTendered('50.00', 3239)).toEqual({ state: 'enough', changeCents: 1761 });
  });
});
