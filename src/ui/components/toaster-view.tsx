import { Toast, Toaster } from "@ark-ui/react/toast";
import { useEffect } from "react";
import { toast as toastRecipe } from "styled-system/recipes";
import { setToastRegionMounted, toaster } from "../toaster.ts";

/** Ark toast types back to the SPEC §4 variants (the toaster maps them the other way). */
const variantOf = (type: string | undefined): "default" | "destructive" | "success" => {
  if (type === "error") return "destructive";
  if (type === "success") return "success";
  return "default";
};

/**
 * The portal's one toast region, rendered once at the app root. Ark's group handles the limit,
 * the 5 s timer, pausing on hover and focus, and the F8 hotkey (configured in ../toaster.ts).
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
          <Toast.Root key={toast.id} className={classes.root}>
            <Toast.Title className={classes.title}>{toast.title}</Toast.Title>
            <Toast.Description className={classes.description}>{toast.description}</Toast.Description>
            <Toast.CloseTrigger className={classes.closeTrigger} aria-label="Dismiss notification">
              <span aria-hidden="true">×</span>
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </Toaster>
  );
}
