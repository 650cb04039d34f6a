import type { OtpLoginField } from "../../machines/auth/otp-login.types.ts";
import type { Portal } from "./composition.ts";
import { firstScreenDrawn } from "./first-screen-drawn.ts";

/** The painted form's fields, by the names its inputs carry. */
const SIGN_IN_FIELDS: readonly OtpLoginField[] = ["phoneCode", "mobile", "firstName", "lastName"];

/**
 * The server may paint the sign-in form into #root before any script runs (server/http/painted-
 * sign-in.ts). The app then renders into a #root of its own, off the page, which takes the painted
 * one's place at the first commit that shows more than the full-screen loading state: the visitor
 * never sees the form turn into a spinner and back. What was typed into the painted form meanwhile
 * goes to the sign-in screen's machine, and the field being typed in keeps the focus.
 * Returns the element to render the app into.
 */
export function takeOverPaintedSignIn(root: HTMLElement, portal: Portal): HTMLElement {
  if (root.firstElementChild === null) return root;
  const container = document.createElement("div");
  container.id = root.id;
  void firstScreenDrawn(container).then(() => {
    const focused = document.activeElement instanceof HTMLInputElement && root.contains(document.activeElement) ? document.activeElement.name : null;
    handTypedFieldsOver(root, portal);
    root.replaceWith(container);
    const input = focused === null ? null : container.querySelector<HTMLInputElement>(`input[name="${focused}"]`);
    input?.focus();
  });
  return container;
}

/** Fields typed into the painted form (their value no longer the one painted) become the screen's. */
function handTypedFieldsOver(painted: HTMLElement, portal: Portal): void {
  const { screenName, screen } = portal.app.getSnapshot().context;
  if (screenName !== "signIn" || screen === null) return;
  for (const field of SIGN_IN_FIELDS) {
    const input = painted.querySelector<HTMLInputElement>(`input[name="${field}"]`);
    if (input !== null && input.value !== input.defaultValue) screen.send({ type: "field.change", field, value: input.value });
  }
}
