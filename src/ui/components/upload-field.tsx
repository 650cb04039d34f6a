import { useSelector } from "@xstate/react";
import { useId, useRef } from "react";
import { uploadField } from "styled-system/recipes";
import { useFileUrl } from "./use-file-url.ts";
import type { UploadActorRef } from "../../machines/forms/upload-fields.ts";
import { uploadButtonLabel } from "../../machines/forms/upload.machine.ts";
import { UPLOAD_RULES } from "../../rules/upload-rules.ts";
import { Button } from "./button.tsx";
import { onFileChosen } from "./file-choice.ts";

export interface UploadFieldProps {
  /** The upload field the machine owning the form runs for this file (`uploadActorOf(snapshot, name)`). */
  readonly upload: UploadActorRef;
  /** The visible label ("Company Logo"). */
  readonly label: string;
  readonly disabled?: boolean;
}

const classes = uploadField();

const lastSegment = (path: string): string => path.split("/").pop() ?? path;

/**
 * One upload field (SPEC §2: "Choose File", "Uploading...", Change and Remove): a view over the
 * upload actor its form's machine runs. That machine puts a stored path into the form and holds Save
 * back while the upload runs; this only draws the field and sends the chosen file or Remove.
 */
export function UploadField({ upload: actor, label, disabled }: UploadFieldProps) {
  const fileUrl = useFileUrl();
  const storedPath = useSelector(actor, (snapshot) => snapshot.context.path);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const buttonLabel = useSelector(actor, uploadButtonLabel);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const rule = UPLOAD_RULES[kind];
  const choose = onFileChosen((file) => actor.send({ type: "file.change", file }));

  return (
    <div className={classes.root}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={rule.accept}
        className={classes.input}
        onChange={choose}
        disabled={disabled || busy}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        tabIndex={-1}
      />
      <div className={classes.row}>
        {storedPath !== null && kind === "image" ? (
          <img src={fileUrl(storedPath)} alt={`${label} preview`} className={classes.preview} />
        ) : null}
        <Button
          variant="outline"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={disabled || busy}
          aria-busy={busy}
          aria-label={`${buttonLabel}: ${label}`}
        >
          {buttonLabel}
        </Button>
        {storedPath !== null && !busy ? (
          <Button variant="ghost" size="sm" onClick={() => actor.send({ type: "file.remove" })} disabled={disabled} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        ) : null}
        {storedPath !== null && kind !== "image" ? <span className={classes.fileName}>{lastSegment(storedPath)}</span> : null}
      </div>
      <p id={hintId} className={classes.hint}>
        {rule.hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
