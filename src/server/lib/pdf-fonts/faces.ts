import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { type FacePicker, type Run, splitRuns } from './runs';

/**
 * The fonts of every PDF: Noto Sans and its siblings from the @fontsource-variable packages (decision 018).
 *
 * Each package holds one variable font (weight axis) cut into WOFF2 files by Unicode range, as Google Fonts
 * serves it: `unicode.json` names each file's range. fontkit (inside pdfkit) can't embed a WOFF2 font (its
 * subsetter copies glyph bytes that WOFF2 stores transformed) nor a weight of a variable one, so a file is
 * turned, when a PDF first needs it, into two plain TrueType fonts pinned at 400 and 700 by HarfBuzz
 * (subset-font; about 5-50 ms a file), kept in memory for the next PDFs. pdfkit then embeds only the glyphs
 * a document uses.
 */

export type Weight = 400 | 700;

export type Face = {
  /** The name it is registered under in a document. */
  key: string;
  /** Parsed once and shared by every document (pdfkit takes a fontkit font as it is since 0.20). */
  font: fontkit.Font;
  /** Ascent, and ascent + descent + line gap, per point of font size. */
  ascender: number;
  lineHeight: number;
};

/** One WOFF2 file of a family: its Unicode ranges as flat [from, to, from, to, ...]. */
type Chunk = { id: string; subset: string; file: string; ranges: number[] };
type Family = { id: string; chunks: Chunk[] };

const WORD_JOINER = 0x2060;

const require = createRequire(import.meta.url);

/** `U+0000-00FF,U+0131` as [0x0, 0xff, 0x131, 0x131]. */
function parseRanges(ranges: string): number[] {
  return ranges.split(',').flatMap((range) => {
    const [from = '', to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

function family(pkg: string, id: string): Family {
  const unicode: Record<string, string> = JSON.parse(
    readFileSync(require.resolve(`${pkg}/unicode.json`), 'utf8'),
  );
  return {
    id,
    chunks: Object.entries(unicode).map(([subset, ranges]) => {
      const name = subset.replace(/^\[(\d+)\]$/, '$1'); // the numbered slices of the CJK fonts: "[42]"
      return {
        id: `${id}-${name}`,
        subset: name,
        file: require.resolve(`${pkg}/files/${id}-${name}-wght-normal.woff2`),
        ranges: parseRanges(ranges),
      };
    }),
  };
}

let families: Record<'sans' | 'arabic' | 'sc' | 'jp' | 'kr', Family> | undefined;
function catalog() {
  families ??= {
    sans: family('@fontsource-variable/noto-sans', 'noto-sans'), // Latin, Greek, Cyrillic, Vietnamese
    arabic: family('@fontsource-variable/noto-sans-arabic', 'noto-sans-arabic'),
    sc: family('@fontsource-variable/noto-sans-sc', 'noto-sans-sc'), // Han (GB 2312 and most of Big5), Kana
    jp: family('@fontsource-variable/noto-sans-jp', 'noto-sans-jp'), // all JIS X 0208 kanji
    kr: family('@fontsource-variable/noto-sans-kr', 'noto-sans-kr'), // Hangul, hanja
  };
  return families;
}

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;

/**
 * Which families are asked, in order. Han characters are shared by the three CJK fonts but drawn the way
 * each country writes them, so a string with kana takes them from the Japanese font, one with Hangul from
 * the Korean, any other from the Simplified Chinese (the widest Han set of the three).
 */
function fallbackOrder(text: string): Family[] {
  const { sans, arabic, sc, jp, kr } = catalog();
  if (KANA.test(text)) return [sans, arabic, jp, sc, kr];
  if (HANGUL.test(text)) return [sans, arabic, kr, sc, jp];
  return [sans, arabic, sc, jp, kr];
}

const inChunk = (chunk: Chunk, codePoint: number) => {
  for (let i = 0; i < chunk.ranges.length; i += 2) {
    if (codePoint >= (chunk.ranges[i] ?? 0) && codePoint <= (chunk.ranges[i + 1] ?? -1)) return true;
  }
  return false;
};

type Faces = Record<Weight, Face>;

async function instance(chunk: Chunk, woff2: Buffer, weight: Weight): Promise<Face> {
  const data = await subsetFont(woff2, undefined, {
    keepAllGlyphs: true,
    variationAxes: { wght: weight },
    targetFormat: 'sfnt',
  });
  const font = fontkit.create(data);
  // The instance keeps the variable font's name ("NotoSansSC-Thin"); the PDF's font list says which it is.
  const family = (font.postscriptName ?? 'NotoSans').split('-')[0];
  const postscriptName = `${family}-${weight === 700 ? 'Bold' : 'Regular'}-${chunk.subset}`;
  Object.defineProperty(font, 'postscriptName', { value: postscriptName });
  // A glyph that a substitution splits off its letter (Noto Sans Arabic draws the dots of ة, ق and ي as
  // marks) stands for no character, and pdfkit would map it to nothing in the PDF's text layer, which
  // readers take as the glyph's number (U+0001...). In the runs pdfkit gets, such a glyph stands for U+2060
  // WORD JOINER instead: invisible, and skipped by text extraction (pdf.js drops format characters), so
  // "حلاقة" copies as written. fontkit's own glyph objects are left alone: it keeps them between layouts and
  // would hide a glyph that says it is a default-ignorable character.
  const layout = font.layout.bind(font);
  Object.defineProperty(font, 'layout', {
    value: (text: string, features?: unknown) => {
      const run = layout(text, features);
      run.glyphs = run.glyphs.map((glyph) =>
        glyph.codePoints.length > 0 ? glyph : Object.create(glyph, { codePoints: { value: [WORD_JOINER] } }),
      );
      return run;
    },
  });
  const perPoint = 1 / font.unitsPerEm;
  return {
    key: `${chunk.id}-${weight}`,
    font,
    ascender: font.ascent * perPoint,
    lineHeight: (font.ascent - font.descent + font.lineGap) * perPoint,
  };
}

/** Chunks made into faces, most recently used last; a bound keeps a long-running server's memory flat. */
const loaded = new Map<string, Promise<Faces>>();
const LOADED_AT_MOST = 96;

function load(chunk: Chunk): Promise<Faces> {
  let faces = loaded.get(chunk.id);
  if (faces) {
    loaded.delete(chunk.id);
  } else {
    faces = (async () => {
      const woff2 = readFileSync(chunk.file);
      const [regular, bold] = await Promise.all([instance(chunk, woff2, 400), instance(chunk, woff2, 700)]);
      return { 400: regular, 700: bold };
    })();
    faces.catch(() => loaded.delete(chunk.id));
  }
  loaded.set(chunk.id, faces);
  while (loaded.size > LOADED_AT_MOST) {
    const oldest = loaded.keys().next().value;
    if (oldest === undefined) break;
    loaded.delete(oldest);
  }
  return faces;
}

/**
 * The faces one document needs for its strings: per string, each code point goes to the first face in the
 * fallback order that has a glyph for it (the primary, Noto Sans' Latin file, when none has: a box).
 */
export class FontSet {
  private readonly picked = new Map<string, Face>();

  private constructor(
    private readonly chunks: Map<Chunk, Faces>,
    private readonly primaryChunk: Chunk,
  ) {}

  static async for(texts: Iterable<string>): Promise<FontSet> {
    const { sans } = catalog();
    const primaryChunk = sans.chunks.find((chunk) => chunk.id === 'noto-sans-latin');
    if (!primaryChunk) throw new Error('@fontsource-variable/noto-sans has no latin file');
    const chunks = new Map<Chunk, Faces>([[primaryChunk, await load(primaryChunk)]]);
    const settled = new Set<string>();
    for (const text of texts) {
      const order = fallbackOrder(text);
      const orderKey = order.map((f) => f.id).join();
      for (const char of text) {
        const codePoint = char.codePointAt(0) ?? 0;
        if (settled.has(`${orderKey}:${codePoint}`)) continue;
        settled.add(`${orderKey}:${codePoint}`);
        search: for (const { chunks: candidates } of order) {
          for (const chunk of candidates) {
            if (!inChunk(chunk, codePoint)) continue;
            const faces = chunks.get(chunk) ?? (await load(chunk));
            chunks.set(chunk, faces);
            if (faces[400].font.hasGlyphForCodePoint(codePoint)) break search;
          }
        }
      }
    }
    return new FontSet(chunks, primaryChunk);
  }

  /** Every face, to register with a document. */
  faces(): Face[] {
    return [...this.chunks.values()].flatMap((faces) => [faces[400], faces[700]]);
  }

  primary(weight: Weight): Face {
    return (this.chunks.get(this.primaryChunk) as Faces)[weight];
  }

  /** The runs of a string, left to right (see runs.ts). */
  runs(text: string, weight: Weight): Run<Face>[] {
    const order = fallbackOrder(text);
    const orderKey = order.map((f) => f.id).join();
    const picker: FacePicker<Face> = {
      faceFor: (codePoint) => {
        const key = `${weight}:${orderKey}:${codePoint}`;
        let face = this.picked.get(key);
        if (face) return face;
        face = this.primary(weight);
        search: for (const { chunks: candidates } of order) {
          for (const chunk of candidates) {
            const faces = inChunk(chunk, codePoint) ? this.chunks.get(chunk) : undefined;
            if (faces?.[weight].font.hasGlyphForCodePoint(codePoint)) {
              face = faces[weight];
              break search;
            }
          }
        }
        this.picked.set(key, face);
        return face;
      },
      has: (face, codePoint) => face.font.hasGlyphForCodePoint(codePoint),
    };
    return splitRuns(text, picker);
  }
}
