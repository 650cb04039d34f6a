import type { EventFaq, EventResource } from "./content.types.ts";

// Rows the Content screen's model walks with.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const MANUAL: EventResource = {
  _id: id(1),
  title: "Exhibitor manual",
  description: null,
  type: "pdf",
  category: "Logistics",
  attachment: "resource/manual.pdf",
  fileType: "application/pdf",
  downloadCount: 4,
  isExhibitor: false,
  isPublic: true,
  exhibitor: null,
  event: id(90),
  createdAt: "2026-11-20T09:30:00.000Z",
};

export const PARKING: EventFaq = { _id: id(11), exhibitor: null, question: "Where is parking?", answer: "<p>Lot B</p>", type: "General" };
export const WIFI: EventFaq = { _id: id(12), exhibitor: null, question: "Is there Wi-Fi?", answer: "<p>Yes</p>", type: "General" };
