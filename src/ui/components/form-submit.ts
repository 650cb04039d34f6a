import type { FormEvent } from "react";

/** A form's submit handler: the browser does not send the form or leave the page; `submit` runs instead. */
export const onFormSubmit =
  (submit: () => void) =>
  (event: FormEvent): void => {
    event.preventDefault();
    submit();
  };
