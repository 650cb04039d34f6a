/**
 * The event's look in the exhibitor portal: its logo, and its two colours (`#rrggbb`, set in the
 * organiser's Event settings) as values for the design system's colour variables (panda.config.ts,
 * `accent.*` and `focus.ring`), which the buttons, links and accents read. A variable left "" keeps
 * the portal's own colour, so an event with no colours looks as the portal always has.
 */

/** The variables an event's colours take over; "" hands one back to the portal's own token. */
export type LookColours = Readonly<Record<(typeof LOOK_VARIABLES)[number], string>>;

export const LOOK_VARIABLES = [
  "--colors-accent-default",
  "--colors-accent-emphasized",
  "--colors-accent-fg",
  "--colors-accent-text",
  "--colors-accent-subtle",
  "--colors-accent-border",
  "--colors-focus-ring",
] as const;

export interface EventLook {
  /** The stored logo's path (under /files/), or null for none. */
  readonly logo: string | null;
  readonly colours: LookColours;
}

/** The portal's dark text and the card's white, the two sides a colour is checked against. */
const DARK = "#111827";
const WHITE = "#ffffff";
const HEX = /^#[0-9a-f]{6}$/i;

/** WCAG 2.x relative luminance of `#rrggbb`. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The text colour for a fill: white or the portal's dark text, whichever contrasts more. */
export const readableOn = (fill: string): string => (contrastRatio(fill, WHITE) >= contrastRatio(fill, DARK) ? WHITE : DARK);

const colour = (value: string | null | undefined): string | null => (value && HEX.test(value) ? value.toLowerCase() : null);

/**
 * The look of an event as the domain lookup answers it. Links and small accent texts sit on white,
 * so they take the first of the accent and primary colours that keeps 4.5:1 there (WCAG AA), or the
 * portal's own.
 */
export const eventLook = (event: { logo?: string | null; primaryColor?: string | null; accentColor?: string | null } | null): EventLook => {
  const primary = colour(event?.primaryColor);
  const accent = colour(event?.accentColor);
  const text = [accent, primary].find((c) => c !== null && contrastRatio(c, WHITE) >= 4.5) ?? "";
  const tint = accent ?? primary;
  return {
    logo: event?.logo || null,
    colours: {
      "--colors-accent-default": primary ?? "",
      // The browser darkens the hover shade: no colour arithmetic ships for it.
      "--colors-accent-emphasized": primary ? `color-mix(in srgb, ${primary} 85%, #000)` : "",
      "--colors-accent-fg": primary ? readableOn(primary) : "",
      "--colors-accent-text": text,
      "--colors-accent-subtle": tint ? `color-mix(in srgb, ${tint} 10%, #fff)` : "",
      "--colors-accent-border": tint ? `color-mix(in srgb, ${tint} 35%, #fff)` : "",
      "--colors-focus-ring": primary ?? "",
    },
  };
};

/**
 * The colours as a style sheet of their own (`:root{…}`), for a page the server sends before the app
 * starts; "" when the event keeps the portal's look. Unlayered, so it wins over the design system's
 * layered tokens. Every value is a checked `#rrggbb` or a `color-mix()` of one: nothing typed by a
 * person reaches the sheet.
 */
export const lookStyleSheet = (colours: LookColours): string => {
  const set = Object.entries(colours).filter(([, value]) => value !== "");
  return set.length === 0 ? "" : `:root{${set.map(([name, value]) => `${name}:${value}`).join(";")}}`;
};
