import { css, cx } from "styled-system/css";
import { headerPill } from "../shell/header-pill.ts";

/** The header's "N not synced" pill, the same before and after its panel's code is here. */
export const outboxPill = cx(
  headerPill,
  css({
    bg: "warning.subtle",
    color: "warning.text",
    cursor: "pointer",
    _focusVisible: { outline: "2px solid", outlineColor: "focus.ring" },
  }),
);

export const notSyncedLabel = (count: number): string => `${count} not synced`;
