import type { CompanyInfo } from '@shelfline/shared/contracts/company-info.contract';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

/*
 * The body of a composed message (brief §5c "Body", §9 stored XSS): the editor's HTML is not trusted, since anyone
 * can post to the API. It is cut down to an allow-list here, on the server, then given a text alternative and the
 * company's footer (brief E7: operational mail carries who sends it and from where).
 */

/** Brief E8: what the editor produces, and nothing that runs, loads or restyles (no images, no style, no data:). */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style content is dropped with its tag rather than kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  disallowedTagsMode: 'discard',
};

export interface MailBody {
  html: string;
  text: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The company's name and address, one line each, for the footer; empty lines left out. */
export function footerLinesOf(company: Partial<CompanyInfo> | undefined): string[] {
  if (!company) return [];
  const place = [company.city, company.province, company.postalCode].filter((part) => part?.trim()).join(', ');
  return [company.companyName, company.address1, company.address2, place]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
}

/** The editor's HTML as it may be sent: allow-listed, without the footer. Also what the composer's preview shows. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}

/** The sanitised HTML document with the footer, and its plain-text alternative. */
export function mailBodyOf(html: string, company: Partial<CompanyInfo> | undefined): MailBody {
  const clean = sanitizeBody(html);
  const footer = footerLinesOf(company);
  const footerHtml =
    footer.length > 0 ? `<hr><p style="color:#5f6b7a;font-size:12px">${footer.map(escapeHtml).join('<br>')}</p>` : '';
  const document = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${clean}${footerHtml}</body></html>`;
  const text = convert(clean, {
    wordwrap: 78,
    selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
  });
  return { html: document, text: footer.length > 0 ? `${text}\n\n--\n${footer.join('\n')}` : text };
}
