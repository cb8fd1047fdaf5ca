import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Marks the async context of a running transaction callback, to catch one mistake early and the
 * same way on both adapters: using the database object instead of the `tx` argument inside
 * `db.transaction(...)`. On PGlite (one connection) such a call would wait for the transaction
 * forever; on PostgreSQL it would silently run outside the transaction on another connection.
 */
const insideTransaction = new AsyncLocalStorage<true>()

/** Thrown when `db.query` or `db.transaction` is called inside a transaction callback. */
export class TransactionReentrancyError extends Error {
  constructor() {
    super(
      'db.query()/db.transaction() called inside db.transaction(); use the tx argument ' +
        '(on PGlite this call would wait for the transaction forever).',
    )
    this.name = 'TransactionReentrancyError'
  }
}

/** Throws `TransactionReentrancyError` when called from inside a transaction callback. */
export function assertOutsideTransaction(): void {
  if (insideTransaction.getStore() === true) throw new TransactionReentrancyError()
}

/** Runs a transaction callback marked as "inside a transaction". */
export function runInsideTransaction<T>(fn: () => Promise<T>): Promise<T> {
  return insideTransaction.run(true, fn)
}
