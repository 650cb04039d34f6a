import { useSelector } from "@xstate/react";
import { scanScreen } from "styled-system/recipes";
import type { ScanScreenRef } from "../../machines/scan/scan-screen.machine.ts";
import { canSubmitCode } from "../../machines/scan/scan-screen.selectors.ts";
import { SCAN_TEXTS } from "../../machines/scan/scan-texts.ts";
import { Button } from "../components/button.tsx";
import { TextField } from "../components/field.tsx";
import { onFormSubmit } from "../components/form-submit.ts";

const classes = scanScreen();

/** "Type the code": the ticket code printed under a damaged badge's QR code. */
export function TypedCodeForm({ screen }: { readonly screen: ScanScreenRef }) {
  const typed = useSelector(screen, (snapshot) => snapshot.context.typed);
  const error = useSelector(screen, (snapshot) => snapshot.context.typedError);
  const ready = useSelector(screen, canSubmitCode);
  return (
    <form
      noValidate
      className={classes.typedCode}
      onSubmit={onFormSubmit(() => screen.send({ type: "code.submit" }))}
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
      <Button type="submit" disabled={!ready} className={classes.typedSubmit}>
        Add lead
      </Button>
    </form>
  );
}
