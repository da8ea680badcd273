/** The rows of a `db.execute` result: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
