/**
 * The payment and contact details step (spec 01 §2 "Beneficiary rows"; spec 02 §5 Termination):
 * the deposit refund beneficiaries, prefilled from the contract's stored ones (GET
 * …/beneficiaries). Up to 4 rows; removing a stored one keeps it as a removal with 0 % (listed,
 * and undoable), removing a new one drops it; a single remaining row gets 100 %; the BIC field
 * shows only for a foreign IBAN; optional phone and e-mail per row.
 */
import {
  addBeneficiary,
  canAddBeneficiary,
  isActiveBeneficiary,
  isBicFieldShown,
  removeBeneficiary,
  withBeneficiaryIban,
  withSingleBeneficiaryAtFull,
  type BeneficiaryRow,
} from '@asukas/domain'
import { FieldGroup } from '../../../shared/forms/Form.tsx'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { CheckboxField, TextField } from '../../../shared/ui/kit/Field.tsx'
import type { FormStepProps } from './model.ts'

/** Props of {@link PaymentStep}. */
export interface PaymentStepProps extends FormStepProps {
  /**
   * True for a right-of-occupancy contract: the right-of-occupancy payment is refunded and the
   * bank details are required (spec 02 §5 Termination; issue 26 item 11), so the help text is
   * not the rental one of a security deposit with optional bank details.
   */
  rightOfOccupancy: boolean
}

/** The beneficiary rows and the contact-info permission. */
export function PaymentStep({ form, update, errorOf, touch, rightOfOccupancy }: PaymentStepProps) {
  const f = useContractRequestsText()
  const rows = form.beneficiaries
  const setRows = (next: BeneficiaryRow[]) => update({ beneficiaries: next })
  const updateRow = (index: number, change: (row: BeneficiaryRow) => BeneficiaryRow) =>
    setRows(rows.map((row, i) => (i === index ? change(row) : row)))
  const undoRemove = (index: number) =>
    setRows(
      withSingleBeneficiaryAtFull(
        rows.map((row, i) =>
          i === index ? { ...row, removeExistingBeneficiary: false, returnPercentage: null } : row,
        ),
      ),
    )
  const removed = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !isActiveBeneficiary(row))
  let position = 0
  return (
    <>
      <p data-qa="payment-intro">{rightOfOccupancy ? f.payment.rooIntro : f.payment.intro}</p>
      {rows.map((row, index) => {
        if (!isActiveBeneficiary(row)) return null
        position += 1
        const path = (field: string) => `beneficiaries.${index}.${field}`
        const field = (
          name: 'beneficiaryName' | 'phoneNumber' | 'email' | 'bic',
          label: string,
          qa: string,
          extra: { type?: string; autoComplete?: string } = {},
        ) => (
          <TextField
            label={label}
            {...extra}
            value={row[name] ?? ''}
            onChange={(event) => updateRow(index, (r) => ({ ...r, [name]: event.target.value }))}
            onBlur={() => touch(path(name))}
            error={errorOf(path(name))}
            qa={qa}
          />
        )
        return (
          <div key={index} data-qa={`beneficiary-${index}`}>
            <FieldGroup legend={f.payment.beneficiary(position)}>
              {field('beneficiaryName', f.payment.beneficiaryName, `beneficiary-${index}-name`, {
                autoComplete: 'name',
              })}
              <TextField
                label={f.payment.iban}
                value={row.iban}
                onChange={(event) =>
                  updateRow(index, (r) => withBeneficiaryIban(r, event.target.value))
                }
                onBlur={() => touch(path('iban'))}
                error={errorOf(path('iban'))}
                qa={`beneficiary-${index}-iban`}
              />
              {isBicFieldShown(row.iban) && field('bic', f.payment.bic, `beneficiary-${index}-bic`)}
              <TextField
                label={f.payment.returnPercentage}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={row.returnPercentage ?? ''}
                onChange={(event) =>
                  updateRow(index, (r) => ({
                    ...r,
                    returnPercentage: event.target.value === '' ? null : Number(event.target.value),
                  }))
                }
                onBlur={() => touch(path('returnPercentage'))}
                error={errorOf(path('returnPercentage'))}
                qa={`beneficiary-${index}-percentage`}
              />
              {field('phoneNumber', f.payment.beneficiaryPhone, `beneficiary-${index}-phone`, {
                type: 'tel',
                autoComplete: 'tel',
              })}
              {field('email', f.payment.beneficiaryEmail, `beneficiary-${index}-email`, {
                type: 'email',
                autoComplete: 'email',
              })}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setRows(removeBeneficiary(rows, index))}
                qa={`beneficiary-${index}-remove`}
              >
                {f.payment.remove}
                <span className="visually-hidden"> {position}</span>
              </Button>
            </FieldGroup>
          </div>
        )
      })}
      {canAddBeneficiary(rows) && (
        <Button
          variant="secondary"
          onClick={() => setRows(addBeneficiary(rows))}
          qa="beneficiary-add"
        >
          {f.payment.add}
        </Button>
      )}
      {removed.length > 0 && (
        <section aria-labelledby="removed-beneficiaries" data-qa="beneficiaries-removed">
          <h3 id="removed-beneficiaries">{f.payment.removedTitle}</h3>
          <ul>
            {removed.map(({ row, index }) => (
              <li key={index} data-qa={`beneficiary-${index}-removed`}>
                {row.beneficiaryName} ({row.iban}, 0 %){' '}
                <Button
                  variant="link"
                  disabled={!canAddBeneficiary(rows)}
                  onClick={() => undoRemove(index)}
                  aria-label={f.payment.undoRemove(row.beneficiaryName)}
                  qa={`beneficiary-${index}-undo`}
                >
                  {f.payment.undo}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CheckboxField
        label={f.payment.givingContactInfoAllowed}
        checked={form.givingContactInfoAllowed}
        onChange={(event) => update({ givingContactInfoAllowed: event.target.checked })}
        qa="termination-giving-contact-info"
      />
    </>
  )
}
