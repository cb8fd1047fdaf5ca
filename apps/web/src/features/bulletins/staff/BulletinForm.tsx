/**
 * The staff's bulletin editor (issue 14 "write in fi, sv and en (Finnish required), featured image
 * and attachments, audience (all properties, some properties, some buildings), publish now or at
 * a time, unpublish"). Bodies are written in the messages' rich text editor (Tiptap) and sanitised
 * on the server; the featured image and attachments are staff uploads of the files platform (or,
 * for material published elsewhere, addresses `/…` or https). On `useAppForm` with
 * `bulletinFormSchema`: errors are the contract's message keys on the body's paths, a 400's
 * field errors included, translated at render.
 */
import { useState } from 'react'
import { get } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { StaffBulletin } from '@asukas/contract/endpoints/bulletins/staff'
import { DEFAULT_ACCEPTED_EXTENSIONS } from '@asukas/domain'
import { Form } from '../../../shared/forms/Form.tsx'
import { useAppForm } from '../../../shared/forms/useAppForm.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { useBulletinsText } from '../../../shared/i18n/bulletins/section.ts'
import { useStaffText } from '../../../shared/i18n/staff/section.ts'
import { staffLinks } from '../../../shared/lib/staff-paths.ts'
import { validationMessage } from '../../../shared/lib/validation-message.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { TextField } from '../../../shared/ui/kit/Field.tsx'
import { FileUpload } from '../../../shared/ui/kit/FileUpload.tsx'
import { RichTextEditor } from '../../messages/index.ts'
import { uploadStaffFile, useErrorText, type StaffUploaded } from '../../staff/index.ts'
import { bulletinFormSchema, bulletinFormValues, bulletinLangs } from './bulletin-form.ts'
import { AudienceFields, PublishingFields } from './BulletinFormParts.tsx'
import { useStaffBulletinAction } from './queries.ts'
import styles from './StaffBulletins.module.css'

/** The editor of `bulletin`, or of a new one (which opens at its address once saved). */
export function BulletinForm({ bulletin }: { bulletin: StaffBulletin | undefined }) {
  const b = useBulletinsText().staff
  const common = useStaffText().common
  const { t } = useTranslation()
  const navigate = useNavigate()
  const action = useStaffBulletinAction()
  const errorText = useErrorText()
  const [saved, setSaved] = useState(false)
  const form = useAppForm(bulletinFormSchema, { defaultValues: bulletinFormValues(bulletin) })
  // The attachment rows without react-hook-form's useFieldArray, whose code would join the form
  // chunk that every page loads (ADR 0030): the rows are the watched array; a removal bumps
  // `rowsVersion`, so the rows mount again and read their values from the form.
  const attachments = form.watch('attachments')
  const [rowsVersion, setRowsVersion] = useState(0)
  const setAttachments = (rows: typeof attachments) =>
    form.setValue('attachments', rows, { shouldValidate: form.formState.isSubmitted })
  const removeAttachment = (index: number) => {
    setAttachments(form.getValues('attachments').filter((_, i) => i !== index))
    setRowsVersion((version) => version + 1)
  }
  const errorAt = (path: string) =>
    validationMessage(
      t,
      (get(form.formState.errors, path) as { message?: string } | undefined)?.message,
    )
  const image = form.watch('featuredImage')

  const submit = form.handleSubmit((body) => {
    setSaved(false)
    action.mutate(
      { kind: 'save', id: bulletin?.id ?? null, body },
      {
        onSuccess: (result) => {
          setSaved(true)
          if (!bulletin) void navigate(staffLinks.bulletin(result.id), { replace: true })
        },
        onError: (error) => form.applyServerErrors(error),
      },
    )
  })

  return (
    <Form onSubmit={submit} qa="bulletin-form">
      <div role="status" aria-live="polite">
        {saved && (
          <Alert variant="success" qa="bulletin-saved">
            {b.published}
          </Alert>
        )}
      </div>
      {action.isError && (
        <Alert variant="error" qa="bulletin-error">
          {errorText(action.error)}
        </Alert>
      )}
      {bulletinLangs.map((lang) => (
        <fieldset key={lang} className="panel" data-qa={`bulletin-lang-${lang}`}>
          <legend>{b.languages[lang]}</legend>
          <TextField
            label={`${b.titleField} (${lang})`}
            required={lang === 'fi'}
            maxLength={200}
            error={errorAt(`title.${lang}`)}
            qa={`bulletin-title-${lang}`}
            {...form.register(`title.${lang}`)}
          />
          <TextField
            label={`${b.excerpt} (${lang})`}
            required={lang === 'fi'}
            maxLength={500}
            error={errorAt(`excerpt.${lang}`)}
            qa={`bulletin-excerpt-${lang}`}
            {...form.register(`excerpt.${lang}`)}
          />
          <RichTextEditor
            label={`${b.body} (${lang})`}
            resetKey={0}
            initialHtml={bulletin?.bodyHtml[lang]}
            onChange={(html) =>
              form.setValue(`bodyHtml.${lang}`, html, {
                shouldValidate: form.formState.isSubmitted,
              })
            }
            error={errorAt(`bodyHtml.${lang}`)}
            qa={`bulletin-body-${lang}`}
          />
        </fieldset>
      ))}
      <fieldset className="panel">
        <legend>{b.featuredImage}</legend>
        {image.stored && !image.upload && (
          <p>
            <img
              className={styles.imagePreview}
              src={image.stored.url}
              alt={image.alt}
              data-qa="bulletin-image-preview"
            />
            <Button
              variant="link"
              qa="bulletin-image-remove"
              onClick={() => form.setValue('featuredImage.stored', null)}
            >
              {b.removeAttachment}
            </Button>
          </p>
        )}
        <FileUpload<StaffUploaded>
          label={b.imageUpload}
          accept={['.jpg', '.jpeg', '.png']}
          multiple={false}
          upload={uploadStaffFile}
          onChange={(results) => form.setValue('featuredImage.upload', results[0] ?? null)}
          texts={common.upload}
          error={errorAt('featuredImage.fileUuid')}
          qa="bulletin-image-file"
        />
        <TextField
          label={`${b.imageUrl} (${b.orImageUrl})`}
          error={errorAt('featuredImage.url')}
          disabled={image.stored !== null || image.upload !== null}
          qa="bulletin-image-url"
          {...form.register('featuredImage.url')}
        />
        <TextField
          label={b.imageAlt}
          error={errorAt('featuredImage.alt')}
          qa="bulletin-image-alt"
          {...form.register('featuredImage.alt')}
        />
      </fieldset>
      <fieldset className="panel">
        <legend>{b.attachments}</legend>
        {attachments.map((attachment, index) => (
          <div
            key={`${rowsVersion}-${index}`}
            className="bulletin-attachment"
            data-qa="bulletin-attachment"
          >
            <TextField
              label={`${b.attachmentName} ${index + 1}`}
              error={errorAt(`attachments.${index}.name`)}
              qa={`bulletin-attachment-name-${index}`}
              {...form.register(`attachments.${index}.name`)}
            />
            {attachment.fileUuid ? (
              <p>
                <a href={attachment.url} download={attachment.name}>
                  {attachment.name}
                </a>
              </p>
            ) : (
              <TextField
                label={`${b.attachmentUrl} ${index + 1}`}
                error={errorAt(`attachments.${index}.url`)}
                qa={`bulletin-attachment-url-${index}`}
                {...form.register(`attachments.${index}.url`)}
              />
            )}
            <Button variant="secondary" size="sm" onClick={() => removeAttachment(index)}>
              {b.removeAttachment} {index + 1}
            </Button>
          </div>
        ))}
        <FileUpload<StaffUploaded>
          label={b.attachmentUpload}
          accept={[...DEFAULT_ACCEPTED_EXTENSIONS]}
          upload={uploadStaffFile}
          onChange={(results) => form.setValue('uploads', results)}
          texts={common.upload}
          qa="bulletin-attachment-files"
        />
        <div className="staff-actions">
          <Button
            variant="secondary"
            qa="bulletin-add-attachment"
            onClick={() =>
              setAttachments([
                ...form.getValues('attachments'),
                { name: '', url: '', fileUuid: null },
              ])
            }
          >
            {b.addAttachment}
          </Button>
        </div>
      </fieldset>
      <AudienceFields form={form} />
      <PublishingFields form={form} />
      <div className="staff-actions">
        <Button
          type="submit"
          variant="primary"
          pending={action.isPending}
          pendingText={common.saving}
          qa="bulletin-publish"
        >
          {b.publish}
        </Button>
        {bulletin && bulletin.status !== 'unpublished' && (
          <Button
            variant="secondary"
            disabled={action.isPending}
            qa="bulletin-unpublish"
            onClick={() => action.mutate({ kind: 'unpublish', id: bulletin.id })}
          >
            {b.unpublish}
          </Button>
        )}
      </div>
    </Form>
  )
}
