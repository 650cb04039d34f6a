import type { BadgeTone } from "./badge.tsx";

// How a lead's interest and affiliation read wherever a lead is listed (the dashboard's recent
// leads, Lead Management's rows and analytics), so the two screens never word them apart.

/** SPEC §2: the interest badge is red for high, yellow for medium and green for low. */
export const interestTone = (interest: string): BadgeTone => {
  switch (interest.toLowerCase()) {
    case "high":
      return "red";
    case "medium":
      return "yellow";
    case "low":
      return "green";
    default:
      return "grey";
  }
};

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The badge's words: the colour alone must not carry the meaning. */
export const interestLabel = (interest: string): string => capitalised(interest.toLowerCase());

/** "CTO at TechCorp Solutions" (the lead page's "designation at company"), or whichever of the two the lead has. */
export const leadAffiliation = (lead: { readonly company?: string | null; readonly jobTitle?: string | null }): string | null => {
  const parts = [lead.jobTitle, lead.company].filter((part): part is string => typeof part === "string" && part.trim() !== "");
  return parts.length === 0 ? null : parts.join(" at ");
};
