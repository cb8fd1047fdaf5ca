/**
 * Reads the real test vectors copied into `test/vectors/` (see its README for each file's source)
 * at test time.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const TESTDATA = path.resolve(import.meta.dirname, 'vectors')

/** Lines of a text file, without the empty last line; whitespace inside lines is kept. */
export function lines(file: string): string[] {
  return readFileSync(path.join(TESTDATA, file), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
}

/** Rows of a TSV file (header dropped) as objects keyed by the header's column names. */
export function tsv(file: string): Record<string, string>[] {
  const [header, ...rows] = lines(file)
  const columns = (header ?? '').split('\t')
  return rows.map((row) => {
    const cells = row.split('\t')
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']))
  })
}
