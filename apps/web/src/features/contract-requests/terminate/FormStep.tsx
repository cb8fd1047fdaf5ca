/**
 * The termination form step (spec 02 §5 Termination): reason among the form's 19 options, end
 * date within the contract's window (Helsinki time), optional moving-out date, additional
 * details (max 1,000), attachments for an early end of a fixed-term contract, and for a
 * right-of-occupancy contract the collateral, its location and the delivery address (with
 * `propertyCompanyAddressError` when the company address is missing).
 */
import type { Contract } from '@asukas/contract'
import {
  ADDITIONAL_DETAILS_MAX,
  collateralLocations,
  movingOutDateWindow,
  terminationEndDateWindow,
  terminationFormReasons,
  type CollateralLocation,
  type TerminationReason,
} from '@asukas/domain'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { LazyDateField } from '../../../shared/ui/kit/LazyDateFields.tsx'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { RadioGroupField, TextAreaField, TextField } from '../../../shared/ui/kit/Field.tsx'
import { Select } from '../../../shared/ui/kit/Select.tsx'
import { FileUploads, type UploadedFile } from '../FileUploads.tsx'
import type { FormStepProps, TerminationContext } from './model.ts'

/** Props of {@link FormStep}. */
export interface FormStepOwnProps extends FormStepProps {
  contract: Contract
  context: TerminationContext
  attachments: readonly UploadedFile[]
  onAttachments: (files: UploadedFile[]) => void
  /** True when the company address a bank collateral needs is missing. */
  companyAddressMissing: boolean
}

/** The reason, dates, details, attachments and right-of-occupancy collateral. */
export function FormStep({
  form,
  update,
  errorOf,
  errorKeyOf,
  touch,
  contract,
  context,
  attachments,
  onAttachments,
  companyAddressMissing,
}: FormStepOwnProps) {
  const f = useContractRequestsText()
  const { t } = useTranslation()
  const format = useFormat()
  const isRoo = contract.contractType === 'right_of_occupancy'
  const endWindow = terminationEndDateWindow(context)
  const moveWindow = movingOutDateWindow({ ...context, endDate: form.endDate })
  const companyAddress = contract.propertyCompanyAddress
  const filesError =
    errorOf('fileUuids') === undefined
      ? undefined
      : errorKeyOf('fileUuids') === 'required'
        ? f.form.filesMissing
        : errorOf('fileUuids')
  return (
    <>
      {isRoo && <p>{f.form.rooNote}</p>}
      {contract.endDate && <p>{f.form.fixedTermNote(format.dateWithYear(contract.endDate))}</p>}
      <Select
        label={f.form.reason}
        error={errorOf('terminationReason')}
        value={form.terminationReason}
        onChange={(value) => update({ terminationReason: value as TerminationReason | '' })}
        onBlur={() => touch('terminationReason')}
        options={[
          { value: '', label: f.form.chooseReason },
          ...terminationFormReasons.map((reason) => ({
            value: reason,
            label: f.form.reasons[reason],
          })),
        ]}
        qa="termination-reason"
      />
      <LazyDateField
        label={f.form.endDate}
        hint={f.form.endDateHint(
          format.dateWithYear(endWindow.min),
          format.dateWithYear(endWindow.max),
        )}
        calendarLabel={t.app.chooseFromCalendar}
        min={endWindow.min}
        max={endWindow.max}
        value={form.endDate}
        onChange={(value) => update({ endDate: value })}
        onBlur={() => touch('endDate')}
        error={errorOf('endDate')}
        qa="termination-end-date"
      />
      <LazyDateField
        label={f.form.movingOutDate}
        hint={f.form.movingOutDateHint}
        calendarLabel={t.app.chooseFromCalendar}
        min={moveWindow.min}
        max={moveWindow.max}
        value={form.movingOutDate}
        onChange={(value) => update({ movingOutDate: value === '' ? null : value })}
        onBlur={() => touch('movingOutDate')}
        error={errorOf('movingOutDate')}
        qa="termination-moving-out-date"
      />
      <TextAreaField
        label={f.form.additionalDetails}
        hint={f.form.additionalDetailsHint}
        rows={4}
        value={form.additionalDetails}
        onChange={(event) => update({ additionalDetails: event.target.value })}
        onBlur={() => touch('additionalDetails')}
        error={errorOf('additionalDetails')}
        counter={{
          length: form.additionalDetails.length,
          max: ADDITIONAL_DETAILS_MAX,
          text: (length, max) => `${length} / ${max}`,
        }}
        qa="termination-additional-details"
      />
      {contract.endDate && form.endDate < contract.endDate && (
        <FileUploads
          files={attachments}
          onChange={(next) => {
            onAttachments(next)
            update({ fileUuids: next.map((file) => file.uuid) })
            if (next.length > 0) touch('fileUuids')
          }}
          error={filesError}
        />
      )}
      {isRoo && (
        <>
          <RadioGroupField<'yes' | 'no'>
            legend={f.form.collateral}
            name="is-collateral"
            qa="termination-is-collateral"
            value={form.isCollateral === null ? null : form.isCollateral ? 'yes' : 'no'}
            options={[
              { value: 'yes', label: f.common.yes },
              { value: 'no', label: f.common.no },
            ]}
            onChange={(value) => {
              update({ isCollateral: value === 'yes' })
              touch('isCollateral')
            }}
            error={errorOf('isCollateral')}
          />
          {form.isCollateral === true && (
            <TextField
              label={f.form.collateralLender}
              value={form.collateralLender}
              onChange={(event) => update({ collateralLender: event.target.value })}
              onBlur={() => touch('collateralLender')}
              error={errorOf('collateralLender')}
              qa="termination-collateral-lender"
            />
          )}
          <RadioGroupField<CollateralLocation>
            legend={f.form.collateralLocation}
            name="collateral-location"
            qa="termination-collateral-location"
            value={form.rightOfOccupancyCollateralLocation}
            options={collateralLocations.map((location) => ({
              value: location,
              label: f.form.locations[location],
            }))}
            onChange={(value) => {
              update({ rightOfOccupancyCollateralLocation: value })
              touch('rightOfOccupancyCollateralLocation')
            }}
            error={errorOf('rightOfOccupancyCollateralLocation')}
          />
          {form.rightOfOccupancyCollateralLocation === 'bank' && (
            <>
              <TextField
                label={f.form.bank}
                value={form.bank}
                onChange={(event) => update({ bank: event.target.value })}
                onBlur={() => touch('bank')}
                error={errorOf('bank')}
                qa="termination-bank"
              />
              {companyAddressMissing ? (
                <div tabIndex={-1} data-error-focus>
                  <Alert variant="error" qa="property-company-address-error">
                    {f.form.propertyCompanyAddressError}
                  </Alert>
                </div>
              ) : (
                <div data-qa="delivery-address">
                  <p>{f.form.deliveryAddress}</p>
                  <p>
                    {contract.propertyCompanyName}
                    <br />
                    {companyAddress.streetAddressLine1}, {companyAddress.postalCode}{' '}
                    {companyAddress.city}
                  </p>
                </div>
              )}
            </>
          )}
        </>
      )}
    </>
  )
}
