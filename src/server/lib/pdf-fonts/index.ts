import { type Face, FontSet, type Weight } from './faces';

export type TextStyle = {
  size: number;
  bold?: boolean;
  /** Wrap at this width (pdfkit's default: to the right margin). */
  width?: number;
};

/**
 * Text in any script on a pdfkit document: the one way every PDF of the app writes text (decision 018).
 *
 * `pdfText(doc, strings)` loads the faces the strings need, registers them with the document once, and
 * returns a writer whose `write` draws a string run by run (runs.ts), each in the face that has its glyphs,
 * chained with pdfkit's `continued` so that wrapping, `doc.x` and `doc.y` behave as for one `doc.text` call.
 * Every run sits on the primary font's baseline and line height, so a line mixing scripts stays level.
 * A string that was not passed to `pdfText` is still written, with the faces already loaded.
 */
export async function pdfText(doc: PDFKit.PDFDocument, texts: Iterable<string>): Promise<PdfText> {
  return new PdfText(doc, await FontSet.for(texts));
}

export class PdfText {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: FontSet,
  ) {
    // @types/pdfkit lists paths and buffers only; pdfkit 0.20+ also takes a parsed fontkit font.
    for (const face of fonts.faces()) doc.registerFont(face.key, face.font as unknown as Buffer);
    doc.font(fonts.primary(400).key);
  }

  /** Like `doc.text(text, x, y, { width })`: at (x, y) when given, else where the last text ended. */
  write(text: string, x: number | undefined, y: number | undefined, style: TextStyle): this {
    const { doc } = this;
    const weight: Weight = style.bold ? 700 : 400;
    const primary = this.fonts.primary(weight);
    const runs = this.fonts.runs(text, weight);
    if (runs.length === 0) runs.push({ face: primary, text: '', rtl: false });
    runs.forEach((run, i) => {
      doc.font(run.face.key).fontSize(style.size);
      const options: PDFKit.Mixins.TextOptions = {
        width: style.width,
        lineBreak: true,
        continued: i < runs.length - 1,
        ...this.level(run.face, primary, style.size),
        // With features given, pdfkit has fontkit lay a run out in one piece, not word by word (and cached),
        // so a right-to-left run comes out whole and reversed. No extra feature is asked: fontkit applies
        // each script's own anyway (Arabic joining forms, ligatures, kerning). A left-to-right run after it
        // in the same call inherits this (pdfkit carries options over `continued`): slower, same glyphs.
        features: run.rtl ? [] : undefined,
      };
      // pdfkit reads `text(s, undefined, undefined, options)` as `text(s, {})`: options go second then.
      if (i === 0 && (x !== undefined || y !== undefined)) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    });
    doc.font(primary.key);
    return this;
  }

  /** The primary face's baseline, and its line height (the line gap makes up the difference). */
  private level(face: Face, primary: Face, size: number) {
    return { baseline: -primary.ascender * size, lineGap: (primary.lineHeight - face.lineHeight) * size };
  }
}
