import { css } from "styled-system/css";
import { leadsScreen } from "styled-system/recipes";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { Icon } from "../screen/icons.tsx";

const classes = leadsScreen();

/** SPEC §2: the company has no leads yet. */
export function LeadsEmpty({ onAdd, onImport }: { readonly onAdd: () => void; readonly onImport: (() => void) | null }) {
  return (
    <Card>
      <div className={classes.empty}>
        <span aria-hidden="true" className={classes.emptyIcon}>
          {/* A utility, not a recipe part: it must win over the icon's own size. */}
          <Icon name="users" className={css({ w: "10", h: "10" })} />
        </span>
        <h2 className={classes.emptyTitle}>No leads found</h2>
        <p className={classes.emptyText}>
          Start capturing leads by scanning visitor badges or adding them manually.
        </p>
        <div className={classes.emptyActions}>
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
    <div className={classes.empty} role="status">
      <p className={classes.noMatchTitle}>No leads match these filters</p>
      <p className={classes.noMatchText}>Try another search or fewer filters.</p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
