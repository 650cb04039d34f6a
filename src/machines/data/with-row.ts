/**
 * A list with one saved row in it: the row with the same id replaced where it stands (an edit keeps
 * its place on screen), or the row added when the list did not have it. Screens that keep a sorted
 * list pass their order, which places only an added row.
 */
export const withRow = <Row extends { readonly _id: string }>(
  rows: ReadonlyArray<Row>,
  row: Row,
  order?: (a: Row, b: Row) => number,
): ReadonlyArray<Row> => {
  if (rows.some((shown) => shown._id === row._id)) return rows.map((shown) => (shown._id === row._id ? row : shown));
  const added = [...rows, row];
  return order ? added.sort(order) : added;
};
