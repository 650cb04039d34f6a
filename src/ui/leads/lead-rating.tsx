import { leadDialog, leadRow } from "styled-system/recipes";
import { MAX_RATING } from "../../rules/lead-qualification-rules.ts";
import { Button } from "../components/button.tsx";
import { countOf } from "../../format/count.ts";

const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);
const rowClasses = leadRow();
const classes = leadDialog();

/** "★★★★☆" for 4 stars; read out as "Rated 4 of 5". Nothing for an unrated lead. */
export function RatingStars({ rating }: { readonly rating: number | null }) {
  if (rating === null) return null;
  return (
    <span className={rowClasses.stars} role="img" aria-label={`Rated ${rating} of ${MAX_RATING}`} data-testid="lead-rating">
      {STARS.map((star) => (star <= rating ? "★" : "☆")).join("")}
    </span>
  );
}

/** Rating 1-5 as five toggle buttons and "Clear"; the machine holds the value. */
export function RatingInput(props: {
  readonly value: number | null;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChange: (value: number | null) => void;
}) {
  const { value, error, disabled, onChange } = props;
  return (
    <fieldset className={classes.ratingGroup}>
      <legend className={classes.ratingLegend}>Rating</legend>
      <div className={classes.stars}>
        {STARS.map((stars) => (
          <button
            key={stars}
            type="button"
            className={classes.star}
            aria-pressed={value !== null && stars <= value}
            aria-label={countOf(stars, "star")}
            disabled={disabled}
            onClick={() => onChange(stars)}
          >
            {value !== null && stars <= value ? "★" : "☆"}
          </button>
        ))}
        <Button size="sm" variant="ghost" disabled={disabled || value === null} onClick={() => onChange(null)}>
          Clear rating
        </Button>
      </div>
      {error ? (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
