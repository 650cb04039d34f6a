import { useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { portalShell } from "styled-system/recipes";
import { Link } from "wouter";
import { sidebarScreens } from "../../machines/app/screens.ts";
import { useApp } from "../screen/app-context.ts";
import { Icon } from "../screen/icons.tsx";
import { navItemsOf } from "./nav-items.ts";

export const SIDEBAR_ID = "portal-sidebar";

const classes = portalShell();

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
        className={classes.overlay}
      />
      <nav
        id={SIDEBAR_ID}
        ref={navRef}
        aria-label="Main"
        data-open={open}
        className={classes.sidebar}
      >
        {items.map((item) => {
          const active = item.screen === current;
          return (
            <Link
              key={item.path}
              href={item.path}
              aria-current={active ? "page" : undefined}
              onClick={onClose}
              className={classes.navLink}
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
