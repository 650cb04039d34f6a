import { useSelector } from "@xstate/react";
import { useContext, useLayoutEffect } from "react";
import type { Portal } from "../app/composition.ts";
import type { EventActorRef } from "../screen/app-context.ts";
import { AppRootContext } from "../screen/app-context.ts";
import { useFileUrl } from "./use-file-url.ts";

const eventActorOf = (portal: Portal) => portal.app.getSnapshot().children.event as EventActorRef;

/**
 * The event's colours on the page's root element, so every part takes them, dialogs and toasts
 * (portalled into <body>) included. Set through the CSSOM, which the CSP's `style-src 'self'` allows.
 * Renders nothing; the look itself is the event-loading machine's.
 */
export function EventColours() {
  const colours = useSelector(eventActorOf(useContext(AppRootContext)!), (snapshot) => snapshot.context.look.colours);
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(colours)) document.documentElement.style.setProperty(name, value);
  }, [colours]);
  return null;
}

/** The event's logo, when it has one; nothing where no portal is provided (the server's static sign-in form). */
export function EventLogo({ className }: { readonly className: string }) {
  const portal = useContext(AppRootContext);
  return portal === null ? null : <Logo actor={eventActorOf(portal)} className={className} />;
}

function Logo({ actor, className }: { readonly actor: EventActorRef; readonly className: string }) {
  const logo = useSelector(actor, (snapshot) => snapshot.context.look.logo);
  const fileUrl = useFileUrl();
  // Decorative: the event's title is written beside it.
  return logo ? <img className={className} src={fileUrl(logo)} alt="" data-testid="event-logo" /> : null;
}
