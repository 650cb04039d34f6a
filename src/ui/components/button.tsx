import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cx } from "styled-system/css";
import { button, type ButtonVariantProps } from "styled-system/recipes";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

/** A native button with the portal's look; `type` defaults to "button" so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cx(button({ variant, size, fullWidth }), className)} {...props} />;
});
