/** 'Question "X" is used by report layout "March" (and 2 more). Make it inactive instead.' */
export function inUseMessage(what: 'Question' | 'Header', text: string, layouts: readonly { description: string }[]) {
  const more = layouts.length > 1 ? ` (and ${layouts.length - 1} more)` : '';
  return `${what} "${text}" is used by report layout "${layouts[0]?.description ?? ''}"${more}. Make it inactive instead.`;
}
