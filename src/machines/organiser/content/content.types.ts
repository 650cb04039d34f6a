import type { components } from "../../../api/schema.d.ts";

/** An event resource as the console lists it (`isPublic`: exhibitors see it). */
export type EventResource = components["schemas"]["Download"];
/** One of the organiser's FAQs; the answer is HTML, rendered only through the shared sanitiser. */
export type EventFaq = components["schemas"]["Faq"];
