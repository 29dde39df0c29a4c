import { describe, expect, it } from 'vitest';
import { mailBodyOf, sanitizeBody } from './sanitize-body.ts';

describe('sanitising a composed body', () => {
  it('keeps the editor’s formatting and links of safe schemes', () => {
    const html =
      '<h2>Reset</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>q</blockquote><p><a href="https://example.com/x">site</a> <a href="mailto:a@b.ca">mail</a></p>';
    const clean = sanitizeBody(html);
    expect(clean).toContain('<h2>Reset</h2>');
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('<a href="https://example.com/x">site</a>');
    expect(clean).toContain('<a href="mailto:a@b.ca">mail</a>');
  });

  it('drops scripts, images, handlers, styles and javascript: or data: links', () => {
    const clean = sanitizeBody(
      '<p style="color:red" onclick="x()">Hi<img src=x onerror="alert(1)"></p><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">bad</a><a href="data:text/html,x">data</a><iframe src="https://x"></iframe>',
    );
    expect(clean).toBe('<p>Hi</p><a>bad</a><a>data</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|style|javascript|data:|img|iframe|alert/i);
  });

  it('adds the company footer and a text alternative', () => {
    const body = mailBodyOf('<p>Hello <strong>team</strong></p>', {
      companyName: 'Shelfline Inc.',
      address1: '1 Main St',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 1A1',
    });
    expect(body.html).toContain('<p>Hello <strong>team</strong></p>');
    expect(body.html).toContain('Shelfline Inc.<br>1 Main St<br>Toronto, ON, M5V 1A1');
    expect(body.text).toBe('Hello team\n\n--\nShelfline Inc.\n1 Main St\nToronto, ON, M5V 1A1');
  });
});
