import { FieldTextarea } from "@ark-ui/react/field";
import { forwardRef, type TextareaHTMLAttributes } from "react";
import { field } from "styled-system/recipes";
import { frame, type FieldFrameProps, type FrameKeys } from "./field.tsx";

// Apart from field.tsx (and Ark's part by name, see there) so the sign-in screen loads no textarea code (Ark's textarea auto-resizes).

export type TextareaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, FrameKeys>;

/** A labelled textarea. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(props, ref) {
  const { label, error, helperText, requiredMark, required, disabled, className, ...textarea } = props;
  return frame(
    { label, error, helperText, requiredMark, required, disabled, className },
    <FieldTextarea ref={ref} className={field().textarea} {...textarea} />,
  );
});
