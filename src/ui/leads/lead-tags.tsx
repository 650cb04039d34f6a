import type { KeyboardEvent } from "react";
import { leadDialog, leadRow } from "styled-system/recipes";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { TextField } from "../components/field.tsx";

const rowClasses = leadRow();
const classes = leadDialog();

/** A lead's tags as chips. */
export function TagChips({ tags }: { readonly tags: ReadonlyArray<string> }) {
  if (tags.length === 0) return null;
  return (
    <ul className={rowClasses.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="blue">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}

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
    <div className={classes.tagEditor}>
      {tags.length === 0 ? null : (
        <ul className={classes.tags} aria-label="Tags on this lead">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="blue">
                {tag}
                <button type="button" className={classes.tagRemove} aria-label={`Remove tag ${tag}`} disabled={disabled} onClick={() => onRemove(tag)}>
                  ×
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className={classes.tagRow}>
        <TextField
          label="Tags"
          name="tagDraft"
          className={classes.tagField}
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
