/** Where a request came from, now the staff feature's (ADR 0033); kept while the concept features move. */
export {
  iso,
  isoDay,
  originColumns,
  originJoins,
  toOrigin,
  type OriginRow,
} from '../staff/index.ts'
