import type { Database } from './open-db.ts';

/**
 * `create(db)` made once for each open database and kept with it: prepared statements, write queues and
 * reference-data caches belong to one database (tests open many in one process), and go when it goes.
 */
export function perDatabase<T>(create: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
}
