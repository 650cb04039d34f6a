/**
 * Id of the JSON block in which the server writes the event of the page's host into the page it
 * serves (server/http/portal-page.ts), and the app reads it at start (event-loading.actors.ts).
 */
export const SERVED_EVENT_ELEMENT_ID = "portal-event";
