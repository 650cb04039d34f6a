import { leadDialog } from "styled-system/recipes";
import { formatShortDateTime, INVALID_DATE } from "../../format/date-time.ts";
import type { Lead } from "../../machines/leads/lead-form.ts";

const classes = leadDialog();

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
    <section aria-label="Notes" className={classes.section}>
      <h3 className={classes.heading}>Notes</h3>
      {notes.length === 0 ? (
        <p className={classes.noteMeta}>No notes yet.</p>
      ) : (
        <ol className={classes.timeline}>
          {notes.map((note) => (
            <li key={note.id} className={classes.note} data-testid="lead-note">
              <p className={classes.noteMeta}>
                {note.author?.name ?? "Former member"} · <time dateTime={note.createdAt}>{formatShortDateTime(note.createdAt)}</time>
              </p>
              <p className={classes.noteText}>{note.text}</p>
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
    <section aria-label="Badge scans" className={classes.section}>
      <h3 className={classes.heading}>Badge scans</h3>
      <ul className={classes.timeline}>
        {touches.map((touch, index) => (
          <li key={`${touch.at}-${index}`} className={classes.touch}>
            <time dateTime={touch.at} title={formatShortDateTime(touch.at)}>
              {touchText(touch)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
