/**
 * The payment information tab (spec 01 §2 Payments "bank accounts by payment category, targets";
 * spec 02 §1 Payments, §8): the contract's reference number, bank accounts by category (unknown
 * categories as UNKNOWN), the targets of the latest month, and — beyond the spec, for paying in a
 * Finnish banking app — copy buttons and the virtual barcode of the next due payment.
 * Empty states `noAccountData`, `noTargets`; load failure `failedToLoadPaymentInfo`.
 */
import {
  formatIban,
  formatReference,
  isFinnishIban,
  nextDuePayment,
  todayInHelsinki,
  virtualBarcode,
} from '@asukas/domain'
import type { ReactNode } from 'react'
import type { PaymentCategoryAccounts, PaymentsByMonth } from '@asukas/contract'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { combineQueries } from '../../shared/ui/kit/combineQueries.ts'
import styles from './Payments.module.css'
import { CopyButton } from './CopyButton.tsx'
import { usePaymentCategories, usePaymentsByMonth } from './queries.ts'
import { DetailsList } from '../../shared/ui/kit/DetailsList.tsx'

/** Categories whose account the monthly payment goes to, in order of preference. */
const monthlyCategories = ['rent', 'residence_charge', 'charges_for_utilities', 'generic']

/** The IBAN the next monthly payment goes to: the first Finnish account of a monthly category. */
function monthlyIban(categories: readonly PaymentCategoryAccounts[]): string | undefined {
  const ordered = [...categories].sort((a, b) => rank(a.category) - rank(b.category))
  return ordered.flatMap((c) => c.bankAccounts).find((a) => isFinnishIban(a.iban))?.iban
  function rank(category: string) {
    const i = monthlyCategories.indexOf(category)
    return i === -1 ? monthlyCategories.length : i
  }
}

/** The payment information tab of contract `contractId`. */
export function PaymentInfo({
  contractId,
  referenceNumber,
}: {
  contractId: string
  referenceNumber: string
}) {
  const texts = usePropertyText().payments
  const categories = usePaymentCategories(contractId)
  const months = usePaymentsByMonth(contractId)
  return (
    <AsyncView
      query={combineQueries(categories, months)}
      qa="payment-info"
      errorText={texts.failedToLoadPaymentInfo}
    >
      {([categoryList, monthList]) => (
        <div className={styles.content} data-qa="payment-info">
          <Card title={texts.referenceNumber}>
            <p className={styles.value}>
              <span data-qa="reference-number">{formatReference(referenceNumber)}</span>
              <CopyButton
                value={referenceNumber}
                label={texts.referenceNumber}
                qa="copy-reference"
              />
            </p>
            <p>{texts.referenceHint}</p>
          </Card>
          <Barcode categories={categoryList} months={monthList} referenceNumber={referenceNumber} />
          <Card title={texts.accountsTitle} qa="payment-accounts">
            {categoryList.every((c) => c.bankAccounts.length === 0) ? (
              <p data-qa="no-account-data">{texts.noAccountData}</p>
            ) : (
              categoryList
                .filter((c) => c.bankAccounts.length > 0)
                .map((category) => (
                  <div
                    key={category.category}
                    className={styles.category}
                    data-qa="payment-category"
                  >
                    <h3>{texts.categories[category.category]}</h3>
                    <ul className={styles.accounts}>
                      {category.bankAccounts.map((account) => (
                        <li key={account.iban}>
                          <DetailsList>
                            <div>
                              <dt>{texts.iban}</dt>
                              <dd className={styles.value}>
                                <span data-qa="iban">{formatIban(account.iban)}</span>
                                <CopyButton
                                  value={account.iban}
                                  label={`${texts.iban} ${formatIban(account.iban)}`}
                                  qa="copy-iban"
                                />
                              </dd>
                            </div>
                            <div>
                              <dt>{texts.bic}</dt>
                              <dd>{account.bic}</dd>
                            </div>
                            <div>
                              <dt>{texts.bank}</dt>
                              <dd>{account.bankName}</dd>
                            </div>
                          </DetailsList>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))
            )}
          </Card>
          <Targets months={monthList} />
        </div>
      )}
    </AsyncView>
  )
}

/** The targets of the newest month (spec 01 §2 "targets"; empty state `noTargets`). */
function Targets({ months }: { months: readonly PaymentsByMonth[] }) {
  const texts = usePropertyText().payments
  const targets = months[0]?.paymentsByTarget ?? []
  return (
    <Card title={texts.targetsTitle} qa="payment-targets">
      <TargetsTable targets={targets} empty={<p data-qa="no-targets">{texts.noTargets}</p>} />
    </Card>
  )
}

/**
 * The targets of a month as a table (name on the bill, due date, expected sum), or `empty` when
 * there are none. Shared by the information tab and each month of the history.
 */
export function TargetsTable({
  targets,
  empty,
}: {
  targets: PaymentsByMonth['paymentsByTarget']
  empty: ReactNode
}) {
  const texts = usePropertyText().payments
  const format = useFormat()
  if (targets.length === 0) return empty
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{texts.nameOnBill}</th>
          <th scope="col">{texts.dueDate}</th>
          <th scope="col" className={styles.number}>
            {texts.expected}
          </th>
        </tr>
      </thead>
      <tbody>
        {targets.map((target) => (
          <tr key={target.targetId} data-qa="payment-target">
            <td>{target.nameOnBill}</td>
            <td>{format.dateWithYear(target.dueDate)}</td>
            <td className={styles.number}>{format.euro(target.expected)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The virtual barcode (Finance Finland bank barcode guide, version 4 for the contract's national
 * reference) of the next due payment, with a copy button.
 */
function Barcode({
  categories,
  months,
  referenceNumber,
}: {
  categories: readonly PaymentCategoryAccounts[]
  months: readonly PaymentsByMonth[]
  referenceNumber: string
}) {
  const texts = usePropertyText().payments
  const format = useFormat()
  const next = nextDuePayment(months, todayInHelsinki())
  const iban = monthlyIban(categories)
  const result =
    next && iban
      ? virtualBarcode({
          iban,
          reference: referenceNumber,
          amount: next.amount,
          dueDate: next.dueDate,
        })
      : undefined
  return (
    <Card title={texts.barcodeTitle} qa="virtual-barcode">
      {!next ? (
        <p data-qa="barcode-none">{texts.barcodeNone}</p>
      ) : !result?.ok ? (
        <p data-qa="barcode-unavailable">{texts.barcodeUnavailable}</p>
      ) : (
        <>
          <p>
            {texts.barcodeText(
              next.names.join(', '),
              format.dateWithYear(next.dueDate),
              format.euro(next.amount),
            )}
          </p>
          <p className={styles.value}>
            <code className={styles.barcode} data-qa="barcode">
              {result.barcode}
            </code>
            <CopyButton value={result.barcode} label={texts.barcodeTitle} qa="copy-barcode" />
          </p>
        </>
      )}
    </Card>
  )
}
