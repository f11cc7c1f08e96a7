const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids that are not uuids can never name a row: callers answer 404 instead of letting Postgres raise. */
export const isUuid = (s: string) => UUID.test(s);
