/**
 * Extra demo rows of the property feature (issue 12): next month's bill of each demo contract,
 * so that the payment information page has a payment coming due and shows its virtual barcode.
 * Called once at the end of `seedDemoData`, in its transaction.
 */
import type { Queryable } from '../platform/db/db.ts'
import { addDays, addMonths, startOfMonth, yearMonth } from './dates.ts'
import { demoIds } from './demo/ids.ts'

/**
 * Seeds next month (due on its 2nd day, nothing paid yet: difference 0) for the demo contracts.
 *
 * @param tx the seeding transaction.
 * @param today "today" of the seed, `yyyy-MM-dd`.
 */
export async function seedPropertyDemo(tx: Queryable, today: string): Promise<void> {
  // Inside the function: demo.ts imports this module, so its ids are ready only at call time.
  const nextMonthBills: [contractId: string, targets: [string, number][]][] = [
    [
      demoIds.ainoRentalContract,
      [
        ['Vuokra', 890],
        ['Vesimaksu', 48],
      ],
    ],
    [
      demoIds.ainoRightOfOccupancyContract,
      [
        ['Käyttövastike', 720.5],
        ['Vesimaksu', 24],
      ],
    ],
    [
      demoIds.mikkoContract,
      [
        ['Vuokra', 640],
        ['Vesimaksu', 24],
      ],
    ],
  ]
  const month = startOfMonth(addMonths(startOfMonth(today), 1))
  const dueDate = addDays(month, 1)
  for (const [contractId, targets] of nextMonthBills) {
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO payments_by_month (contract_id, year_month, difference)
       VALUES ($1, $2, 0) RETURNING id`,
      [contractId, yearMonth(month)],
    )
    const monthId = rows[0]?.id
    for (const [name, amount] of targets) {
      await tx.query(
        `INSERT INTO payment_targets (payments_by_month_id, name_on_bill, due_date, expected)
         VALUES ($1, $2, $3, $4)`,
        [monthId, name, dueDate, amount],
      )
    }
  }
}
