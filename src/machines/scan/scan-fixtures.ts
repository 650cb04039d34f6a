import { formField } from "../../rules/form-field-fixture.ts";
import type { Lead } from "../outbox/outbox-types.ts";

// Data the scan machines' models share.

export const BUDGET = formField({
  _id: "q-budget",
  name: "budget",
  type: "select",
  label: "Budget",
  required: true,
  options: [
    { value: "Under 10k", label: "Under 10k" },
    { value: "Over 50k", label: "Over 50k" },
  ],
});

export const QUESTIONS = [BUDGET];

export const lead = (overrides: Partial<Lead> = {}): Lead => ({
  _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
  priority: "medium",
  status: "new",
  remarks: null,
  source: "booth_scan",
  createdAt: "2025-03-14T09:30:00.000Z",
  updatedAt: "2025-03-14T09:30:00.000Z",
  user: { fullName: "Priya Nair", emailId: "priya@initech.example", companyName: "Initech", designation: "Head of IT", phone: null },
  capturedBy: { userId: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", name: "Meera Iyer" },
  owner: { userId: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", name: "Meera Iyer" },
  rating: null,
  tags: [],
  followUpDate: null,
  ticketCode: "GOLD-7KX2M9QD",
  capture: { kind: "badge", text: null, images: [] },
  answers: {},
  notes: [],
  touches: [],
  ...overrides,
});

/** A lead the company had before: rated, tagged and answered. */
export const EXISTING_LEAD = lead({ priority: "high", rating: 4, tags: ["cloud"], followUpDate: "2025-03-21", answers: { budget: "Under 10k" } });
export const NEW_LEAD = lead();
