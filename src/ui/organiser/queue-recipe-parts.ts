/**
 * The style parts the console's queues (Registrations, Support inbox) share: the status tabs with
 * their counts and the pager. Each queue's own slot recipe spreads them, so QueueStatusTabs and
 * QueuePager draw alike on both screens.
 */

export const queueTabs = { display: "flex", gap: "2", flexWrap: "wrap" } as const;

export const queueTab = {
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  px: "3",
  h: "9",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.surface",
  fontSize: "sm",
  fontWeight: "medium",
  cursor: "pointer",
  _pressed: { bg: "accent.subtle", color: "accent.text", borderColor: "accent.border" },
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
} as const;

export const queueCount = { fontSize: "xs", color: "fg.muted" } as const;

export const queuePager = { display: "flex", gap: "3", alignItems: "center", justifyContent: "flex-end", fontSize: "sm", color: "fg.muted" } as const;
