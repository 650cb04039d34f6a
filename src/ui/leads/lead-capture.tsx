import { css } from "styled-system/css";
import { captureKindLabel } from "../../machines/leads/capture-kinds.ts";
import { captureTextIsLong, imageCaption, websiteHref } from "../../machines/leads/lead-detail-view.ts";
import type { Lead } from "../../machines/leads/lead-form.ts";
import type { LeadPhotoRef } from "../../machines/leads/lead-photo.machine.ts";
import { useFileUrl } from "../components/use-file-url.ts";
import { LeadPhotoForm } from "./lead-photo-form.tsx";
import { countOf } from "../../format/count.ts";

const section = css({ display: "flex", flexDirection: "column", gap: "3" });
const heading = css({ fontSize: "sm", fontWeight: "semibold" });
const facts = css({ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: "3", rowGap: "1", fontSize: "sm", m: "0" });
const term = css({ color: "fg.muted" });
const detail = css({ m: "0", overflowWrap: "anywhere", whiteSpace: "pre-line" });
// Text as it was read, never markup: its own lines kept, long lines wrapped, scrolled inside its box.
const readText = css({
  m: "0",
  p: "2",
  maxH: "48",
  overflowY: "auto",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: "mono",
  fontSize: "xs",
  bg: "bg.muted",
  borderRadius: "md",
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring" },
});
const photos = css({ display: "flex", flexWrap: "wrap", gap: "3", listStyle: "none", p: "0", m: "0" });
const thumb = css({ w: "24", h: "24", objectFit: "cover", borderRadius: "md", borderWidth: "1px", borderColor: "border.default", bg: "bg.muted" });

function ReadText({ text }: { readonly text: string }) {
  const block = (
    // Focusable, so a keyboard can scroll it.
    <pre className={readText} tabIndex={0} aria-label="Read text" data-testid="lead-capture-text">
      {text}
    </pre>
  );
  if (!captureTextIsLong(text)) return block;
  return (
    <details>
      <summary className={css({ cursor: "pointer", fontSize: "sm" })}>Show the read text ({countOf(text.length, "character")})</summary>
      {block}
    </details>
  );
}

function Website({ website }: { readonly website: string }) {
  const href = websiteHref(website);
  return href === null ? (
    <>{website}</>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer" className={css({ color: "accent.text", textDecoration: "underline" })}>
      {website}
    </a>
  );
}

/**
 * How the lead was captured, on its detail: the kind, the web site and address a contact code or a
 * card gave, what was read (as text), the photos kept with it (each opens whole), and "Add a photo"
 * where the role may add one.
 */
export function LeadCapture({ lead, photo }: { readonly lead: Lead; readonly photo: LeadPhotoRef | null }) {
  const fileUrl = useFileUrl();
  const { kind, text, images } = lead.capture;
  const website = lead.user.website?.trim() ?? "";
  const address = lead.user.address?.trim() ?? "";
  return (
    <section aria-label="How captured" className={section}>
      <h3 className={heading}>How captured</h3>
      <dl className={facts}>
        <dt className={term}>Captured as</dt>
        <dd className={detail} data-testid="lead-capture-kind">
          {captureKindLabel(kind)}
        </dd>
        {website === "" ? null : (
          <>
            <dt className={term}>Website</dt>
            <dd className={detail}>
              <Website website={website} />
            </dd>
          </>
        )}
        {address === "" ? null : (
          <>
            <dt className={term}>Address</dt>
            <dd className={detail}>{address}</dd>
          </>
        )}
      </dl>
      {text === null || text === "" ? null : <ReadText text={text} />}
      {images.length === 0 ? null : (
        <ul className={photos} aria-label="Photos">
          {images.map((image) => {
            const url = fileUrl(image.url);
            const caption = imageCaption(image);
            return (
              <li key={image.url} data-testid="lead-photo">
                <a href={url} target="_blank" rel="noopener noreferrer" title={`${caption} (opens the whole photo)`}>
                  <img src={url} alt={caption} loading="lazy" className={thumb} />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {photo === null ? null : <LeadPhotoForm photo={photo} />}
    </section>
  );
}
