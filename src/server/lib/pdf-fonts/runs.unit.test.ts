import { describe, expect, it } from 'vitest';
import { type FacePicker, splitRuns } from './runs';

/** Three pretend faces: Latin and Cyrillic with spaces and punctuation, Arabic letters and marks, Han. */
type Face = 'latin' | 'arabic' | 'han';
const covers: Record<Face, RegExp> = {
  latin: /[\p{Script=Latin}\p{Script=Cyrillic}\p{Z}\p{P}\p{N}\p{Sc}]|\u0301/u,
  arabic: /[\p{Script=Arabic}\u064b-\u065f\u200c\u200d]/u,
  han: /\p{Script=Han}/u,
};
const picker: FacePicker<Face> = {
  faceFor: (codePoint) =>
    (['latin', 'arabic', 'han'] as const).find((face) => picker.has(face, codePoint)) ?? 'latin',
  has: (face, codePoint) => covers[face].test(String.fromCodePoint(codePoint)),
};
const runs = (text: string) => splitRuns(text, picker).map((run) => [run.face, run.text, run.rtl]);

describe('splitRuns', () => {
  it('keeps a string one face can draw in one run', () => {
    expect(runs('Łucja Żółć, Анна')).toEqual([['latin', 'Łucja Żółć, Анна', false]]);
  });

  it('cuts where the face changes, spaces staying with the left-to-right text before them', () => {
    expect(runs('Anna 山田 Kim')).toEqual([
      ['latin', 'Anna ', false],
      ['han', '山田', false],
      ['latin', ' Kim', false],
    ]);
  });

  it('keeps marks and joiners with their letter', () => {
    expect(runs('مُحَمَّد')).toEqual([['arabic', 'مُحَمَّد', true]]);
    expect(runs('Jose\u0301')).toEqual([['latin', 'Jose\u0301', false]]);
  });

  it('draws right-to-left words from right to left, with the spaces between them', () => {
    // "محمد علي" in a left-to-right line: the first word read is the rightmost.
    expect(runs('محمد علي')).toEqual([
      ['arabic', 'علي', true],
      ['latin', ' ', false],
      ['arabic', 'محمد', true],
    ]);
  });

  it('leaves left-to-right text, and what follows the last right-to-left word, where they are', () => {
    expect(runs('Mo محمد علي.')).toEqual([
      ['latin', 'Mo ', false],
      ['arabic', 'علي', true],
      ['latin', ' ', false],
      ['arabic', 'محمد', true],
      ['latin', '.', false],
    ]);
    expect(runs('محمد (Mo)')).toEqual([
      ['arabic', 'محمد', true],
      ['latin', ' (Mo)', false],
    ]);
  });

  it('gives an empty string no runs', () => {
    expect(runs('')).toEqual([]);
  });
});
