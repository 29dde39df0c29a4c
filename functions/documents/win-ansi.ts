/*
 * pdfkit's standard fonts (Helvetica) encode text as Windows-1252 ("WinAnsi"). A character outside it is not
 * replaced but mis-encoded, and can swallow the character after it ("C ł D" prints as `C " @`). Before text reaches
 * the page, such a character becomes its base letter when it has one ("ć" → "c", "ő" → "o") and "?" otherwise, so a
 * name stays readable and the rest of the line intact. French, the accented letters of most Western European names,
 * "€", dashes and typographic quotes are all in Windows-1252 and print as written.
 */

/** Windows-1252's characters at 0x80-0x9F; the rest of it is Latin-1 (0x20-0x7E, 0xA0-0xFF). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function printable(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === '\n' || WIN_ANSI_EXTRAS.has(char);
}

/** `text` with every character Helvetica cannot print replaced by its base letter, or "?". */
export function winAnsi(text: string): string {
  let result = '';
  for (const char of text) {
    if (printable(char)) {
      result += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    result += base !== '' && [...base].every(printable) ? base : '?';
  }
  return result;
}
