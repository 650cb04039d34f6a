import { Toast, Toaster } from "@ark-ui/react/toast";
import { useEffect, useRef, type PointerEvent, type ReactNode } from "react";
import { toast as toastRecipe } from "styled-system/recipes";
import { swipeOffset, swipeOutcome } from "../toast-swipe.ts";
import { setToastRegionMounted, toaster } from "./toast-store.ts";

/** Ark toast types back to the SPEC §4 variants (the toaster maps them the other way). */
const variantOf = (type: string | undefined): "default" | "destructive" | "success" => {
  if (type === "error") return "destructive";
  if (type === "success") return "success";
  return "default";
};

/**
 * The portal's one toast region, loaded lazily and mounted at the app root (src/ui/app.tsx). Ark's
 * group handles the limit, the 5 s timer, pausing on hover and focus, and the F8 hotkey (configured
 * in toast-store.ts); the swipe to dismiss is ours (SwipeableToast).
 */
export default function ToasterView() {
  useEffect(() => {
    setToastRegionMounted(true);
    return () => setToastRegionMounted(false);
  }, []);
  return (
    <Toaster toaster={toaster}>
      {(toast) => {
        const classes = toastRecipe({ variant: variantOf(toast.type) });
        return (
          <SwipeableToast key={toast.id} id={toast.id} className={classes.root}>
            <Toast.Title className={classes.title}>{toast.title}</Toast.Title>
            <Toast.Description className={classes.description}>{toast.description}</Toast.Description>
            <Toast.CloseTrigger className={classes.closeTrigger} aria-label="Dismiss notification">
              <span aria-hidden="true">×</span>
            </Toast.CloseTrigger>
          </SwipeableToast>
        );
      }}
    </Toaster>
  );
}

interface SwipeableToastProps {
  readonly id: string | undefined;
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * SPEC §4/§9 swipe right to dismiss (zag 1.43's toast has no gesture): the toast follows the pointer
 * to the right while pressed and, on release, is dismissed past 50 px or snaps back (../toast-swipe.ts
 * decides). The drag is drawn with `transform`, which zag leaves alone (it positions with `translate`).
 */
function SwipeableToast({ id, className, children }: SwipeableToastProps) {
  const root = useRef<HTMLDivElement>(null);
  // Where the press started; a ref, not state: the drag is drawn directly, never re-rendered.
  const pressedAt = useRef<{ readonly pointerId: number; readonly x: number } | null>(null);

  const draw = (offset: number, animate: boolean) => {
    const element = root.current;
    if (!element) return;
    element.style.transition = animate ? "" : "none";
    element.style.transform = offset === 0 ? "" : `translateX(${offset}px)`;
  };
  const release = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const pressed = pressedAt.current;
    if (!pressed || pressed.pointerId !== event.pointerId) return;
    pressedAt.current = null;
    if (!cancelled && swipeOutcome(event.clientX - pressed.x) === "dismiss" && id !== undefined) {
      // It leaves from where it was dragged to; the region removes it after the exit animation.
      toaster.dismiss(id);
      return;
    }
    draw(0, true);
  };

  return (
    <Toast.Root
      ref={root}
      className={className}
      onPointerDown={(event) => {
        // The close button keeps its click; only the primary button or a touch drags.
        if (event.button !== 0 || (event.target as Element).closest("button")) return;
        pressedAt.current = { pointerId: event.pointerId, x: event.clientX };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        const pressed = pressedAt.current;
        if (pressed && pressed.pointerId === event.pointerId) draw(swipeOffset(event.clientX - pressed.x), false);
      }}
      onPointerUp={(event) => release(event, false)}
      onPointerCancel={(event) => release(event, true)}
    >
      {children}
    </Toast.Root>
  );
}
