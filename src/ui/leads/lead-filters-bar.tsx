import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { LEAD_SORTS, MY_LEADS, SORT_LABELS, UNOWNED, type FilterChoices } from "../../machines/leads/lead-filters.ts";
import type { leadFiltersMachine } from "../../machines/leads/lead-filters.machine.ts";
import { SelectField } from "../components/select-field.tsx";
import { button, leadsScreen } from "styled-system/recipes";

export type LeadFiltersActor = ActorRefFrom<typeof leadFiltersMachine>;

/** The filters the address keeps go through the screen machine (it shows them in the address). */
export interface AddressFilters {
  readonly owner: (value: string | null) => void;
  readonly due: (value: boolean) => void;
}

const ANY = "";
const RATING_OPTIONS = [
  { value: ANY, label: "Any rating" },
  ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: stars === 5 ? "5 stars" : `${stars}+ stars` })),
];
const SORT_OPTIONS = LEAD_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

const classes = leadsScreen();

type Choices = ReadonlyArray<{ readonly value: string; readonly label: string }>;

const withAny = (label: string, choices: Choices) => [{ value: ANY, label }, ...choices];
/** The value a select's choice stands for: "Any ..." is no filter. */
const orNull = (value: string): string | null => (value === ANY ? null : value);

/** "vCard (3)": each kind says how many of the loaded leads it keeps. */
const countedKinds = (choices: FilterChoices["kinds"]) => choices.map((choice) => ({ value: choice.value, label: `${choice.label} (${choice.count.toLocaleString("en-US")})` }));


/** The owner filter's choices: everyone's, the viewer's, each owner of a loaded lead by name, nobody's. */
const ownerOptions = (choices: FilterChoices) => [
  { value: ANY, label: "Everyone" },
  { value: MY_LEADS, label: "My leads" },
  ...choices.owners,
  { value: UNOWNED, label: "Unowned" },
];

interface FiltersProps {
  readonly filters: LeadFiltersActor;
  readonly choices: FilterChoices;
  readonly send: AddressFilters;
}

/** Everyone / My leads, Due, and the filters bar folded on phones; the summary says when a filter narrows the list. */
export function LeadFiltersDisclosure({ filters: actor, choices, send }: FiltersProps) {
  const narrowed = useSelector(actor, (snapshot) => snapshot.hasTag("filtered"));
  // Due shares the summary's row on a phone, so the list still starts in the first screenful; from
  // md the open filters take a row of their own under it.
  return (
    <div className={classes.filtersRow}>
      <MyLeadsToggle filters={actor} send={send} />
      <DueFilterButton filters={actor} send={send} />
      <details className={classes.disclosure}>
        <summary className={button({ variant: "outline", size: "sm" })}>{narrowed ? "More filters (on)" : "More filters"}</summary>
        <LeadFiltersBar filters={actor} choices={choices} send={send} />
      </details>
    </div>
  );
}

/** Minimum stars, tag, source, capture kind, capturing member, owner and the sort; the choices are those the loaded leads have. */
export function LeadFiltersBar({ filters: actor, choices, send }: FiltersProps) {
  const filters = useSelector(actor, (snapshot) => snapshot.context);
  return (
    <div className={classes.filters} role="group" aria-label="Filter and sort leads">
      <SelectField
        label="Rating"
        options={RATING_OPTIONS}
        value={filters.minRating === null ? ANY : String(filters.minRating)}
        onChange={(event) => actor.send({ type: "filters.rating", value: event.target.value === ANY ? null : Number(event.target.value) })}
      />
      <ChoiceFilter label="Tag" anyLabel="Any tag" choices={choices.tags} value={filters.tag} onChoose={(value) => actor.send({ type: "filters.tag", value })} />
      <ChoiceFilter label="Source" anyLabel="Any source" choices={choices.sources} value={filters.source} onChoose={(value) => actor.send({ type: "filters.source", value })} />
      <ChoiceFilter label="Captured as" anyLabel="Any way" choices={countedKinds(choices.kinds)} value={filters.kind} onChoose={(value) => actor.send({ type: "filters.kind", value })} />
      <ChoiceFilter label="Captured by" anyLabel="Any member" choices={choices.members} value={filters.member} onChoose={(value) => actor.send({ type: "filters.member", value })} />
      <SelectField label="Owner" options={ownerOptions(choices)} value={filters.owner ?? ANY} onChange={(event) => send.owner(orNull(event.target.value))} />
      <SelectField label="Sort by" options={SORT_OPTIONS} value={filters.sort} onChange={(event) => actor.send({ type: "filters.sort", value: event.target.value })} />
    </div>
  );
}

/** Due: the leads whose follow-up day is today (the event's day) or earlier; outside the folded filters, so a phone sees it. */
export function DueFilterButton({ filters: actor, send }: Omit<FiltersProps, "choices">) {
  const due = useSelector(actor, (snapshot) => snapshot.context.due !== null);
  return (
    <button type="button" className={button({ variant: due ? "solid" : "outline", size: "sm" })} aria-pressed={due} onClick={() => send.due(!due)}>
      Due
    </button>
  );
}

/** My leads, one click away: the member's own leads, or everyone's again. */
function MyLeadsToggle({ filters: actor, send }: Omit<FiltersProps, "choices">) {
  const mine = useSelector(actor, (snapshot) => snapshot.context.owner === MY_LEADS);
  return (
    <button
      type="button"
      className={button({ variant: mine ? "solid" : "outline", size: "sm" })}
      aria-pressed={mine}
      onClick={() => send.owner(mine ? null : MY_LEADS)}
    >
      My leads
    </button>
  );
}

interface ChoiceFilterProps {
  readonly label: string;
  /** The first choice, which lifts the filter ("Any tag"). */
  readonly anyLabel: string;
  readonly choices: Choices;
  readonly value: string | null;
  readonly onChoose: (value: string | null) => void;
}

/** A filter on one of the loaded leads' values: "Any ..." first, then each value they have. */
function ChoiceFilter({ label, anyLabel, choices, value, onChoose }: ChoiceFilterProps) {
  return <SelectField label={label} options={withAny(anyLabel, choices)} value={value ?? ANY} onChange={(event) => onChoose(orNull(event.target.value))} />;
}
