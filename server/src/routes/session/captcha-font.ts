/**
 * A tiny stroke font for the captcha: each glyph is a list of polylines on a 4 x 6 grid (x right,
 * y down), written as "x,y x,y ...". Drawing paths instead of SVG `<text>` keeps the code out of the
 * image's source text. Characters easy to confuse (0/O, 1/I/L, Q) are left out of the alphabet.
 */
const STROKES: Readonly<Record<string, readonly string[]>> = {
  '2': ['0,1 1,0 3,0 4,1 4,2 0,6 4,6'],
  '3': ['0,0 4,0 2,2.5 3,2.5 4,3.5 4,5 3,6 1,6 0,5'],
  '4': ['3,6 3,0 0,4 4,4'],
  '5': ['4,0 0,0 0,2.5 3,2.5 4,3.5 4,5 3,6 0,6'],
  '6': ['3.5,0 1,0 0,1.5 0,5 1,6 3,6 4,5 4,3.5 3,2.5 0,2.5'],
  '7': ['0,0 4,0 1.5,6'],
  '8': ['1,0 3,0 4,1 4,2 3,3 1,3 0,2 0,1 1,0', '1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3'],
  '9': ['4,3.5 1,3.5 0,2.5 0,1 1,0 3,0 4,1 4,5 3,6 0.5,6'],
  A: ['0,6 2,0 4,6', '1,3.5 3,3.5'],
  B: ['0,0 0,6 3,6 4,5 4,4 3,3 0,3', '0,0 3,0 4,1 4,2 3,3'],
  C: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: ['0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  G: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.5,3.5'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  J: ['1,0 4,0', '3,0 3,5 2,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,3.5', '1.3,2.7 4,6'],
  M: ['0,6 0,0 2,3 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3'],
  R: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3', '2,3 4,6'],
  S: ['4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,2.5 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
  Z: ['0,0 4,0 0,6 4,6'],
};

export type Point = readonly [number, number];

/** The polylines of a glyph as points (the alphabet's characters only). */
export function glyphOf(char: string): Point[][] {
  return (STROKES[char] ?? []).map((line) =>
    line.split(' ').map((pair) => {
      const [x, y] = pair.split(',').map(Number);
      return [x ?? 0, y ?? 0] as const;
    }),
  );
}

export const CAPTCHA_ALPHABET = Object.keys(STROKES).join('');
