import type { KeyboardEvent } from "react";
import { css } from "styled-system/css";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { TextField } from "../components/field.tsx";

const chips = css({ display: "flex", flexWrap: "wrap", gap: "1.5", listStyle: "none", p: "0", m: "0" });

/** A lead's tags as chips. */
export function TagChips({ tags }: { readonly tags: ReadonlyArray<string> }) {
  if (tags.length === 0) return null;
  return (
    <ul className={chips} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="blue">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}

const remove = css({ ms: "1", cursor: "pointer", bg: "transparent", color: "inherit", _disabled: { cursor: "not-allowed" } });

/** The dialog's tags: chips with a remove button, and a field whose text Add (or Enter) turns into a tag. */
export function TagEditor(props: {
  readonly tags: ReadonlyArray<string>;
  readonly draft: string;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onDraft: (value: string) => void;
  readonly onAdd: () => void;
  readonly onRemove: (tag: string) => void;
}) {
  const { tags, draft, error, disabled, onDraft, onAdd, onRemove } = props;
  // Enter adds the tag instead of saving the whole form.
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onAdd();
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      {tags.length === 0 ? null : (
        <ul className={chips} aria-label="Tags on this lead">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="blue">
                {tag}
                <button type="button" className={remove} aria-label={`Remove tag ${tag}`} disabled={disabled} onClick={() => onRemove(tag)}>
                  ×
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className={css({ display: "flex", gap: "2", alignItems: "flex-end" })}>
        <TextField
          label="Tags"
          name="tagDraft"
          className={css({ flex: "1" })}
          placeholder="Add a tag, e.g. AI"
          autoComplete="off"
          value={draft}
          error={error}
          disabled={disabled}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={keyDown}
        />
        <Button variant="outline" disabled={disabled} onClick={onAdd}>
          Add tag
        </Button>
      </div>
    </div>
  );
}
