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
import type { PaymentCategoryAccounts, PaymentsByMonth } from '@asukas/contract'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { CopyButton } from './CopyButton.tsx'
import { usePaymentCategories, usePaymentsByMonth } from './queries.ts'

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
  if (categories.isError || months.isError) {
    return (
      <Alert variant="error" qa="payment-info-error">
        {texts.failedToLoadPaymentInfo}
      </Alert>
    )
  }
  if (!categories.data || !months.data) return <Loader />
  return (
    <div className="payments__content" data-qa="payment-info">
      <section className="panel" aria-labelledby="reference-title">
        <h2 id="reference-title">{texts.referenceNumber}</h2>
        <p className="payments__value">
          <span data-qa="reference-number">{formatReference(referenceNumber)}</span>
          <CopyButton value={referenceNumber} label={texts.referenceNumber} qa="copy-reference" />
        </p>
        <p>{texts.referenceHint}</p>
      </section>
      <Barcode
        categories={categories.data}
        months={months.data}
        referenceNumber={referenceNumber}
      />
      <section className="panel" aria-labelledby="accounts-title" data-qa="payment-accounts">
        <h2 id="accounts-title">{texts.accountsTitle}</h2>
        {categories.data.every((c) => c.bankAccounts.length === 0) ? (
          <p data-qa="no-account-data">{texts.noAccountData}</p>
        ) : (
          categories.data
            .filter((c) => c.bankAccounts.length > 0)
            .map((category) => (
              <div
                key={category.category}
                className="payments__category"
                data-qa="payment-category"
              >
                <h3>{texts.categories[category.category]}</h3>
                <ul className="payments__accounts">
                  {category.bankAccounts.map((account) => (
                    <li key={account.iban}>
                      <dl className="details-list">
                        <div>
                          <dt>{texts.iban}</dt>
                          <dd className="payments__value">
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
                      </dl>
                    </li>
                  ))}
                </ul>
              </div>
            ))
        )}
      </section>
      <Targets months={months.data} />
    </div>
  )
}

/** The targets of the newest month (spec 01 §2 "targets"; empty state `noTargets`). */
function Targets({ months }: { months: readonly PaymentsByMonth[] }) {
  const texts = usePropertyText().payments
  const format = useFormat()
  const targets = months[0]?.paymentsByTarget ?? []
  return (
    <section className="panel" aria-labelledby="targets-title" data-qa="payment-targets">
      <h2 id="targets-title">{texts.targetsTitle}</h2>
      {targets.length === 0 ? (
        <p data-qa="no-targets">{texts.noTargets}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{texts.nameOnBill}</th>
              <th scope="col">{texts.dueDate}</th>
              <th scope="col" className="table__number">
                {texts.expected}
              </th>
            </tr>
          </thead>
          <tbody>
            {targets.map((target) => (
              <tr key={target.targetId} data-qa="payment-target">
                <td>{target.nameOnBill}</td>
                <td>{format.dateWithYear(target.dueDate)}</td>
                <td className="table__number">{format.euro(target.expected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
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
    <section className="panel" aria-labelledby="barcode-title" data-qa="virtual-barcode">
      <h2 id="barcode-title">{texts.barcodeTitle}</h2>
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
          <p className="payments__value">
            <code className="payments__barcode" data-qa="barcode">
              {result.barcode}
            </code>
            <CopyButton value={result.barcode} label={texts.barcodeTitle} qa="copy-barcode" />
          </p>
        </>
      )}
    </section>
  )
}
