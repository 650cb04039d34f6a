import { describe, expect, it } from "vitest";
import { RESOURCE_SOURCE_MESSAGES } from "../../rules/resource-rules.ts";
import {
  RESOURCE_TYPES,
  TITLE_REQUIRED,
  TYPE_REQUIRED,
  emptyResourceForm,
  fileTypeOf,
  resourceCreateBody,
  resourceFormErrors,
  resourceFormOf,
  resourceUpdateBody,
} from "./resource-form.ts";

const OWNER = { event: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f", exhibitor: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b" };
const STORED = "resource/4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a.pdf";

describe("resource form rules (SPEC §5 Add resource)", () => {
  it("asks for a title and a type on the empty form, in the SPEC's words", () => {
    expect(resourceFormErrors(emptyResourceForm)).toEqual({ title: TITLE_REQUIRED, type: TYPE_REQUIRED });
    expect(TITLE_REQUIRED).toBe("Title is required");
    expect(TYPE_REQUIRED).toBe("Please select a resource type");
  });

  it("treats a title of spaces as missing and an unknown type as none", () => {
    expect(resourceFormErrors({ ...emptyResourceForm, title: "   ", type: "spreadsheet" })).toEqual({
      title: TITLE_REQUIRED,
      type: TYPE_REQUIRED,
    });
  });

  it("accepts every SPEC §3 type with a title and a file or a link; the description stays optional", () => {
    expect(RESOURCE_TYPES).toEqual(["link", "image", "text", "doc", "pdf", "video", "audio", "other"]);
    for (const type of RESOURCE_TYPES) {
      const source = type === "link" ? { link: "https://acme.example/tour" } : { fileUrl: STORED };
      expect(resourceFormErrors({ ...emptyResourceForm, title: "Datasheet", type, ...source }), type).toEqual({});
    }
  });

  it("asks for a file, or for a link's web address beside the Link field (the rule the server applies)", () => {
    const named = { ...emptyResourceForm, title: "Datasheet" };
    expect(resourceFormErrors({ ...named, type: "pdf" })).toEqual({ fileUrl: RESOURCE_SOURCE_MESSAGES.fileOrLinkRequired });
    expect(resourceFormErrors({ ...named, type: "link" })).toEqual({ link: "Valid URL is required" });
    expect(resourceFormErrors({ ...named, type: "link", link: "acme.example" })).toEqual({ link: "Valid URL is required" });
    // A file uploaded before the type became Link is no web address; a link typed before a file type is no file.
    expect(resourceFormErrors({ ...named, type: "link", fileUrl: STORED })).toEqual({ link: "Valid URL is required" });
    expect(resourceFormErrors({ ...named, type: "pdf", link: "https://acme.example" })).toEqual({
      fileUrl: RESOURCE_SOURCE_MESSAGES.fileOrLinkRequired,
    });
  });
});

describe("resource creation payload (SPEC §3)", () => {
  it("carries title, description, type, fileUrl, fileType, event, exhibitor, isExhibitor true and isPublic false", () => {
    const body = resourceCreateBody({ ...resourceFormOf(OWNER), title: "  Sensor X datasheet ", description: "Specifications.", type: "pdf", fileUrl: STORED });
    expect(body).toEqual({
      title: "Sensor X datasheet",
      description: "Specifications.",
      type: "pdf",
      fileUrl: STORED,
      fileType: "pdf",
      event: OWNER.event,
      exhibitor: OWNER.exhibitor,
      isExhibitor: true,
      isPublic: false,
    });
  });

  it("sends null for an empty description", () => {
    const body = resourceCreateBody({ ...resourceFormOf(OWNER), title: "Datasheet", type: "pdf", fileUrl: STORED });
    expect(body).toMatchObject({ description: null, fileUrl: STORED });
  });

  it("sends a link's address as fileUrl with no file type, and a file type's uploaded path", () => {
    const form = { ...resourceFormOf(OWNER), title: "Booth tour", fileUrl: STORED, link: " https://acme.example/tour.pdf " };
    expect(resourceCreateBody({ ...form, type: "link" })).toMatchObject({ fileUrl: "https://acme.example/tour.pdf", fileType: null });
    expect(resourceCreateBody({ ...form, type: "pdf" })).toMatchObject({ fileUrl: STORED, fileType: "pdf" });
    expect(resourceUpdateBody({ ...form, type: "link" })).toMatchObject({ type: "link", fileUrl: "https://acme.example/tour.pdf", fileType: null });
  });

  it("takes the file type from the stored path's extension", () => {
    expect(fileTypeOf("resource/a.DOCX")).toBe("docx");
    expect(fileTypeOf("https://cdn.example/guide.pdf?v=2")).toBe("pdf");
    expect(fileTypeOf("https://cdn.example/guide")).toBeNull();
    expect(fileTypeOf(null)).toBeNull();
  });
});
