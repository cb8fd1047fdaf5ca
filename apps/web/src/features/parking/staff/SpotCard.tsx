/**
 * One parking spot on the staff's parking screen (issue 14): its equipment and in-use flag
 * (changed at once), its prices with a form to add one, and its reservations with a form to end
 * an open one on the resident's behalf. The forms are `useAppForm` on the contract's bodies
 * (`parkingPriceBodySchema`, `endReservationBodySchema`); a 400's field errors show on the field.
 */
import { z } from 'zod'
import {
  endReservationBodySchema,
  parkingPriceBodySchema,
  type StaffParkingArea,
} from '@asukas/contract/endpoints/parking/staff'
import { parkingEquipment, todayInHelsinki } from '@asukas/domain'
import { Form } from '../../../shared/forms/Form.tsx'
import { useAppForm } from '../../../shared/forms/useAppForm.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { useParkingText } from '../../../shared/i18n/parking/section.ts'
import { validationMessage } from '../../../shared/lib/validation-message.ts'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { CheckboxField, TextField } from '../../../shared/ui/kit/Field.tsx'
import { LazyDateField } from '../../../shared/ui/kit/LazyDateFields.tsx'
import type { StaffParkingMutation } from './queries.ts'
import styles from './StaffParking.module.css'
import { Badge } from '../../../shared/ui/kit/Badge.tsx'

type Spot = StaffParkingArea['spots'][number]
type Reservation = Spot['reservations'][number]

/**
 * The price form's values as typed (a decimal comma is accepted; an empty end date is open) and,
 * after the transform, the contract's price body.
 */
const priceFormSchema = z
  .object({ price: z.string(), validFrom: z.string(), validTo: z.string() })
  .transform((values) => ({
    price: values.price.trim() === '' ? undefined : Number(values.price.replace(',', '.')),
    validFrom: values.validFrom,
    validTo: values.validTo === '' ? null : values.validTo,
  }))
  .pipe(parkingPriceBodySchema)

function PriceForm({ spotId, action }: { spotId: string; action: StaffParkingMutation }) {
  const p = useParkingText().staff
  const { t } = useTranslation()
  const form = useAppForm(priceFormSchema, {
    defaultValues: { price: '', validFrom: todayInHelsinki(), validTo: '' },
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit((body) =>
    action.mutate(
      { kind: 'price', spotId, body },
      {
        onSuccess: () => form.resetField('price'),
        onError: (error) => form.applyServerErrors(error),
      },
    ),
  )
  return (
    <Form onSubmit={submit} qa="parking-price-form">
      <TextField
        label={p.price}
        inputMode="decimal"
        error={validationMessage(t, errors.price?.message)}
        qa="parking-price"
        {...form.register('price')}
      />
      <LazyDateField
        label={p.validFrom}
        calendarLabel={t.app.chooseFromCalendar}
        value={form.watch('validFrom')}
        onChange={(value) => form.setValue('validFrom', value, { shouldValidate: true })}
        error={validationMessage(t, errors.validFrom?.message)}
        qa="parking-valid-from"
      />
      <LazyDateField
        label={p.validTo}
        calendarLabel={t.app.chooseFromCalendar}
        value={form.watch('validTo')}
        onChange={(value) => form.setValue('validTo', value, { shouldValidate: true })}
        error={validationMessage(t, errors.validTo?.message)}
        qa="parking-valid-to"
      />
      <Button type="submit" variant="secondary" disabled={action.isPending}>
        {p.addPrice}
      </Button>
    </Form>
  )
}

function EndReservationForm({
  reservationId,
  action,
}: {
  reservationId: string
  action: StaffParkingMutation
}) {
  const p = useParkingText().staff
  const { t } = useTranslation()
  const form = useAppForm(endReservationBodySchema, {
    defaultValues: { endDate: todayInHelsinki() },
  })
  const submit = form.handleSubmit(({ endDate }) =>
    action.mutate(
      { kind: 'end', reservationId, endDate },
      { onError: (error) => form.applyServerErrors(error) },
    ),
  )
  return (
    <Form onSubmit={submit} qa="parking-end-form">
      <LazyDateField
        label={p.endDate}
        calendarLabel={t.app.chooseFromCalendar}
        value={form.watch('endDate')}
        onChange={(value) => form.setValue('endDate', value, { shouldValidate: true })}
        error={validationMessage(t, form.formState.errors.endDate?.message)}
        qa="parking-end-date"
      />
      <Button type="submit" variant="secondary" disabled={action.isPending} qa="parking-end">
        {p.endReservation}
      </Button>
    </Form>
  )
}

function ReservationRow({
  reservation,
  action,
}: {
  reservation: Reservation
  action: StaffParkingMutation
}) {
  const p = useParkingText().staff
  const format = useFormat()
  return (
    <li data-qa="parking-reservation">
      <p>
        {reservation.residentName ?? '–'} · {reservation.address} ·{' '}
        {format.dateWithYear(reservation.startDate)} –{' '}
        {reservation.endDate ? format.dateWithYear(reservation.endDate) : p.openEnded}
      </p>
      {reservation.endDate === null && (
        <EndReservationForm reservationId={reservation.id} action={action} />
      )}
    </li>
  )
}

/** A spot with its equipment, in-use flag, prices and reservations. */
export function SpotCard({ spot, action }: { spot: Spot; action: StaffParkingMutation }) {
  const p = useParkingText().staff
  const format = useFormat()
  return (
    <li className={styles.spot} data-qa="parking-spot">
      <h3>
        {p.spot} {spot.rentableParkingSpotId}{' '}
        <Badge important={!spot.isInUse}>{spot.isInUse ? p.inUse : p.notInUse}</Badge>
      </h3>
      {spot.locationDetails && <p>{spot.locationDetails}</p>}
      <fieldset className={styles.checkboxGroup}>
        <legend>{p.equipment}</legend>
        {parkingEquipment.map((value) => (
          <CheckboxField
            key={value}
            label={p.equipmentNames[value]}
            checked={spot.equipment.includes(value)}
            disabled={action.isPending}
            onChange={(event) =>
              action.mutate({
                kind: 'patch',
                spotId: spot.id,
                body: {
                  equipment: event.target.checked
                    ? [...spot.equipment, value]
                    : spot.equipment.filter((item) => item !== value),
                },
              })
            }
            qa={`checkbox-${value}`}
          />
        ))}
      </fieldset>
      <Button
        type="button"
        variant="secondary"
        disabled={action.isPending}
        qa="parking-toggle-use"
        onClick={() =>
          action.mutate({ kind: 'patch', spotId: spot.id, body: { isInUse: !spot.isInUse } })
        }
      >
        {spot.isInUse ? p.takeOutOfUse : p.takeIntoUse}
      </Button>
      <h4>{p.prices}</h4>
      <ul className="staff-list">
        {spot.prices.map((row) => (
          <li key={row.id}>
            {format.euro(row.price)} · {format.dateWithYear(row.validFrom)} –{' '}
            {row.validTo ? format.dateWithYear(row.validTo) : p.openEnded}
          </li>
        ))}
      </ul>
      <PriceForm spotId={spot.id} action={action} />
      <h4>{p.reservations}</h4>
      {spot.reservations.length === 0 ? (
        <p>{p.noReservations}</p>
      ) : (
        <ul className="staff-list">
          {spot.reservations.map((reservation) => (
            <ReservationRow key={reservation.id} reservation={reservation} action={action} />
          ))}
        </ul>
      )}
    </li>
  )
}
