/**
 * Invoicing on own information: paper invoice or e-invoice, and where invoices go (spec 01 §2
 * Own information). The invoice address belongs to a contract party or payer with the paymentInfo
 * flag on (spec 02 §1 Payments); for anyone else the section is not shown, and neither is it when
 * the server has no invoice address for the contract (404).
 */
import { isApiError } from '../../shared/api/client.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { invoiceSummary } from './invoice.ts'
import { useInvoiceAddress } from './queries.ts'
import { DetailsList } from '../../shared/ui/kit/DetailsList.tsx'

/** The invoicing section of contract `contractId`. */
export function InvoiceInfo({ contractId }: { contractId: string }) {
  const texts = useAccountsText().ownInfo
  const invoice = useInvoiceAddress(contractId)
  if (invoice.isError && isApiError(invoice.error, 'NOT_FOUND')) return null
  return (
    <Card title={texts.invoiceTitle} qa="own-info-invoice">
      <AsyncView query={invoice} errorText={texts.invoiceLoadError} qa="own-info-invoice">
        {(address) => {
          const summary = invoiceSummary(address)
          return (
            <DetailsList>
              <div>
                <dt>{texts.invoiceType}</dt>
                <dd data-qa="own-info-invoice-type" data-kind={summary.kind}>
                  {texts.invoiceTypes[summary.kind]}
                </dd>
              </div>
              <div>
                <dt>{texts.invoiceAddress}</dt>
                <dd data-qa="own-info-invoice-address">{summary.address}</dd>
              </div>
            </DetailsList>
          )
        }}
      </AsyncView>
    </Card>
  )
}
