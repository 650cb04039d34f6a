import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { css } from "styled-system/css";
import { resolveFileUrl } from "../contract.ts";
import type { UploadType } from "../contract.ts";
import { useInspect } from "../../inspect-context.ts";
import { uploadImplementations } from "../../machines/forms/upload.actors.ts";
import { uploadButtonLabel, uploadMachine } from "../../machines/forms/upload.machine.ts";
import { UPLOAD_RULES, type UploadKind } from "../../rules/upload-rules.ts";
import { useApiRunner } from "../app/app-context.ts";
import { notify } from "../toaster.ts";
import { Button } from "./button.tsx";
import { useReportUploadBusy } from "./upload-tracker.tsx";

export interface UploadFieldProps {
  /** The visible label ("Company Logo"). */
  readonly label: string;
  /** How the toasts name the field ("Logo" gives "Logo uploaded successfully"). */
  readonly field: string;
  readonly kind: UploadKind;
  readonly uploadType: UploadType;
  /** The stored path held by the surrounding form (null or "" when empty). */
  readonly path: string | null;
  /** Called with the new stored path after an upload, or null after Remove. */
  readonly onPathChange: (path: string | null) => void;
  readonly disabled?: boolean;
}

const root = css({ display: "flex", flexDirection: "column", gap: "2", minW: "0" });
const labelClass = css({ fontSize: "sm", fontWeight: "medium" });
const row = css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" });
const preview = css({ w: "16", h: "16", objectFit: "contain", borderRadius: "md", borderWidth: "1px", borderColor: "border.default", bg: "bg.muted" });
const fileName = css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere", minW: "0" });
const hintClass = css({ fontSize: "xs", color: "fg.muted" });
const errorClass = css({ fontSize: "sm", color: "danger.text" });
const hiddenInput = css({ srOnly: true });

const lastSegment = (path: string): string => path.split("/").pop() ?? path;

/**
 * One upload field over its own upload machine (SPEC §2: "Choose File", "Uploading...", Change and
 * Remove). The form owns the value: a path it loads or resets is handed to the machine with
 * `path.set`, and every upload or Remove comes back through `onPathChange`.
 */
export function UploadField({ label, field, kind, uploadType, path, onPathChange, disabled }: UploadFieldProps) {
  const runApi = useApiRunner();
  const onPathChangeRef = useRef(onPathChange);
  onPathChangeRef.current = onPathChange;
  const [logic] = useState(() =>
    uploadMachine.provide(
      uploadImplementations({ runApi, showToast: notify, onPathChange: (next) => onPathChangeRef.current(next) }),
    ),
  );
  const actor = useActorRef(logic, { input: { field, kind, uploadType }, inspect: useInspect() });
  const storedPath = useSelector(actor, (snapshot) => snapshot.context.path);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const buttonLabel = useSelector(actor, uploadButtonLabel);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  useReportUploadBusy(inputId, busy);

  const wanted = path === "" ? null : path;
  useEffect(() => {
    if (wanted !== actor.getSnapshot().context.path) actor.send({ type: "path.set", path: wanted });
  }, [actor, wanted]);

  const rule = UPLOAD_RULES[kind];
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure: clear the input so it fires again.
    event.target.value = "";
    if (file !== undefined) actor.send({ type: "file.change", file });
  };

  return (
    <div className={root}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={rule.accept}
        className={hiddenInput}
        onChange={choose}
        disabled={disabled || busy}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        tabIndex={-1}
      />
      <div className={row}>
        {storedPath !== null && kind === "image" ? (
          <img src={resolveFileUrl(storedPath)} alt={`${label} preview`} className={preview} />
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
        {storedPath !== null && kind !== "image" ? <span className={fileName}>{lastSegment(storedPath)}</span> : null}
      </div>
      <p id={hintId} className={hintClass}>
        {rule.hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
