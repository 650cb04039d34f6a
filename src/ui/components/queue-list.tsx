import { useSelector } from "@xstate/react";
import { queueList } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { queueListMachine } from "../../machines/data/queue-list.machine.ts";
import { queueEmptyMessage, queueError, queueFirstLoad, queueRangeOf, type QueueEmptyWords } from "../../machines/data/queue-view.ts";
import { Button } from "./button.tsx";
import { TextField } from "./field.tsx";
import { onFormSubmit } from "./form-submit.ts";
import { LoadError } from "./load-error.tsx";
import { PageLoading } from "./page-loading.tsx";
import { SelectField } from "./select-field.tsx";

// The parts a queue's view is drawn with, each over the screen's queue child (queue-list.machine.ts):
// the screen lays them out around its own rows and dialogs.

export type QueueListActor = ActorRefFrom<typeof queueListMachine>;

/** The queue's slot classes; `choosable` rows start with a choice box. */
export const queueClasses = queueList({ choosable: false });
export const choosableQueueClasses = queueList({ choosable: true });

/**
 * The status tabs, each with its count once a page is read ("all" has none): the pressed tab is the
 * one shown; choosing one reads it from its first page.
 */
export function QueueStatusTabs<Tab extends string>({ list, labels }: { readonly list: QueueListActor; readonly labels: Readonly<Record<Tab, string>> }) {
  const tabs = useSelector(list, (snapshot) => snapshot.context.tabs) as ReadonlyArray<Tab>;
  const current = useSelector(list, (snapshot) => snapshot.context.query.tab);
  const counts = useSelector(list, (snapshot) => snapshot.context.page?.counts ?? null);
  return (
    <div className={queueClasses.tabs} role="group" aria-label="Status">
      {tabs.map((tab) => (
        <button key={tab} type="button" className={queueClasses.tab} aria-pressed={current === tab} onClick={() => list.send({ type: "tab.change", value: tab })}>
          {labels[tab]}
          {counts !== null && tab in counts ? <span className={queueClasses.count}>{counts[tab]}</span> : null}
        </button>
      ))}
    </div>
  );
}

/** The search box, applied when submitted (Enter or Search). */
export function QueueSearch({ list, placeholder }: { readonly list: QueueListActor; readonly placeholder: string }) {
  const draft = useSelector(list, (snapshot) => snapshot.context.searchDraft);
  return (
    <form role="search" className={queueClasses.search} onSubmit={onFormSubmit(() => list.send({ type: "search.submit" }))}>
      <TextField label="Search" type="search" placeholder={placeholder} value={draft} onChange={(event) => list.send({ type: "search.change", value: event.target.value })} />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}

/** One filter of the queue: every value ("All exhibitors"), or one of the choices the server listed with the page. */
export function QueueFilter(props: { readonly list: QueueListActor; readonly name: string; readonly label: string; readonly every: string }) {
  const { list, name, label, every } = props;
  const value = useSelector(list, (snapshot) => snapshot.context.query.filters[name] ?? null);
  const choices = useSelector(list, (snapshot) => snapshot.context.page?.choices?.[name] ?? []);
  return (
    <SelectField
      label={label}
      value={value ?? ""}
      options={[{ value: "", label: every }, ...choices.map((choice) => ({ value: choice._id, label: choice.name }))]}
      onChange={(event) => list.send({ type: "filter.change", name, value: event.target.value || null })}
    />
  );
}

/**
 * What the queue says about its read above the rows: loading (the first page only; a later read
 * keeps the page shown), the failure with Retry, or the empty queue's words.
 */
export function QueueReadState({ list, loadingLabel, empty }: { readonly list: QueueListActor; readonly loadingLabel: string; readonly empty: QueueEmptyWords }) {
  const firstLoad = useSelector(list, queueFirstLoad);
  const error = useSelector(list, queueError);
  const emptyWords = useSelector(list, (snapshot) => queueEmptyMessage(snapshot, empty));
  return (
    <>
      {firstLoad ? <PageLoading label={loadingLabel} /> : null}
      {error !== null ? <LoadError message={error} onRetry={() => list.send({ type: "list.refresh" })} /> : null}
      {emptyWords !== null ? <p className={queueClasses.empty}>{emptyWords}</p> : null}
    </>
  );
}

/** The rows shown of the total ("1–50 of 120") with Previous and Next; nothing while there are no rows. */
export function QueuePager({ list }: { readonly list: QueueListActor }) {
  const range = useSelector(list, queueRangeOf);
  const canPrevious = useSelector(list, (snapshot) => snapshot.can({ type: "page.previous" }));
  const canNext = useSelector(list, (snapshot) => snapshot.can({ type: "page.next" }));
  if (range === null) return null;
  return (
    <nav className={queueClasses.pager} aria-label="Pages">
      <span>{range}</span>
      <Button size="sm" variant="outline" disabled={!canPrevious} onClick={() => list.send({ type: "page.previous" })}>
        Previous
      </Button>
      <Button size="sm" variant="outline" disabled={!canNext} onClick={() => list.send({ type: "page.next" })}>
        Next
      </Button>
    </nav>
  );
}
