import { routeFor, type Route, type RouteQuestion, type ScreenTable } from "../screen/screen-table.ts";

/** A route in short, for tests of an app's screen table: the screen's name, `notAllowed:<name>` for one the role may not open, or `notFound`. */
export const routeShown = (table: ScreenTable, question: RouteQuestion): string => {
  const route: Route = routeFor(table, question);
  if (route.kind === "screen") return route.screen.name;
  return route.kind === "notAllowed" ? `notAllowed:${route.screen?.name ?? ""}` : "notFound";
};
