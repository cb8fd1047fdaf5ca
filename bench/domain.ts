/**
 * Domain validator throughput: how many personal identity codes per second `isValidHetu` checks
 * and how many IBANs per second `isValidIban` checks, over the real vectors of
 * `packages/domain/test/vectors/` (valid and invalid mixed). Prints figures; never passes or fails.
 * Called by `bench/run.ts` (`npm run bench`); also runnable alone:
 * `node bench/domain.ts` (Node 24).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isValidHetu, isValidIban, todayInHelsinki } from '@asukas/domain'

const TESTDATA = path.resolve(import.meta.dirname, '../packages/domain/test/vectors')

/** First column of every data line of a vector file (TSV header dropped). */
function vectors(file: string): string[] {
  const rows = readFileSync(path.join(TESTDATA, file), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
  return (file.endsWith('.tsv') ? rows.slice(1) : rows).map((row) => row.split('\t')[0] ?? '')
}

/**
 * Calls `check` on the inputs round-robin for about `seconds`; answers the checks per second and
 * the share of inputs accepted (which also keeps the results alive). The clock is read every
 * 1024 calls so it does not dominate.
 */
function measure(
  inputs: readonly string[],
  check: (input: string) => boolean,
  seconds = 1,
): { perSecond: number; accepted: number } {
  let calls = 0
  let accepted = 0
  const start = performance.now()
  const deadline = start + seconds * 1000
  let now = start
  while (now < deadline) {
    for (let i = 0; i < 1024; i++) {
      if (check(inputs[(calls + i) % inputs.length] ?? '')) accepted++
    }
    calls += 1024
    now = performance.now()
  }
  return { perSecond: calls / ((now - start) / 1000), accepted: accepted / calls }
}

/**
 * Prints `isValidHetu` and `isValidIban` throughput (checks per second). The identity codes are
 * checked against a fixed `today` (as the server does per request) and with the default today.
 */
export async function benchDomain(): Promise<void> {
  const hetus = [
    ...vectors('hetu_valid.txt'),
    ...vectors('hetu_invalid.tsv'),
    ...vectors('hetu_edge_cases.tsv'),
  ]
  const ibans = [...vectors('iban_valid.txt'), ...vectors('iban_invalid.tsv')]
  const today = todayInHelsinki()
  const format = ({ perSecond, accepted }: { perSecond: number; accepted: number }) =>
    `${Math.round(perSecond).toLocaleString('en-US')}/s (${Math.round(accepted * 100)} % valid)`

  measure(hetus, (code) => isValidHetu(code, today), 0.2) // warm-up
  const hetuFixed = measure(hetus, (code) => isValidHetu(code, today))
  const hetuDefault = measure(hetus, (code) => isValidHetu(code))
  measure(ibans, isValidIban, 0.2) // warm-up
  const iban = measure(ibans, isValidIban)

  console.log(`domain: isValidHetu ${format(hetuFixed)} identity codes, given today`)
  console.log(`domain: isValidHetu ${format(hetuDefault)} identity codes, default today`)
  console.log(`domain: isValidIban ${format(iban)} IBANs`)
  console.log(`domain: (${hetus.length} identity code and ${ibans.length} IBAN vectors)`)
}

if (import.meta.main) await benchDomain()
