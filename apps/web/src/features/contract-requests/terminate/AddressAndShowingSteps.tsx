/**
 * The new address step (spec 02 §5: all four fields or none, postal code 5 digits, 'Required if a
 * new address is added') and the apartment showing step (spec 01 §2: the tenant shows, or the
 * company with the master key; pets).
 */
import { showingOptions, type Showing } from '@asukas/domain'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { CheckboxField, RadioGroupField, TextField } from '../../../shared/ui/kit/Field.tsx'
import type { FormStepProps } from './model.ts'

const addressFields = ['recipientName', 'streetAddress', 'postalCode', 'city'] as const

/** The optional new address. */
export function AddressStep({ form, update, errorOf, errorKeyOf, touch }: FormStepProps) {
  const f = useContractRequestsText()
  return (
    <>
      <p>{f.address.intro}</p>
      {addressFields.map((field) => {
        const path = `newAddress.${field}`
        const error = errorOf(path)
        return (
          <TextField
            key={field}
            label={f.address[field]}
            value={form.newAddress[field]}
            inputMode={field === 'postalCode' ? 'numeric' : undefined}
            autoComplete={field === 'postalCode' ? 'postal-code' : undefined}
            onChange={(event) =>
              update({ newAddress: { ...form.newAddress, [field]: event.target.value } })
            }
            onBlur={() => touch(path)}
            error={error && errorKeyOf(path) === 'required' ? f.address.requiredIfAdded : error}
            qa={`new-address-${field}`}
          />
        )
      })}
    </>
  )
}

/** Who shows the apartment, and pets. */
export function ShowingStep({ form, update }: FormStepProps) {
  const f = useContractRequestsText()
  return (
    <>
      <p>{f.showing.intro}</p>
      <RadioGroupField<Showing>
        legend={f.showing.title}
        name="showing"
        qa="termination-showing"
        value={form.showing}
        options={showingOptions.map((option) => ({
          value: option,
          label: f.showing.options[option],
        }))}
        onChange={(value) => update({ showing: value })}
      />
      <CheckboxField
        label={f.showing.pets}
        checked={form.hasPetsInApartment}
        onChange={(event) => update({ hasPetsInApartment: event.target.checked })}
        qa="termination-pets"
      />
    </>
  )
}
