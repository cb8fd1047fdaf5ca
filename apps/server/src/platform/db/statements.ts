/**
 * The names of prepared statements (`QueryOptions.name`, `db.ts`): one name stands for one SQL
 * text for the life of a database object, on both adapters. node-postgres checks this only per
 * connection, so a clash would show up at random; this registry makes it fail on first use.
 */

/** Thrown when one statement name is used for two different SQL texts. */
export class StatementNameClashError extends Error {
  constructor(name: string) {
    super(`Prepared statement name ${name} is already used for another SQL text`)
    this.name = 'StatementNameClashError'
  }
}

/**
 * A registry of statement names for one database object.
 *
 * @returns `claim(name, text)`: records the pair on first use, throws
 *   {@link StatementNameClashError} when `name` was claimed for another text.
 */
export function statementNames(): { claim(name: string, text: string): void } {
  const texts = new Map<string, string>()
  return {
    claim(name, text) {
      const known = texts.get(name)
      if (known === undefined) texts.set(name, text)
      else if (known !== text) throw new StatementNameClashError(name)
    },
  }
}
