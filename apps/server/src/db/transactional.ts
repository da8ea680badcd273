import type { Database } from './client';

/**
 * A repository that can run bound to a transaction: `transaction(work)` opens one and hands
 * `work` the same queries on it; `on(tx)` binds them to a transaction another module opened
 * (checkout asks the cart module to lock and close its cart inside the order's transaction).
 */
export type Transactional<R> = R & {
  transaction<T>(work: (repo: R, tx: Database) => Promise<T>): Promise<T>;
  on(tx: Database): R;
};

export function transactional<R extends object>(db: Database, build: (db: Database) => R): Transactional<R> {
  return Object.assign(build(db), {
    transaction: <T>(work: (repo: R, tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(build(tx), tx)),
    on: (tx: Database): R => build(tx),
  });
}
