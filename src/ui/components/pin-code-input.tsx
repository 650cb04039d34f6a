import { PinInput } from "@ark-ui/react/pin-input";
import { useId } from "react";
import { pinInput } from "styled-system/recipes";

export interface PinCodeInputProps {
  /** Visible label of the group of boxes. */
  readonly label: string;
  /** Number of boxes. */
  readonly length: number;
  /** The code typed so far (digits only). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly autoFocus?: boolean;
}

/**
 * A numeric one-time-code input (Ark UI PinInput): typing advances to the next box, Backspace on an
 * empty box moves back, pasting a whole code fills every box, and the boxes ask the platform for
 * `autocomplete="one-time-code"`. Controlled: the value lives with the caller's machine.
 */
export function PinCodeInput({ label, length, value, onChange, disabled, invalid, autoFocus }: PinCodeInputProps) {
  const classes = pinInput();
  const labelId = `${useId()}-label`;
  const boxes = Array.from({ length }, (_, index) => value[index] ?? "");
  return (
    <PinInput.Root
      className={classes.root}
      // The boxes are announced as one labelled group ("Digit 1 of 4" each).
      role="group"
      aria-labelledby={labelId}
      ids={{ label: labelId }}
      count={length}
      type="numeric"
      otp
      placeholder=""
      value={boxes}
      onValueChange={(details) => onChange(details.valueAsString)}
      disabled={disabled ?? false}
      invalid={invalid ?? false}
      autoFocus={autoFocus ?? false}
      // Digits pasted with spaces or dashes ("12 34", "12-34") still fill the boxes.
      sanitizeValue={(pasted) => pasted.replace(/\D/g, "")}
      translations={{ inputLabel: (index, count) => `Digit ${index + 1} of ${count}` }}
    >
      <PinInput.Label className={classes.label}>{label}</PinInput.Label>
      <PinInput.Control className={classes.control}>
        {boxes.map((_, index) => (
          <PinInput.Input key={index} index={index} className={classes.input} />
        ))}
      </PinInput.Control>
      <PinInput.HiddenInput />
    </PinInput.Root>
  );
}
