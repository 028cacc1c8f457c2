// The parts of two untyped packages that pdf-fonts uses.

declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string | null;
    readonly unitsPerEm: number;
    /** hhea ascent, descent (negative) and line gap, in font units. */
    readonly ascent: number;
    readonly descent: number;
    readonly lineGap: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: unknown): GlyphRun;
  }
  export interface Glyph {
    id: number;
    /** The characters a glyph stands for: none for a mark that a substitution split off its letter. */
    codePoints: number[];
  }
  export interface GlyphRun {
    glyphs: Glyph[];
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    keepAllGlyphs?: boolean;
    variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
    preserveNameIds?: number[];
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  };
  export default function subsetFont(
    buffer: Uint8Array,
    text: string | null | undefined,
    options?: Options,
  ): Promise<Buffer>;
}
