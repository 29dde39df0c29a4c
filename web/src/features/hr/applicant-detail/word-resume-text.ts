/**
 * A Word résumé's text as the viewer shows it: paragraphs, blank runs dropped, each line trimmed. mammoth's raw text
 * separates paragraphs with blank lines; the text is shown as text (never as HTML), so a résumé cannot inject markup.
 */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
}
