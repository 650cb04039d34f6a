import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * HTML from the server (a form's html field, the registration's success message) rendered only
 * after DOMPurify (GUIDE 8): scripts, event handlers and `javascript:` links are removed, the
 * markup that formats text stays.
 */
export function SafeHtml({ html, className, as: Tag = "div" }: { readonly html: string; readonly className?: string; readonly as?: "div" | "span" }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
