import { css } from "styled-system/css";
import { formatShortDateTime, INVALID_DATE } from "../../format/date-time.ts";
import type { Lead } from "../../machines/leads/lead-form.ts";

const list = css({ display: "flex", flexDirection: "column", gap: "2", listStyle: "none", p: "0", m: "0" });
const item = css({ borderLeftWidth: "2px", borderColor: "border.default", ps: "3" });
const meta = css({ fontSize: "xs", color: "fg.muted" });
const heading = css({ fontSize: "sm", fontWeight: "semibold" });

/** "10:42", the clock time of a scan (the viewer's zone). */
export const clockTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);
};

/** "Scanned by Meera Iyer at 10:42" */
export const touchText = (touch: Lead["touches"][number]): string => `Scanned by ${touch.by?.name ?? "a former member"} at ${clockTime(touch.at)}`;

/** The lead's notes, oldest first as the server keeps them: who wrote each and when. Notes are never edited. */
export function NotesTimeline({ notes }: { readonly notes: Lead["notes"] }) {
  return (
    <section aria-label="Notes" className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <h3 className={heading}>Notes</h3>
      {notes.length === 0 ? (
        <p className={meta}>No notes yet.</p>
      ) : (
        <ol className={list}>
          {notes.map((note) => (
            <li key={note.id} className={item} data-testid="lead-note">
              <p className={meta}>
                {note.author?.name ?? "Former member"} · <time dateTime={note.createdAt}>{formatShortDateTime(note.createdAt)}</time>
              </p>
              <p className={css({ fontSize: "sm", whiteSpace: "pre-line", overflowWrap: "anywhere" })}>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Every scan of the lead's badge by the team. */
export function TouchList({ touches }: { readonly touches: Lead["touches"] }) {
  if (touches.length === 0) return null;
  return (
    <section aria-label="Badge scans" className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <h3 className={heading}>Badge scans</h3>
      <ul className={list}>
        {touches.map((touch, index) => (
          <li key={`${touch.at}-${index}`} className={css({ fontSize: "sm" })}>
            <time dateTime={touch.at} title={formatShortDateTime(touch.at)}>
              {touchText(touch)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
