import type { ChosenFile, EventFaq, EventResource } from "./content.types.ts";

// Rows and files the Content machines' models walk with.

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

export const FLOOR_PLAN: EventResource = { ...MANUAL, _id: id(2), title: "Floor plan", attachment: "resource/plan.pdf", downloadCount: 0 };

export const PARKING: EventFaq = { _id: id(11), exhibitor: null, question: "Where is parking?", answer: "<p>Lot B</p>", type: "General" };
export const WIFI: EventFaq = { _id: id(12), exhibitor: null, question: "Is there Wi-Fi?", answer: "<p>Yes</p>", type: "General" };
export const BUILD_UP: EventFaq = { _id: id(13), exhibitor: null, question: "When does build-up start?", answer: "<p>07:00</p>", type: "Logistics" };

const named = (name: string, bytes: number): ChosenFile => Object.assign(new Blob([new Uint8Array(bytes)]), { name });
export const GOOD_PDF = named("floor-plan.pdf", 2048);
export const WRONG_TYPE = named("tool.exe", 10);
