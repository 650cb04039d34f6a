// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitized-html.tsx";

describe("sanitizeHtml", () => {
  it("keeps formatting", () => {
    const html = '<p>Halls are open <strong>10:00 to 18:00</strong>.</p><ul><li><em>Build-up</em></li></ul><code>GTE</code>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const clean = sanitizeHtml(
      '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">x</a><p onclick="1">ok</p>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(clean).toContain("<p>ok</p>");
  });

  it("drops forms, frames and styles", () => {
    expect(sanitizeHtml('<form action="/x"><input name="a"></form><iframe src="/x"></iframe><style>*{}</style>')).toBe("");
  });

  it("opens links to other sites in a new tab without the opener", () => {
    expect(sanitizeHtml('<a href="https://expo.example/logistics">guide</a>')).toBe(
      '<a href="https://expo.example/logistics" target="_blank" rel="noopener noreferrer">guide</a>',
    );
    expect(sanitizeHtml('<a href="/exhibitor/tickets">passes</a>')).toBe('<a href="/exhibitor/tickets">passes</a>');
  });
});
