import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { portalShell } from "styled-system/recipes";
import { useLocation } from "wouter";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { Sidebar } from "./sidebar.tsx";

const MAIN_ID = "main-content";

const classes = portalShell();

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
      <div className={classes.root}>
        <a
          href={`#${MAIN_ID}`}
          className={classes.skipLink}
        >
          Skip to main content
        </a>
        <Header sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
        <div className={classes.body}>
          <Sidebar open={sidebarOpen} onClose={closeSidebar} />
          <div className={classes.content}>
            {/*
              At least a screen high: the footer starts below the fold, so a screen whose content
              grows as its reads answer never moves it within view.
            */}
            <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
              {children}
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </>
  );
}
