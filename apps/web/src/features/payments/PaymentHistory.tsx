/**
 * The payment history tab (spec 01 §2 Payments "payments by month, remittances"; spec 02 §1
 * Payments): each month (YYYY-MM, shown as month and year in the language) with its difference
 * read as arrear (negative, shown as a negative euro amount), advance or neutral, the targets
 * (name on the bill, due date, expected sum), and the remittances (payer, paid date, amount).
 * Empty states `noRemittances`; load failure `failedToLoadPaymentHistory`.
 */
import { differenceSign } from '@asukas/domain'
import type { Lang } from '@asukas/domain'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { combineQueries } from '../../shared/ui/kit/combineQueries.ts'
import { TargetsTable } from './PaymentInfo.tsx'
import styles from './Payments.module.css'
import { usePaymentsByMonth, useRemittances } from './queries.ts'

const monthLocales: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' }

/** `2026-11` → `marraskuu 2026` / `november 2026` / `November 2026`. */
export function formatYearMonth(yearMonth: string, lang: Lang): string {
  const [year, month] = yearMonth.split('-').map(Number)
  return new Intl.DateTimeFormat(monthLocales[lang], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)))
}

/** The payment history tab of contract `contractId`. */
export function PaymentHistory({ contractId }: { contractId: string }) {
  const texts = usePropertyText().payments
  const { lang } = useTranslation()
  const format = useFormat()
  const months = usePaymentsByMonth(contractId)
  const remittances = useRemittances(contractId)
  return (
    <AsyncView
      query={combineQueries(months, remittances)}
      qa="payment-history"
      errorText={texts.failedToLoadPaymentHistory}
    >
      {([monthList, remittanceList]) => (
        <div className={styles.content} data-qa="payment-history">
          <Card title={texts.monthsTitle}>
            {monthList.length === 0 && <p data-qa="no-months">{texts.noMonths}</p>}
            {monthList.map((month) => {
              const sign = differenceSign(month.difference)
              const id = `month-${month.yearMonth}`
              return (
                <article
                  key={month.yearMonth}
                  className={styles.month}
                  aria-labelledby={id}
                  data-qa="payment-month"
                  data-sign={sign}
                >
                  <h3 id={id}>{formatYearMonth(month.yearMonth, lang)}</h3>
                  <p className={`${styles.difference} ${sign === 'neutral' ? '' : styles[sign]}`}>
                    <span>{texts.differences[sign]}</span>{' '}
                    {sign !== 'neutral' && (
                      <span data-qa="difference">
                        {sign === 'arrear'
                          ? format.arrear(month.difference)
                          : format.euro(month.difference)}
                      </span>
                    )}
                  </p>
                  <TargetsTable targets={month.paymentsByTarget} empty={<p>{texts.noTargets}</p>} />
                </article>
              )
            })}
          </Card>
          <Card title={texts.remittancesTitle} qa="remittances">
            {remittanceList.length === 0 ? (
              <p data-qa="no-remittances">{texts.noRemittances}</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{texts.payer}</th>
                    <th scope="col">{texts.paidDate}</th>
                    <th scope="col" className={styles.number}>
                      {texts.amount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {remittanceList.map((r, i) => (
                    <tr key={`${r.paidDate}-${i}`} data-qa="remittance">
                      <td>{r.nameOfPayer}</td>
                      <td>{format.dateWithYear(r.paidDate)}</td>
                      <td className={styles.number}>{format.euro(r.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
        </div>
      )}
    </AsyncView>
  )
}
