import { leadDialog } from "styled-system/recipes";
import { captureKindLabel } from "../../machines/leads/capture-kinds.ts";
import { captureTextIsLong, imageCaption, websiteHref } from "../../machines/leads/lead-detail-view.ts";
import type { Lead } from "../../machines/leads/lead-form.ts";
import type { LeadPhotoRef } from "../../machines/leads/lead-photo.machine.ts";
import { useFileUrl } from "../components/use-file-url.ts";
import { LeadPhotoForm } from "./lead-photo-form.tsx";
import { countOf } from "../../format/count.ts";

const classes = leadDialog();

function ReadText({ text }: { readonly text: string }) {
  const block = (
    // Focusable, so a keyboard can scroll it.
    <pre className={classes.readText} tabIndex={0} aria-label="Read text" data-testid="lead-capture-text">
      {text}
    </pre>
  );
  if (!captureTextIsLong(text)) return block;
  return (
    <details>
      <summary className={classes.readTextToggle}>Show the read text ({countOf(text.length, "character")})</summary>
      {block}
    </details>
  );
}

function Website({ website }: { readonly website: string }) {
  const href = websiteHref(website);
  return href === null ? (
    <>{website}</>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.website}>
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
    <section aria-label="How captured" className={classes.block}>
      <h3 className={classes.heading}>How captured</h3>
      <dl className={classes.facts}>
        <dt className={classes.term}>Captured as</dt>
        <dd className={classes.detail} data-testid="lead-capture-kind">
          {captureKindLabel(kind)}
        </dd>
        {website === "" ? null : (
          <>
            <dt className={classes.term}>Website</dt>
            <dd className={classes.detail}>
              <Website website={website} />
            </dd>
          </>
        )}
        {address === "" ? null : (
          <>
            <dt className={classes.term}>Address</dt>
            <dd className={classes.detail}>{address}</dd>
          </>
        )}
      </dl>
      {text === null || text === "" ? null : <ReadText text={text} />}
      {images.length === 0 ? null : (
        <ul className={classes.photos} aria-label="Photos">
          {images.map((image) => {
            const url = fileUrl(image.url);
            const caption = imageCaption(image);
            return (
              <li key={image.url} data-testid="lead-photo">
                <a href={url} target="_blank" rel="noopener noreferrer" title={`${caption} (opens the whole photo)`}>
                  <img src={url} alt={caption} loading="lazy" className={classes.thumb} />
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
