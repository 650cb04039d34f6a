import { useSelector } from "@xstate/react";
import { registrationsQueue } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { registrationsScreenMachine } from "../../../machines/organiser/registrations/registrations-screen.machine.ts";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/field.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { SelectField } from "../../components/select-field.tsx";

const classes = registrationsQueue();
const ANY = "";

/** The queue's filters: the company, the pass category, and the search applied on submit. */
export function RegistrationFilters({
  actor,
}: {
  readonly actor: ActorRefFrom<typeof registrationsScreenMachine>;
}) {
  const query = useSelector(actor, (s) => s.context.query);
  const options = useSelector(actor, (s) => s.context.page?.options ?? null);
  const searchDraft = useSelector(actor, (s) => s.context.searchDraft);
  return (
    <div className={classes.filters}>
      <SelectField
        label="Exhibitor"
        value={query.exhibitor ?? ANY}
        options={[
          { value: ANY, label: "All exhibitors" },
          ...(options?.exhibitors ?? []).map((e) => ({
            value: e._id,
            label: e.name,
          })),
        ]}
        onChange={(event) =>
          actor.send({
            type: "filter.exhibitor",
            exhibitor: event.target.value || null,
          })
        }
      />
      <SelectField
        label="Pass"
        value={query.passCategory ?? ANY}
        options={[
          { value: ANY, label: "All passes" },
          ...(options?.passCategories ?? []).map((c) => ({
            value: c._id,
            label: c.name,
          })),
        ]}
        onChange={(event) =>
          actor.send({
            type: "filter.passCategory",
            passCategory: event.target.value || null,
          })
        }
      />
      <form
        role="search"
        className={classes.search}
        onSubmit={onFormSubmit(() => actor.send({ type: "search.submit" }))}
      >
        <TextField
          label="Search"
          type="search"
          placeholder="Name, e-mail, mobile or ticket code"
          value={searchDraft}
          onChange={(event) =>
            actor.send({ type: "search.change", text: event.target.value })
          }
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
    </div>
  );
}
