import { BUDGET_QUESTION } from "../testing/fixtures/budget-question.fixture.ts";
import { scannedLead as lead } from "../testing/fixtures/scanned-lead.fixture.ts";

// Data the scan machines' models share.

export const BUDGET = BUDGET_QUESTION;

export const QUESTIONS = [BUDGET];


/** A lead the company had before: rated, tagged and answered. */
export const EXISTING_LEAD = lead({ priority: "high", rating: 4, tags: ["cloud"], followUpDate: "2025-03-21", answers: { budget: "Under 10k" } });
export { NEW_LEAD } from "../testing/fixtures/scanned-lead.fixture.ts";
