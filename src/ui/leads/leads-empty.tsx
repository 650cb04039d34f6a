import { css } from "styled-system/css";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { Icon } from "../screen/icons.tsx";

const frame = css({ display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: "3", py: "10", px: "4" });

/** SPEC §2: the company has no leads yet. */
export function LeadsEmpty({ onAdd, onImport }: { readonly onAdd: () => void; readonly onImport: (() => void) | null }) {
  return (
    <Card>
      <div className={frame}>
        <span aria-hidden="true" className={css({ color: "fg.muted" })}>
          <Icon name="users" className={css({ w: "10", h: "10" })} />
        </span>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>No leads found</h2>
        <p className={css({ color: "fg.muted", fontSize: "sm", maxW: "md" })}>
          Start capturing leads by scanning visitor badges or adding them manually.
        </p>
        <div className={css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "2" })}>
          <Button onClick={onAdd}>Add Your First Lead</Button>
          {onImport === null ? null : (
            <Button variant="outline" onClick={onImport}>
              Import Leads
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

/** Leads exist, but none matches the search, the filters and the tab. */
export function NoMatches({ onClear }: { readonly onClear: () => void }) {
  return (
    <div className={frame} role="status">
      <p className={css({ fontWeight: "semibold" })}>No leads match these filters</p>
      <p className={css({ color: "fg.muted", fontSize: "sm" })}>Try another search or fewer filters.</p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
