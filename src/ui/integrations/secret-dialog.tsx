import { useSelector } from "@xstate/react";
import { secretDialog } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { SECRET_TEXTS, type webhookSecretMachine } from "../../machines/integrations/webhook-secret.machine.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TextField } from "../components/field.tsx";

const classes = secretDialog();

/** A new signing secret, shown this once, with Copy; closing forgets it. */
export function SecretDialog({ secret }: { readonly secret: ActorRefFrom<typeof webhookSecretMachine> }) {
  const shown = useSelector(secret, (snapshot) => snapshot.context.shown);
  const copying = useSelector(secret, (snapshot) => snapshot.hasTag("busy"));
  const copied = useSelector(secret, (snapshot) => snapshot.matches({ shown: "copied" }));
  const failed = useSelector(secret, (snapshot) => snapshot.matches({ shown: "copyFailed" }));
  const close = () => secret.send({ type: "secret.close" });

  return (
    <Dialog
      open={shown !== null}
      onClose={close}
      title={SECRET_TEXTS.title}
      description={shown === null ? undefined : SECRET_TEXTS.description(shown.url)}
      footer={<Button onClick={close}>{SECRET_TEXTS.done}</Button>}
    >
      <div className={classes.body}>
        <div className={classes.row}>
          <TextField
            className={classes.input}
            label="Signing secret"
            readOnly
            value={shown?.secret ?? ""}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => secret.send({ type: "secret.copy" })} disabled={copying} aria-busy={copying}>
            {copying ? SECRET_TEXTS.copying : copied ? SECRET_TEXTS.copied : SECRET_TEXTS.copy}
          </Button>
        </div>
        <p role="status" className={failed ? classes.failedNote : classes.note}>
          {failed ? SECRET_TEXTS.copyFailed : copied ? "The secret is on your clipboard." : ""}
        </p>
      </div>
    </Dialog>
  );
}
