/**
 * Demo data: payments (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import type {
  PaymentCategoriesRow,
  PaymentTargetsRow,
  PaymentsByMonthRow,
  RemittancesRow,
} from '../builders/rows.ts'
import { insertRows } from '../builders/insert.ts'
import { demoUuid } from '../builders/ids.ts'
import { demoIds } from './ids.ts'
import { addDays, addMonths, startOfMonth, yearMonth } from '../dates.ts'
import { bankAccount, type DemoBankAccount } from '../reference.ts'
import { finnishReferenceNumber } from '../builders/contract.ts'

/** Seeds the demo payments. */
export async function seedDemoPayments(ctx: DemoContext): Promise<void> {
  const { tx, today, helsinki, helsinginkatu, saterinkatu, tikkurilantie, aino } = ctx
  const ids = demoIds
  const categories: [
    realPropertyId: string,
    category: PaymentCategoriesRow['category'],
    ibans: string[],
  ][] = [
    [ids.kallioRealProperty, 'rent', ['FI2112345600000785', 'FI0250004640001302']],
    [ids.kallioRealProperty, 'security_deposit', ['FI9080002627761348']],
    [ids.kallioRealProperty, 'charges_for_utilities', ['FI2839390030337828']],
    [ids.leppavaaraRealProperty, 'residence_charge', ['FI5542345670000081']],
    [ids.leppavaaraRealProperty, 'right_of_occupancy_deposit', ['FI1566010001530641']],
    [ids.tikkurilaRealProperty, 'rent', ['FI4213663000126607']],
    [ids.tikkurilaRealProperty, 'security_deposit', ['FI7640062220014494']],
  ]
  await insertRows(
    tx,
    'payment_categories',
    categories.map(([realPropertyId, category], i) => ({
      id: demoUuid('paymentCategory', i + 1),
      real_property_id: realPropertyId,
      category,
      sort_order: i,
    })),
  )
  let bankAccountNumber = 0
  await insertRows(
    tx,
    'bank_accounts',
    categories.flatMap(([, , ibans], i) =>
      ibans.map((iban, j) => {
        const account: DemoBankAccount = bankAccount(iban)
        return {
          id: demoUuid('bankAccount', ++bankAccountNumber),
          payment_category_id: demoUuid('paymentCategory', i + 1),
          iban: account.iban,
          bic: account.bic,
          bank_name: account.bankName,
          sort_order: j,
        }
      }),
    ),
  )

  // --- Payments by month, targets, remittances ------------------------------------------------------
  interface PaymentPlan {
    contract: string
    payer: string
    beneficiary: string
    reference: string
    targets: readonly [name: string, amount: number][]
    /** Months back from the current month -> difference (paid minus expected); default 0. */
    differences: Readonly<Record<number, number>>
  }
  const plans: PaymentPlan[] = [
    {
      contract: ids.ainoRentalContract,
      payer: 'VIRTANEN AINO',
      beneficiary: `Kiinteistö Oy ${helsinginkatu} 21`,
      reference: finnishReferenceNumber('2021060134'),
      targets: [
        ['Vuokra', 890],
        ['Vesimaksu', 48],
      ],
      differences: { 1: -152.4 },
    },
    {
      contract: ids.ainoRightOfOccupancyContract,
      payer: 'VIRTANEN AINO',
      beneficiary: `Asumisoikeusyhdistys ${saterinkatu} 7`,
      reference: finnishReferenceNumber('2024090705'),
      targets: [
        ['Käyttövastike', 720.5],
        ['Vesimaksu', 24],
      ],
      differences: { 2: 20 },
    },
    {
      contract: ids.mikkoContract,
      payer: 'KORHONEN MIKKO',
      beneficiary: `Kiinteistö Oy ${tikkurilantie} 40`,
      reference: finnishReferenceNumber('2019030412'),
      targets: [
        ['Vuokra', 640],
        ['Vesimaksu', 24],
      ],
      differences: { 0: -48.9 },
    },
  ]
  const monthRows: PaymentsByMonthRow[] = []
  const targetRows: PaymentTargetsRow[] = []
  const remittanceRows: RemittancesRow[] = []
  for (const plan of plans) {
    for (let back = 5; back >= 0; back--) {
      const month = startOfMonth(addMonths(startOfMonth(today), -back))
      const dueDate = addDays(month, 1)
      const monthId = demoUuid('paymentsByMonth', monthRows.length + 1)
      const expected = plan.targets.reduce((sum, [, amount]) => sum + amount, 0)
      const difference = plan.differences[back] ?? 0
      monthRows.push({
        id: monthId,
        contract_id: plan.contract,
        year_month: yearMonth(month),
        difference,
      })
      for (const [name, amount] of plan.targets) {
        targetRows.push({
          id: demoUuid('paymentTarget', targetRows.length + 1),
          payments_by_month_id: monthId,
          name_on_bill: name,
          due_date: dueDate,
          expected: amount,
        })
      }
      const paid = Math.round((expected + difference) * 100) / 100
      const paidDate = addDays(month, back === 0 ? 0 : 1)
      if (paid > 0 && paidDate <= today) {
        remittanceRows.push({
          id: demoUuid('remittance', remittanceRows.length + 1),
          contract_id: plan.contract,
          name_of_payer: plan.payer,
          paid_date: paidDate,
          amount: paid,
          due_date: dueDate,
          beneficiary: plan.beneficiary,
          reference_number: plan.reference,
        })
      }
    }
  }
  await insertRows(tx, 'payments_by_month', monthRows)
  await insertRows(tx, 'payment_targets', targetRows)
  await insertRows(tx, 'remittances', remittanceRows)

  await insertRows(tx, 'invoice_addresses', [
    {
      id: demoUuid('invoiceAddress', 1),
      contract_id: ids.ainoRentalContract,
      selected_invoice_type: 'contract_address',
      selected_postal_address_type: 'contract_address',
    },
    {
      id: demoUuid('invoiceAddress', 2),
      contract_id: ids.ainoRightOfOccupancyContract,
      selected_invoice_type: 'postal_invoice_address',
      selected_postal_address_type: 'postal_invoice_address',
      postal_invoice_recipient_name: `${aino.firstName} ${aino.lastName}`,
      postal_street_address_line1: `${helsinginkatu} 21 B 34`,
      postal_street_address_line2: null,
      postal_postal_code: '00500',
      postal_city: helsinki,
      postal_country_code: 'FI',
      postal_country_name: 'Suomi',
    },
    {
      id: demoUuid('invoiceAddress', 3),
      contract_id: ids.mikkoContract,
      selected_invoice_type: 'corporate_electronic',
      selected_postal_address_type: 'contract_address',
      electronic_business_identity_code: null,
      electronic_company_name: 'OP Osuuskunta',
      electronic_identifier: bankAccount('FI0250004640001302').iban,
      electronic_intermediator: bankAccount('FI0250004640001302').bic,
    },
  ])
}
