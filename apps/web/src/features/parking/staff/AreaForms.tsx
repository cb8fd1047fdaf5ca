/**
 * The area forms of the staff's parking screen (issue 14; issue 26 item 7): a new area, an
 * area's parking rules in fi/sv/en (residents read them beside "I accept the parking rules") and a
 * new spot. Each is `useAppForm` on the contract's body (`parkingAreaBodySchema`,
 * `parkingRulesBodySchema`, `parkingSpotBodySchema`); a 400's field errors (e.g. a spot id
 * already taken) show on the field.
 */
import {
  parkingAreaBodySchema,
  parkingRulesBodySchema,
  parkingSpotBodySchema,
  type StaffParkingArea,
} from '@asukas/contract/endpoints/parking/staff'
import { Form } from '../../../shared/forms/Form.tsx'
import { useAppForm } from '../../../shared/forms/useAppForm.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { useParkingText } from '../../../shared/i18n/parking/section.ts'
import { useStaffText } from '../../../shared/i18n/staff/section.ts'
import { validationMessage } from '../../../shared/lib/validation-message.ts'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { TextAreaField, TextField } from '../../../shared/ui/kit/Field.tsx'
import { Select } from '../../../shared/ui/kit/Select.tsx'
import { useProperties } from '../../staff/index.ts'
import type { StaffParkingMutation } from './queries.ts'

const areaTextFields = [
  'parkingAreaType',
  'locationDetails',
  'streetName',
  'streetNumber',
  'city',
] as const

/** A new parking area of one of the member's real properties. */
export function NewAreaForm({ action }: { action: StaffParkingMutation }) {
  const p = useParkingText().staff
  const common = useStaffText().common
  const { t } = useTranslation()
  const properties = useProperties()
  const form = useAppForm(parkingAreaBodySchema, {
    defaultValues: {
      realPropertyId: '',
      parkingAreaType: '',
      locationDetails: '',
      streetName: '',
      streetNumber: '',
      city: '',
    },
  })
  const errors = form.formState.errors
  const labels = {
    parkingAreaType: p.areaType,
    locationDetails: p.locationDetails,
    streetName: p.street,
    streetNumber: p.streetNumber,
    city: p.city,
  }
  const submit = form.handleSubmit((body) =>
    action.mutate(
      { kind: 'area', body },
      { onSuccess: () => form.reset(), onError: (error) => form.applyServerErrors(error) },
    ),
  )
  return (
    <details className="panel">
      <summary>{p.newArea}</summary>
      <Form onSubmit={submit} qa="parking-area-form">
        <Select
          label={common.property}
          value={form.watch('realPropertyId')}
          onChange={(value) => form.setValue('realPropertyId', value, { shouldValidate: true })}
          options={[
            { value: '', label: '–' },
            ...(properties.data ?? []).map((property) => ({
              value: property.id,
              label: property.name,
            })),
          ]}
          error={validationMessage(t, errors.realPropertyId?.message)}
          qa="parking-area-realPropertyId"
        />
        {areaTextFields.map((name) => (
          <TextField
            key={name}
            label={labels[name]}
            error={validationMessage(t, errors[name]?.message)}
            qa={`parking-area-${name}`}
            {...form.register(name)}
          />
        ))}
        <Button type="submit" variant="secondary" disabled={action.isPending}>
          {p.addArea}
        </Button>
      </Form>
    </details>
  )
}

const languages = ['fi', 'sv', 'en'] as const

/** The parking rules of an area in Finnish, Swedish and English. */
export function AreaRulesForm({
  area,
  action,
}: {
  area: StaffParkingArea
  action: StaffParkingMutation
}) {
  const p = useParkingText().staff
  const { t } = useTranslation()
  const form = useAppForm(parkingRulesBodySchema, { defaultValues: area.rules })
  const submit = form.handleSubmit((body) =>
    action.mutate(
      { kind: 'rules', areaId: area.id, body },
      { onError: (error) => form.applyServerErrors(error) },
    ),
  )
  return (
    <details className="panel" data-qa="parking-area-rules">
      <summary>{p.rules}</summary>
      <Form onSubmit={submit} qa="parking-rules-form">
        <p className="staff-meta">{p.rulesHint}</p>
        {languages.map((lang) => (
          <TextAreaField
            key={lang}
            label={`${p.rules} ${p.rulesIn[lang]}`}
            rows={6}
            maxLength={5000}
            error={validationMessage(t, form.formState.errors[lang]?.message)}
            qa={`parking-rules-${lang}`}
            {...form.register(lang)}
          />
        ))}
        <Button
          type="submit"
          variant="secondary"
          disabled={action.isPending}
          qa="parking-rules-save"
        >
          {p.saveRules}
        </Button>
      </Form>
    </details>
  )
}

/** A new spot of an area by its rentable id (in use, no equipment or details yet). */
export function NewSpotForm({ areaId, action }: { areaId: string; action: StaffParkingMutation }) {
  const p = useParkingText().staff
  const { t } = useTranslation()
  const form = useAppForm(parkingSpotBodySchema, {
    defaultValues: {
      rentableParkingSpotId: '',
      locationDetails: '',
      additionalDetails: '',
      equipment: [],
      isInUse: true,
    },
  })
  const submit = form.handleSubmit((body) =>
    action.mutate(
      { kind: 'spot', areaId, body },
      {
        onSuccess: () => form.resetField('rentableParkingSpotId'),
        onError: (error) => form.applyServerErrors(error),
      },
    ),
  )
  return (
    <Form onSubmit={submit} qa="parking-spot-form">
      <TextField
        label={p.spotId}
        error={validationMessage(t, form.formState.errors.rentableParkingSpotId?.message)}
        qa="parking-new-spot"
        {...form.register('rentableParkingSpotId')}
      />
      <Button type="submit" variant="secondary" disabled={action.isPending}>
        {p.addSpot}
      </Button>
    </Form>
  )
}
