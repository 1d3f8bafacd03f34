/**
 * About how wide a text is in `ch` of the table's body font (the width of '0'): digits are one
 * `ch`, capitals and m or w wider, narrow letters and punctuation less. Sizing a column to its
 * longest id or status this way needs no measuring in the DOM (the first render is the final
 * one), and it errs on the wide side: a column a little too wide is fine, a cut id is not.
 */
export function textWidthCh(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[0-9]/.test(char)) width += 1;
    else if (/[MW]/.test(char)) width += 1.5;
    else if (/[A-Z]/.test(char)) width += 1.2;
    else if (/[mw]/.test(char)) width += 1.45;
    else if (/[ijlft.,:;'|!()-]/.test(char)) width += 0.6;
    else if (/\s/.test(char)) width += 0.55;
    else if (/[a-z]/.test(char)) width += 1;
    else width += 1.1;
  }
  return width === 0 ? 0 : Math.ceil(width * 10.6 - 1e-9) / 10;
}
