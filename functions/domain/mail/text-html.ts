/*
 * Plain text as the HTML part of a message (schedule e-mails, delivery reports): escaped, paragraphs on blank lines,
 * line breaks kept. The composer's rich text goes through the sanitiser instead (sanitize-body.ts).
 */

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The message as simple HTML: escaped, paragraphs on blank lines, line breaks kept. */
export function htmlOf(message: string): string {
  const paragraphs = message
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return `<!DOCTYPE html><html><body>${paragraphs.join('')}</body></html>`;
}
