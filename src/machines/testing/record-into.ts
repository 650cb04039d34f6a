/**
 * A stand-in for an action whose whole effect is elsewhere (a toast, a saved file, a report to the
 * parent): it keeps each params object it is given, in order, in one of the model world's lists.
 */
export const recordInto =
  <T>(list: T[]) =>
  (_: unknown, params: T): void =>
    void list.push(params);
