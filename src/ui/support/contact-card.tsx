import { css } from "styled-system/css";
import { useCurrentEvent } from "../app/app-context.ts";

/** SPEC §2 Support business hours. */
const BUSINESS_HOURS = [
  { days: "Mon-Fri", hours: "9:00 AM-6:00 PM PST" },
  { days: "Sat", hours: "10:00 AM-4:00 PM PST" },
  { days: "Sun", hours: "closed" },
] as const;

const card = css({ borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", padding: "5", bg: "bg.surface", display: "flex", flexDirection: "column", gap: "3" });
const heading = css({ fontSize: "lg", fontWeight: "semibold" });
const row = css({ display: "flex", gap: "2", flexWrap: "wrap", overflowWrap: "anywhere" });
const label = css({ fontWeight: "medium" });

/** The event's own support contact (email, phone, address) and the business hours. */
export function ContactCard() {
  const support = useCurrentEvent()?.support;
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
      <ul className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
        {BUSINESS_HOURS.map((entry) => (
          <li key={entry.days} className={row}>
            <span className={label}>{entry.days}</span>
            <span>{entry.hours}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
