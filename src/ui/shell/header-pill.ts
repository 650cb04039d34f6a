import { portalHeader } from "styled-system/recipes";

/** The shape of the header's pills (the event's phase, the follow-ups due); each adds its colours. */
export const headerPill = portalHeader().pill;
