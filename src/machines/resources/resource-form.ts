import type { components } from "../../api/schema.d.ts";
import type { FieldErrors, FormRules, FormValue, FormValues } from "../forms/entity-dialog.machine.ts";
import { resourceSourceProblem } from "../../rules/resource-rules.ts";
import { extensionOf } from "../../rules/upload-rules.ts";
import type { UploadFieldSpec } from "../forms/upload-fields.ts";

/**
 * An exhibitor's own resources (SPEC §2 My Resources, §3 Exhibitor resource, §5 Add resource): the
 * Add/Edit Resource dialog's form, its rules and the bodies its calls send (`resource-calls.ts`).
 */

type DownloadCreate = components["schemas"]["DownloadCreate"];
type DownloadUpdate = components["schemas"]["DownloadUpdate"];
export type Download = components["schemas"]["Download"];
export type Faq = components["schemas"]["Faq"];
export type ResourceType = DownloadCreate["type"];

/** SPEC §3 resource types, in the order the type list offers them. */
export const RESOURCE_TYPES: ReadonlyArray<ResourceType> = ["link", "image", "text", "doc", "pdf", "video", "audio", "other"];

export const RESOURCE_TYPE_LABELS: Readonly<Record<ResourceType, string>> = {
  link: "Link",
  image: "Image",
  text: "Text",
  doc: "Document",
  pdf: "PDF",
  video: "Video",
  audio: "Audio",
  other: "Other",
};

export const isResourceType = (value: unknown): value is ResourceType =>
  typeof value === "string" && (RESOURCE_TYPES as ReadonlyArray<string>).includes(value);

/**
 * SPEC §5 Add resource wording. The shared schema's "Resource name is required" belongs to a schema
 * the screen does not use; the field on screen is labelled Title, so its message names it.
 */
export const TITLE_REQUIRED = "Title is required";
export const TYPE_REQUIRED = "Please select a resource type";

/**
 * `fileUrl` is the uploaded file's stored path, `link` the web address of a "link" resource. Both
 * travel in the contract's `fileUrl` (stored as `attachment`); the form keeps them apart so that
 * trying another type does not lose the file or the address already given.
 */
export type ResourceField = "title" | "description" | "type" | "fileUrl" | "link";

/** Whose resource it is: the current event and the signed-in exhibitor. */
export interface ResourceOwner {
  readonly event: string;
  readonly exhibitor: string;
}

/** The Add Resource form: no type chosen yet, so the person has to pick one (SPEC §5). */
export const emptyResourceForm: Readonly<Record<ResourceField, FormValue>> = {
  title: "",
  description: "",
  type: "",
  fileUrl: "",
  link: "",
};

/** SPEC §2 Add Resource: the file (PDF, Office or text); its toasts read "File uploaded successfully". */
export const RESOURCE_UPLOADS: ReadonlyArray<UploadFieldSpec> = [
  { name: "fileUrl", field: "File", kind: "document", uploadType: "eventWebsite" },
];

/**
 * The Add Resource form of one owner. The owner rides along as the hidden fields of a web form
 * would: the dialog's calls are provided once for the whole app, and only the screen knows whose
 * resources it shows. No control edits them, and an edit's prefill keeps them.
 */
export const resourceFormOf = (owner: ResourceOwner): FormValues => ({ ...emptyResourceForm, event: owner.event, exhibitor: owner.exhibitor });

const text = (value: FormValue | undefined): string => (typeof value === "string" ? value.trim() : "");

const isLink = (form: FormValues): boolean => form["type"] === "link";

/** The form field holding what the resource points at: the link's address or the uploaded file. */
export const sourceField = (form: FormValues): "link" | "fileUrl" => (isLink(form) ? "link" : "fileUrl");

/**
 * SPEC §5: the message beside each field that must change before the resource can be saved; the
 * entity dialog's `validate` (checked on every submit, nothing is sent until it passes). The server
 * refuses the same bodies (DownloadCreate: title minLength 1, type enum, and the file-or-link rule
 * of src/rules/resource-rules.ts, which both apply).
 */
export const resourceFormErrors: FormRules = (form: FormValues): FieldErrors => {
  const errors: Record<string, string> = {};
  if (text(form["title"]) === "") errors.title = TITLE_REQUIRED;
  if (!isResourceType(form["type"])) errors.type = TYPE_REQUIRED;
  else {
    const problem = resourceSourceProblem({ type: form["type"], fileUrl: text(form[sourceField(form)]) });
    if (problem !== null) errors[sourceField(form)] = problem;
  }
  return errors;
};


const optional = (value: FormValue | undefined): string | null => {
  const trimmed = text(value);
  return trimmed === "" ? null : trimmed;
};

/** What the contract's `fileUrl` carries: the link's address for a link, else the uploaded file's path. */
const sourceOf = (form: FormValues): string | null => optional(form[sourceField(form)]);

/** The stored file's extension (`pdf`), as the contract's example keeps `fileType`; null without a file. */
export const fileTypeOf = (fileUrl: string | null): string | null => {
  if (fileUrl === null) return null;
  const extension = extensionOf(fileUrl.split(/[?#]/)[0] ?? "");
  return extension === "" ? null : extension;
};

/**
 * SPEC §3 creation payload: title, description, type, fileUrl, fileType, event, exhibitor,
 * isExhibitor true and isPublic false, the owner from the form (`resourceFormOf`). Call only with
 * a form that passed `resourceFormErrors`.
 */
export const resourceCreateBody = (form: FormValues): DownloadCreate => {
  const fileUrl = sourceOf(form);
  return {
    title: text(form["title"]),
    description: optional(form["description"]),
    type: isResourceType(form["type"]) ? form["type"] : "other",
    fileUrl,
    fileType: isLink(form) ? null : fileTypeOf(fileUrl),
    event: text(form["event"]),
    exhibitor: text(form["exhibitor"]),
    isExhibitor: true,
    isPublic: false,
  };
};

/** The Edit Resource payload: every field the dialog shows, the file or the link as `fileUrl`. */
export const resourceUpdateBody = (form: FormValues): DownloadUpdate => {
  const fileUrl = sourceOf(form);
  return {
    title: text(form["title"]),
    description: optional(form["description"]),
    ...(isResourceType(form["type"]) ? { type: form["type"] } : {}),
    fileUrl,
    fileType: isLink(form) ? null : fileTypeOf(fileUrl),
  };
};

/**
 * A listed resource as the record `dialog.openEdit` prefills from: the server's `attachment` goes
 * to the link field for a link and to the file field otherwise, the fields the form has in common
 * are taken as they are.
 */
export const resourceEditRecord = (resource: Download) => ({
  _id: resource._id,
  title: resource.title,
  description: resource.description,
  type: resource.type,
  fileUrl: resource.type === "link" ? null : resource.attachment,
  link: resource.type === "link" ? resource.attachment : null,
});
