// Style pieces the component recipes share (read by panda.config.ts when it builds the recipes).

/** The keyboard focus outline, drawn where the browser puts outlines by default. */
export const focusRingOutline = { outline: "2px solid", outlineColor: "focus.ring" } as const;

/** The keyboard focus outline moved by `offset`; below zero draws it inside the element. */
export const focusOutline = (offset: string) => ({ ...focusRingOutline, outlineOffset: offset }) as const;

/** The bordered white box of cards, forms, list items and stat tiles. */
export const surface = { bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg" } as const;

/** A card: a surface whose parts stack with room between them. */
export const cardFrame = { ...surface, display: "flex", flexDirection: "column", gap: "4", padding: { base: "4", md: "5" }, minW: "0" } as const;

/** The shape of the header's pills (the event's phase, the outbox's count); each adds its colours. */
export const pillShape = {
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  px: "2.5",
  py: "1",
  borderRadius: "full",
  fontSize: "xs",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
} as const;

/** A list with nothing in it: centred words in a dashed box. */
export const emptyPanel = {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: "2",
  py: "12",
  px: "4",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "border.default",
  borderRadius: "lg",
} as const;

/** A text link inside content: underlined in the accent colour, with the focus outline. */
export const textLink = {
  color: "accent.text",
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  _hover: { color: "accent.emphasized" },
  _focusVisible: focusOutline("2px"),
} as const;

/** A form on its own surface (support request, password change, the guest page). */
export const formPanel = { ...surface, padding: "5", display: "flex", flexDirection: "column", gap: "4" } as const;

/** A whole-window message (the first load, a session that could not be checked; styles.ts `fullScreenCenter` for views). */
export const fullScreenCenter = {
  minH: "100dvh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  bg: "bg.canvas",
} as const;

/** Text on the left, actions on the right; stacked on phones. */
export const splitRow = { display: "flex", flexDirection: { base: "column", sm: "row" }, justifyContent: "space-between" } as const;

/** A list row: stacked on phones, one line from `md` up. */
export const rowFromMd = { display: "flex", flexDirection: { base: "column", md: "row" }, gap: "3" } as const;

/** Rows of a list divided by a line between each two, none under the last. */
export const lineBetween = { borderBottomWidth: "1px", borderColor: "border.default", _last: { borderBottomWidth: "0" } } as const;

/** Checkboxes under their legend, two to a row from `sm` up: a form's choice fields, an endpoint's events. */
export const checkboxGroup = {
  group: { display: "flex", flexDirection: "column", gap: "1.5", minW: "0", border: "none", p: "0", m: "0" },
  legend: { fontSize: "sm", fontWeight: "medium", color: "fg.default", mb: "1.5", p: "0" },
  choices: { display: "grid", gap: "1", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } },
  choice: { display: "flex", alignItems: "center", gap: "2", fontSize: "sm", color: "fg.default", minH: "6" },
  box: { w: "4", h: "4", accentColor: "accent.default", flexShrink: "0" },
} as const;

/** A round picture or initial: the person in the header, a team member, a lead. */
export const avatarCircle = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  borderRadius: "full",
  bg: "accent.subtle",
  color: "accent.text",
} as const;

/** A recipe root whose parts stack. */
export const column = (gap: string) => ({ display: "flex", flexDirection: "column", gap }) as const;

/** A title with its buttons at the other end; the buttons wrap under it when the row is narrow. */
export const titleRow = (gap: string) => ({ display: "flex", alignItems: "center", justifyContent: "space-between", gap, flexWrap: "wrap" }) as const;

/** Fields two to a row from `md` up, one on phones. */
export const pairGrid = (gap: string) => ({ display: "grid", gap, gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } }) as const;

/** A control's label. */
export const controlLabel = { fontSize: "sm", fontWeight: "medium", color: "fg.default" } as const;

/** The box of a form control: text inputs, selects, text areas and code boxes look alike. */
export const controlBox = {
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.input",
  bg: "bg.surface",
  color: "fg.default",
  _focusVisible: focusOutline("1px"),
  _invalid: { borderColor: "danger.default" },
} as const;

/** A control the person types into: a placeholder, the accent border while focused, and disabled. */
export const typedControl = {
  ...controlBox,
  _placeholder: { color: "fg.muted" },
  _focusVisible: { ...focusOutline("1px"), borderColor: "accent.default" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
} as const;

/** The row that ends a form which saves (save-footer.tsx): a failed save's words, then Save on the right. */
export const saveFooter = { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "flex-end", gap: "3" } as const;

/** A failed save's words in that row, taking the room Save leaves. */
export const saveError = { fontSize: "sm", color: "danger.text", flex: "1", minW: "0" } as const;

/** An item of a dropdown menu: a row shaded while the pointer or keyboard is on it. */
/**
 * A dropdown menu's panel: a white card over the page. Its z-index is a plain number because the
 * positioner copies it (Ark UI's `--z-index`): above the sticky header and shell (50-100), under
 * dialogs (1000) and toasts.
 */
export const menuPanel = { bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", boxShadow: "lg", py: "1", zIndex: "200", outline: "none" } as const;

export const menuItem = { display: "flex", alignItems: "center", gap: "2", px: "3", py: "2", cursor: "pointer", textStyle: "sm", _highlighted: { bg: "bg.muted" } } as const;

/** Small grey words beside or under something: a count, a hint, a "loading..." line. */
export const mutedText = { fontSize: "sm", color: "fg.muted" } as const;

/** Small red words saying what went wrong. */
export const alertText = { color: "danger.text", fontSize: "sm" } as const;

/** A heading inside a dialog or card section: small and bold. */
export const sectionHeading = { fontSize: "sm", fontWeight: "semibold" } as const;

/** A spinner or a button on one line with its muted words. */
export const statusLine = { display: "flex", alignItems: "center", gap: "2", ...mutedText } as const;

/** A list drawn without bullets or the browser's indent. */
export const bareList = { listStyle: "none", p: "0", m: "0" } as const;

/** Chips (tags) that wrap onto as many lines as they need. */
export const chipList = { display: "flex", flexWrap: "wrap", gap: "1.5", ...bareList } as const;

/** A small label over its control, in the colour of the text around it. */
export const smallLabel = { fontSize: "sm", fontWeight: "medium" } as const;

/** A file input in small type that never widens its dialog. */
export const fileInput = { fontSize: "sm", maxW: "full" } as const;

/** The name of the file chosen, under its input. */
export const chosenFileName = { fontSize: "xs", color: "fg.muted", overflowWrap: "anywhere" } as const;
