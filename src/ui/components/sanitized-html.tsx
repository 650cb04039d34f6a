import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * HTML from the server (FAQ answers, the referral success message) rendered only after DOMPurify:
 * scripts, event-handler attributes, `javascript:` URLs, forms and frames are removed, formatting
 * (paragraphs, lists, emphasis, code, links) stays. Links to other sites open in a new tab without
 * handing them this page (`rel="noopener noreferrer"`).
 */

const EXTERNAL_LINK = /^https?:\/\//i;
let hooked = false;

const purifier = () => {
  if (!hooked) {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && EXTERNAL_LINK.test(node.getAttribute("href") ?? "")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    hooked = true;
  }
  return DOMPurify;
};

/** The markup that is safe to insert: HTML only (no SVG or MathML), no forms or frames. */
export const sanitizeHtml = (html: string): string =>
  purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe"],
  });

export interface SanitizedHtmlProps {
  readonly html: string;
  readonly className?: string;
  readonly id?: string;
}

export function SanitizedHtml({ html, className, id }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Safe: `clean` is DOMPurify's output.
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
