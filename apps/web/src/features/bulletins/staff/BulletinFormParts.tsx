/**
 * Parts of the staff's bulletin editor: the audience (everyone, some of the member's real
 * properties or some of their buildings) and the publishing time (now, or at a time typed in the
 * kit's date field with hour and minute).
 */
import type { z } from 'zod'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { useBulletinsText } from '../../../shared/i18n/bulletins/section.ts'
import type { AppForm } from '../../../shared/forms/useAppForm.ts'
import { Loader } from '../../../shared/ui/Loader.tsx'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { CheckboxField, RadioGroupField } from '../../../shared/ui/kit/Field.tsx'
import { LazyDateField } from '../../../shared/ui/kit/LazyDateFields.tsx'
import { useProperties } from '../../staff/index.ts'
import type { BulletinFormValues, bulletinFormSchema } from './bulletin-form.ts'
import styles from './StaffBulletins.module.css'

/** The form of the bulletin editor. */
type BulletinAppForm = AppForm<BulletinFormValues, z.output<typeof bulletinFormSchema>>

const audienceKinds = ['all', 'properties', 'buildings'] as const

/** Who sees the bulletin; the chosen properties or buildings must not be empty. */
export function AudienceFields({ form }: { form: BulletinAppForm }) {
  const b = useBulletinsText().staff
  const properties = useProperties()
  const audience = form.watch('audience')
  const options =
    audience.kind === 'properties'
      ? (properties.data ?? []).map((property) => ({ id: property.id, label: property.name }))
      : (properties.data ?? []).flatMap((property) =>
          property.buildings.map((building) => ({
            id: building.id,
            label: `${building.address} (${property.name})`,
          })),
        )
  const setIds = (ids: string[]) =>
    form.setValue('audience.ids', ids, { shouldValidate: form.formState.isSubmitted })
  return (
    <fieldset className="panel" data-qa="bulletin-audience">
      <legend className="visually-hidden">{b.audience}</legend>
      <RadioGroupField
        legend={b.audience}
        name="audience"
        value={audience.kind}
        options={audienceKinds.map((kind) => ({ value: kind, label: b.audiences[kind] }))}
        onChange={(kind) => form.setValue('audience', { kind, ids: [] })}
        qa="bulletin-audience"
      />
      {audience.kind !== 'all' &&
        (properties.isPending ? (
          <Loader />
        ) : (
          <fieldset className={styles.checkboxGroup}>
            <legend className="visually-hidden">{b.audiences[audience.kind]}</legend>
            {options.map((option) => (
              <CheckboxField
                key={option.id}
                label={option.label}
                checked={audience.ids.includes(option.id)}
                onChange={(event) =>
                  setIds(
                    event.target.checked
                      ? [...audience.ids, option.id]
                      : audience.ids.filter((value) => value !== option.id),
                  )
                }
                qa={`bulletin-audience-option-${option.id}`}
              />
            ))}
            {form.formState.errors.audience?.ids && (
              <Alert variant="error" qa="bulletin-audience-error">
                {b.pickAudience}
              </Alert>
            )}
          </fieldset>
        ))}
    </fieldset>
  )
}

/** Publish now, or at a time. */
export function PublishingFields({ form }: { form: BulletinAppForm }) {
  const b = useBulletinsText().staff
  const { t } = useTranslation()
  const later = form.watch('publishLater')
  return (
    <fieldset className="panel">
      <legend className="visually-hidden">{b.publishing}</legend>
      <RadioGroupField
        legend={b.publishing}
        name="publish"
        value={later ? 'later' : 'now'}
        options={[
          { value: 'now', label: b.publishNow },
          { value: 'later', label: b.publishAt },
        ]}
        onChange={(value) => form.setValue('publishLater', value === 'later')}
        qa="bulletin-publish-when"
      />
      {later && (
        <LazyDateField
          label={b.publishTime}
          granularity="minute"
          calendarLabel={t.app.chooseFromCalendar}
          value={form.watch('publishAt')}
          onChange={(value) => form.setValue('publishAt', value)}
          qa="bulletin-publish-at"
        />
      )}
    </fieldset>
  )
}
