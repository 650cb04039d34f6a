import { css } from "styled-system/css";
import { MAX_RATING } from "../../rules/lead-qualification-rules.ts";
import { Button } from "../components/button.tsx";

const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);
const starsClass = css({ color: "warning.text", letterSpacing: "0.05em", fontSize: "sm" });

/** "★★★★☆" for 4 stars; read out as "Rated 4 of 5". Nothing for an unrated lead. */
export function RatingStars({ rating }: { readonly rating: number | null }) {
  if (rating === null) return null;
  return (
    <span className={starsClass} role="img" aria-label={`Rated ${rating} of ${MAX_RATING}`} data-testid="lead-rating">
      {STARS.map((star) => (star <= rating ? "★" : "☆")).join("")}
    </span>
  );
}

const group = css({ display: "flex", flexDirection: "column", gap: "1.5", border: "none", p: "0", m: "0" });
const star = css({
  fontSize: "xl",
  lineHeight: "1",
  px: "1",
  color: "fg.muted",
  bg: "transparent",
  cursor: "pointer",
  borderRadius: "sm",
  _pressed: { color: "warning.text" },
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring" },
  _disabled: { cursor: "not-allowed", opacity: 0.6 },
});

/** Rating 1-5 as five toggle buttons and "Clear"; the machine holds the value. */
export function RatingInput(props: {
  readonly value: number | null;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChange: (value: number | null) => void;
}) {
  const { value, error, disabled, onChange } = props;
  return (
    <fieldset className={group}>
      <legend className={css({ fontSize: "sm", fontWeight: "medium" })}>Rating</legend>
      <div className={css({ display: "flex", alignItems: "center", gap: "1" })}>
        {STARS.map((stars) => (
          <button
            key={stars}
            type="button"
            className={star}
            aria-pressed={value !== null && stars <= value}
            aria-label={`${stars} ${stars === 1 ? "star" : "stars"}`}
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
        <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
