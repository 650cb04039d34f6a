import { useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { css, cx } from "styled-system/css";
import { Link } from "wouter";
import { sidebarScreens } from "../../machines/app/screens.ts";
import { useApp } from "../app/app-context.ts";
import { Icon } from "./icons.tsx";
import { navItemsOf } from "./nav-items.ts";

export const SIDEBAR_ID = "portal-sidebar";

export interface SidebarProps {
  /** Small screens only: whether the panel is shown; from `lg` up it always is. */
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * SPEC §2 sidebar: the screens the person's role may open, of the seven; behind the header's toggle
 * below the `lg` breakpoint. The entry of the screen on show (the app machine's choice, so the portal's
 * home marks the role's first screen) is the current page.
 */
export function Sidebar({ open, onClose }: SidebarProps) {
  const app = useApp();
  const role = useSelector(app, (snapshot) => snapshot.context.role);
  const current = useSelector(app, (snapshot) => snapshot.context.screenName);
  const items = useMemo(() => navItemsOf(sidebarScreens(role)), [role]);
  const navRef = useRef<HTMLElement>(null);

  // Opening on a phone moves focus into the panel; Escape closes it.
  useEffect(() => {
    if (!open) return undefined;
    navRef.current?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <>
      <div
        aria-hidden="true"
        data-open={open}
        onClick={onClose}
        className={css({
          display: "none",
          "&[data-open=true]": { display: { base: "block", lg: "none" } },
          position: "fixed",
          inset: "0",
          top: "16",
          bg: "bg.overlay",
          zIndex: "30",
        })}
      />
      <nav
        id={SIDEBAR_ID}
        ref={navRef}
        aria-label="Main"
        data-open={open}
        className={css({
          display: "none",
          "&[data-open=true]": { display: "flex" },
          flexDirection: "column",
          gap: "1",
          w: "64",
          flexShrink: 0,
          p: "3",
          bg: "bg.surface",
          borderRightWidth: "1px",
          borderColor: "border.default",
          overflowY: "auto",
          position: "fixed",
          top: "16",
          bottom: "0",
          left: "0",
          maxW: "calc(100vw - 3rem)",
          zIndex: "40",
          boxShadow: "lg",
          lg: {
            display: "flex",
            position: "sticky",
            top: "16",
            h: "calc(100dvh - 4rem)",
            maxW: "none",
            boxShadow: "none",
            zIndex: "auto",
          },
        })}
      >
        {items.map((item) => {
          const active = item.screen === current;
          return (
            <Link
              key={item.path}
              href={item.path}
              aria-current={active ? "page" : undefined}
              onClick={onClose}
              className={cx(
                css({
                  display: "flex",
                  alignItems: "center",
                  gap: "3",
                  px: "3",
                  py: "2.5",
                  borderRadius: "md",
                  fontSize: "sm",
                  fontWeight: "medium",
                  color: "fg.muted",
                  textDecoration: "none",
                  _hover: { bg: "bg.muted", color: "fg.default" },
                  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "-2px" },
                  "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", fontWeight: "semibold" },
                }),
              )}
            >
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </Link>
          );
        })}
      </nav>
    </>
  );
}
