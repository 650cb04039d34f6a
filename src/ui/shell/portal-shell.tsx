import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { css } from "styled-system/css";
import { useLocation } from "wouter";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { Sidebar } from "./sidebar.tsx";

const MAIN_ID = "main-content";

/** The signed-in frame: header, sidebar, the screen, footer. */
export function PortalShell({ children }: { readonly children: ReactNode }) {
  // Whether the phone-sized sidebar panel is open: view state, nothing the portal's logic needs.
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const [location] = useLocation();

  // A new screen starts at its top. Not on the first mount: a page that has just loaded is at its top
  // already, and scrolling then forces a synchronous layout of the whole screen as it first renders.
  const scrolledFor = useRef(location);
  useEffect(() => {
    if (scrolledFor.current === location) return;
    scrolledFor.current = location;
    window.scrollTo({ top: 0 });
  }, [location]);

  return (
    <>
      <div className={css({ minH: "100dvh", display: "flex", flexDirection: "column", bg: "bg.canvas" })}>
        <a
          href={`#${MAIN_ID}`}
          className={css({
            position: "absolute",
            left: "2",
            top: "-20",
            zIndex: "100",
            px: "3",
            py: "2",
            bg: "bg.surface",
            color: "accent.text",
            borderRadius: "md",
            boxShadow: "md",
            _focus: { top: "2", outline: "2px solid", outlineColor: "focus.ring" },
          })}
        >
          Skip to main content
        </a>
        <Header sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
        <div className={css({ flex: "1", display: "flex", minW: "0" })}>
          <Sidebar open={sidebarOpen} onClose={closeSidebar} />
          <div className={css({ flex: "1", minW: "0", display: "flex", flexDirection: "column" })}>
            {/*
              At least a screen high: the footer starts below the fold, so a screen whose content
              grows as its reads answer never moves it within view.
            */}
            <main id={MAIN_ID} tabIndex={-1} className={css({ flex: "1", minW: "0", minH: "100dvh", p: { base: "4", md: "6", lg: "8" }, outline: "none" })}>
              {children}
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </>
  );
}
