import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import type { ScanScreenRef } from "../../machines/scan/scan-screen.machine.ts";
import { canSubmitCode } from "../../machines/scan/scan-screen.selectors.ts";
import { SCAN_TEXTS } from "../../machines/scan/scan-texts.ts";
import { Button } from "../components/button.tsx";
import { TextField } from "../components/field.tsx";

const row = css({ display: "flex", alignItems: "flex-start", gap: "2", "& > :first-child": { flex: "1" } });

/** "Type the code": the ticket code printed under a damaged badge's QR code. */
export function TypedCodeForm({ screen }: { readonly screen: ScanScreenRef }) {
  const typed = useSelector(screen, (snapshot) => snapshot.context.typed);
  const error = useSelector(screen, (snapshot) => snapshot.context.typedError);
  const ready = useSelector(screen, canSubmitCode);
  return (
    <form
      noValidate
      className={row}
      onSubmit={(event) => {
        event.preventDefault();
        screen.send({ type: "code.submit" });
      }}
    >
      <TextField
        label={SCAN_TEXTS.typeCodeLabel}
        helperText={SCAN_TEXTS.typeCodeHelp}
        name="ticketCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        error={error}
        onChange={(event) => screen.send({ type: "code.change", text: event.target.value })}
      />
      <Button type="submit" disabled={!ready} className={css({ mt: "6" })}>
        Add lead
      </Button>
    </form>
  );
}
