/**
 * The page the viewer's page input asks for (brief 6b: a page input ≥ 1 clamped to the page count): a whole number
 * from 1 to `count`; undefined when the text is not a number (the input then goes back to the page shown).
 */
export function clampPage(text: string, count: number): number | undefined {
  const page = Math.trunc(Number(text.trim()));
  if (text.trim() === '' || !Number.isFinite(page)) return undefined;
  return Math.min(Math.max(page, 1), Math.max(count, 1));
}
