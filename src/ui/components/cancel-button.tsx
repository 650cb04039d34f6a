import { Button, type ButtonProps } from "./button.tsx";

/** A dialog's Cancel: outlined, before the dialog's own action; it waits (disabled) while that action's call runs when told to. */
export function CancelButton(props: Omit<ButtonProps, "variant" | "children">) {
  return (
    <Button variant="outline" {...props}>
      Cancel
    </Button>
  );
}
