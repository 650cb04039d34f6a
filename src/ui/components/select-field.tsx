import { forwardRef, type SelectHTMLAttributes } from "react";
import { field } from "styled-system/recipes";
import { FieldFrame, type FieldFrameProps, type FrameKeys } from "./field.tsx";

// Apart from field.tsx so the sign-in screen, which has text inputs only, loads no select code.

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, FrameKeys> & {
    readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  };

/** A labelled native select: the platform's own keyboard and screen-reader behaviour. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(props, ref) {
  const { label, error, helperText, requiredMark, required, disabled, className, options, ...select } = props;
  return (
    <FieldFrame
      {...{ label, error, helperText, requiredMark, required, disabled, className }}
      control={(frame) => (
        <select {...frame.getSelectProps()} ref={ref} className={field().select} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
});
