import { field } from "styled-system/recipes";

const messageClass = field().message;

/** A message about a field drawn by a control that shows none itself (an upload's stored path). */
export function FieldMessage({ message }: { readonly message: string | undefined }) {
  return message ? (
    <p role="alert" className={messageClass}>
      {message}
    </p>
  ) : null;
}
