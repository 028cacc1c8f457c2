import { describe, expect, it } from 'vitest';
import { accentStyle, contrastWithWhite, readableAccent } from './accent-color';

describe('readableAccent', () => {
  it('keeps a dark enough colour as it is', () => {
    expect(readableAccent('#4F46E5')).toBe('#4f46e5');
    expect(readableAccent('#000000')).toBe('#000000');
  });

  it('darkens a pale colour until white text on it passes AA', () => {
    const accent = readableAccent('#ffd700');
    expect(accent).not.toBeNull();
    expect(accent).not.toBe('#ffd700');
    expect(contrastWithWhite(accent as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(readableAccent('#ffffff') as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('ignores anything that is not #rrggbb', () => {
    expect(readableAccent(null)).toBeNull();
    expect(readableAccent('red')).toBeNull();
    expect(readableAccent('#fff')).toBeNull();
    expect(accentStyle('url(x)')).toEqual({});
  });

  it('sets the primary colour variables', () => {
    expect(accentStyle('#0f766e')).toMatchObject({ '--color-primary-600': '#0f766e' });
  });
});
