import { forwardRef, type TextareaHTMLAttributes } from "react";
import { field } from "styled-system/recipes";
import { FieldFrame, type FieldFrameProps, type FrameKeys } from "./field.tsx";

// Apart from field.tsx so the sign-in screen loads no textarea code.

export type TextareaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, FrameKeys>;

/** A labelled textarea. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(props, ref) {
  const { label, error, helperText, requiredMark, required, disabled, className, ...textarea } = props;
  return (
    <FieldFrame
      {...{ label, error, helperText, requiredMark, required, disabled, className }}
      control={(frame) => <textarea {...frame.getTextareaProps()} ref={ref} className={field().textarea} {...textarea} />}
    />
  );
});
