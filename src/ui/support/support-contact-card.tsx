import { support } from "styled-system/recipes";
import { businessHours } from "../../machines/support/business-hours.ts";
import { useCurrentEvent } from "../screen/app-context.ts";

const { contact: card, heading, contactRow: row, contactLabel: label, hours: hoursList, note } = support();

/** The event's own support contact (email, phone, address) and the business hours, in the event's time zone. */
export function ContactCard() {
  const event = useCurrentEvent();
  const support = event?.support;
  const hours = businessHours(event?.timezone);
  const email = support?.email ?? null;
  const phone = support?.phone ?? null;
  const address = support?.address ?? null;
  return (
    <section aria-labelledby="support-contact" className={card}>
      <h2 id="support-contact" className={heading}>
        Contact Information
      </h2>
      <div className={row}>
        <span className={label}>Email:</span>
        {email ? <a href={`mailto:${email}`}>{email}</a> : <span>Not available</span>}
      </div>
      <div className={row}>
        <span className={label}>Phone:</span>
        {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a> : <span>Not available</span>}
      </div>
      <div className={row}>
        <span className={label}>Address:</span>
        <span>{address ?? "Not available"}</span>
      </div>
      <h2 className={heading}>Business Hours</h2>
      <ul className={hoursList}>
        {hours.rows.map((entry) => (
          <li key={entry.days} className={row}>
            <span className={label}>{entry.days}</span>
            <span>{entry.hours}</span>
          </li>
        ))}
      </ul>
      <p className={note}>{hours.note ?? hours.zoneLine}</p>
    </section>
  );
}
