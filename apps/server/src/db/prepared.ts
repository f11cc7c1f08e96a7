import type { Db } from './client';

/**
 * A hot query built once per database handle and run as a named prepared statement: drizzle does not build its SQL
 * again on every call, and PostgreSQL parses and plans it once per connection (PGlite runs the same text). Values
 * go in through `sql.placeholder(...)` and `execute({...})`. A transaction is another handle: it gets its own.
 */
export function preparedQuery<P>(build: (db: Db) => P): (db: Db) => P {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
