import type { ChangeEvent } from "react";

/**
 * The change handler of a one-file `<input type="file">`: hands the chosen file to `use`, and clears
 * the input first, so choosing the same file again (after a refusal or a fix) is a change too.
 */
export const onFileChosen =
  (use: (file: File) => void) =>
  (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file !== undefined) use(file);
  };
