// Style pieces the component recipes share (read by panda.config.ts when it builds the recipes).

/** The keyboard focus outline; `offset` below zero draws it inside the element. */
export const focusOutline = (offset: string) => ({ outline: "2px solid", outlineColor: "focus.ring", outlineOffset: offset }) as const;

/** A recipe root whose parts stack. */
export const column = (gap: string) => ({ display: "flex", flexDirection: "column", gap }) as const;

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
