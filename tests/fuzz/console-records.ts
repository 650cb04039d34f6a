// The records a console path id names, by the path's start, as a query for one event's rows of that
// kind. The console fuzz draws its path ids from them (the organiser's own event, or another one)
// and the console isolation suite tries the demo event's. A new kind of console path id fails both
// until it is added here, so no id goes untried.
export const RECORDS_OF_PATH: ReadonlyArray<[prefix: string, query: (event: string) => string]> = [
  ["/organiser/exhibitors/", (e) => `select id::text as id from exhibitors where event_id = '${e}' order by id`],
  ["/organiser/organisers/", (e) => `select id::text as id from organisers where event_id = '${e}' order by id`],
  [
    "/organiser/registrations/",
    (e) => `select r.id::text as id from referral_registrations r join exhibitors x on x.id = r.exhibitor_id where x.event_id = '${e}' order by r.id`,
  ],
  // An attendee is a ticket of no company (a company's passes are its own tickets).
  ["/organiser/attendees/", (e) => `select id::text as id from tickets where event_id = '${e}' and exhibitor_id is null order by id`],
  [
    "/organiser/support/requests/",
    (e) => `select s.ticket_id as id from support_requests s join exhibitors x on x.id = s.exhibitor_id where x.event_id = '${e}' order by s.id`,
  ],
  ["/organiser/pass-forms/", (e) => `select id::text as id from exhibitor_categories where event_id = '${e}' order by id`],
  ["/organiser/content/resources/", (e) => `select id::text as id from downloads where event_id = '${e}' and exhibitor_id is null order by id`],
  ["/organiser/content/faqs/", (e) => `select id::text as id from faqs where event_id = '${e}' order by id`],
];

/** The query for the records a console path's id names, or undefined when the kind is not known. */
export function recordsQueryOf(path: string): ((event: string) => string) | undefined {
  return RECORDS_OF_PATH.find(([prefix]) => path.startsWith(prefix))?.[1];
}
