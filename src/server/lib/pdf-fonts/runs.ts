/**
 * A line of text cut into runs that one face each can draw, in the order they are drawn from left to right.
 *
 * pdfkit draws a string in one font and has no fallback, so a name in several scripts ("Анна 山田") is written
 * run by run. Right-to-left text is ordered the way the Unicode bidirectional algorithm orders it inside a
 * left-to-right line (our reports' text is English around the names): a stretch of right-to-left runs, with
 * the spaces, digits and punctuation between them, is drawn in reverse run order, and each right-to-left run
 * is shaped and reversed as a whole by fontkit (see `rtl`). Not the full algorithm: Arabic-Indic digits
 * inside an Arabic run come out reversed, and the order is settled per string before pdfkit wraps it, so a
 * right-to-left stretch broken over two lines keeps its first words on the first line.
 */
export type Run<Face> = {
  face: Face;
  text: string;
  /** Drawn right to left: fontkit reverses the glyphs when it lays the run out in one piece. */
  rtl: boolean;
};

export type FacePicker<Face> = {
  /** The face that draws a code point (the first of the fallback order that has it, else the primary). */
  faceFor(codePoint: number): Face;
  has(face: Face, codePoint: number): boolean;
};

const RTL =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Mandaic}\p{Script=Samaritan}]/u;
/** Marks and joiners belong with the letter before them, whatever its direction (Arabic vowels, ZWJ). */
const ATTACHED = /^[\p{M}\p{Cf}]$/u;
/** Spaces and punctuation stay in a left-to-right run that can draw them, rather than break it. */
const NEUTRAL = /^[\p{M}\p{Cf}\p{Z}\p{P}\p{S}\s]$/u;
const LETTER = /\p{L}/u;

type Direction = 'rtl' | 'ltr' | 'neutral';

const directionOf = (text: string): Direction =>
  RTL.test(text) ? 'rtl' : LETTER.test(text) ? 'ltr' : 'neutral';

export function splitRuns<Face>(text: string, picker: FacePicker<Face>): Run<Face>[] {
  const runs: Run<Face>[] = [];
  let current: Run<Face> | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const sticks =
      current !== undefined &&
      (ATTACHED.test(char) || (!current.rtl && NEUTRAL.test(char))) &&
      picker.has(current.face, codePoint);
    const face = sticks && current ? current.face : picker.faceFor(codePoint);
    if (current && face === current.face && (sticks || RTL.test(char) === current.rtl)) {
      current.text += char;
    } else {
      current = { face, text: char, rtl: RTL.test(char) };
      runs.push(current);
    }
  }
  return visualOrder(runs);
}

/** Each stretch that starts and ends with a right-to-left run, and holds no left-to-right letter, reversed. */
function visualOrder<Face>(runs: Run<Face>[]): Run<Face>[] {
  const directions = runs.map((run) => directionOf(run.text));
  const out: Run<Face>[] = [];
  let i = 0;
  while (i < runs.length) {
    if (directions[i] !== 'rtl') {
      out.push(runs[i] as Run<Face>);
      i++;
      continue;
    }
    let end = i; // the last right-to-left run of the stretch
    for (let j = i + 1; j < runs.length && directions[j] !== 'ltr'; j++) if (directions[j] === 'rtl') end = j;
    out.push(...runs.slice(i, end + 1).reverse());
    i = end + 1;
  }
  return out;
}
