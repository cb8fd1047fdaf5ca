/**
 * Bulletins (issue 14 "write in fi, sv and en (Finnish required), featured image and
 * attachments, audience (all properties, some properties, some buildings), publish now or at a
 * time, unpublish"). Administrators only. Bodies are written in the messages' rich text editor
 * (Tiptap) and sanitised on the server; the featured image and attachments are uploads of the
 * files platform (or, for material published elsewhere, addresses `/…` or http(s)).
 */
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { BulletinBody, StaffBulletin } from '@asukas/contract/endpoints/bulletins'
import { bulletinBodySchema } from '@asukas/contract/endpoints/bulletins'
import { DEFAULT_ACCEPTED_EXTENSIONS } from '@asukas/domain'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useStaffConsoleText } from '../../shared/i18n/staff-console/section.ts'
import { staffLinks, staffPaths } from '../../shared/lib/staff-paths.ts'
import { Loader } from '../../shared/ui/Loader.tsx'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button, ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { CheckboxField, RadioGroupField, TextField } from '../../shared/ui/kit/Field.tsx'
import { FileUpload } from '../../shared/ui/kit/FileUpload.tsx'
import { LazyDateField } from '../../shared/ui/kit/LazyDateFields.tsx'
import { RichTextEditor } from '../messages/index.ts'
import { QueryState, useErrorText } from './parts.tsx'
import {
  uploadStaffFile,
  useBulletinAction,
  useProperties,
  useStaffBulletin,
  useStaffBulletins,
  type StaffUploaded,
} from './queries.ts'

const langs = ['fi', 'sv', 'en'] as const
type Lang = (typeof langs)[number]

/** The list (default export for `React.lazy`). */
export default function BulletinsScreen() {
  const texts = useStaffConsoleText().bulletins
  useDocumentTitle(texts.title)
  const format = useFormat()
  const bulletins = useStaffBulletins()
  return (
    <div className="staff-page" data-qa="staff-bulletins">
      <h1>{texts.title}</h1>
      <p>
        <ButtonLink variant="primary" to={staffPaths.newBulletin} qa="bulletin-new">
          {texts.new}
        </ButtonLink>
      </p>
      <QueryState query={bulletins}>
        {(items) =>
          items.length === 0 ? (
            <p>{texts.empty}</p>
          ) : (
            <ul className="staff-list" data-qa="bulletin-items">
              {items.map((bulletin) => (
                <li key={bulletin.id} className="inbox-item" data-qa="bulletin-item">
                  <p className="staff-meta">
                    <span className="badge">{texts.statuses[bulletin.status]}</span>{' '}
                    {format.dateWithYear(bulletin.publishedAt)} {format.time(bulletin.publishedAt)}{' '}
                    · {bulletin.author}
                  </p>
                  <h2 className="inbox-item__title">
                    <Link to={staffLinks.bulletin(bulletin.id)}>{bulletin.title.fi}</Link>
                  </h2>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  )
}

/** An attachment of the form: an uploaded file (`fileUuid`) or an address (`url`). */
interface AttachmentState {
  name: string
  url: string
  fileUuid: string | null
}

interface FormState {
  title: Record<Lang, string>
  excerpt: Record<Lang, string>
  /** Sanitised HTML from the editor. */
  body: Record<Lang, string>
  /** The stored uploaded image (kept unless removed or replaced). */
  image: { fileUuid: string; url: string } | null
  /** A newly uploaded image, replacing {@link FormState.image}. */
  imageUpload: StaffUploaded | null
  imageUrl: string
  imageAlt: string
  attachments: AttachmentState[]
  /** Files uploaded in this edit, added after {@link FormState.attachments}. */
  uploads: StaffUploaded[]
  audience: 'all' | 'properties' | 'buildings'
  ids: string[]
  publishLater: boolean
  publishAt: string
}

/**
 * An ISO timestamp as the browser's wall-clock `yyyy-MM-ddTHH:mm`, the inverse of
 * `new Date(value).toISOString()` in {@link toBody} (a scheduled time shown for editing and
 * saved unchanged stays the same instant).
 */
function localDateTime(iso: string): string {
  const date = new Date(iso)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`
}

function initialState(bulletin: StaffBulletin | undefined): FormState {
  const empty = { fi: '', sv: '', en: '' }
  if (!bulletin) {
    return {
      title: { ...empty },
      excerpt: { ...empty },
      body: { ...empty },
      image: null,
      imageUpload: null,
      imageUrl: '',
      imageAlt: '',
      attachments: [],
      uploads: [],
      audience: 'all',
      ids: [],
      publishLater: false,
      publishAt: '',
    }
  }
  const image = bulletin.featuredImage
  return {
    title: { ...bulletin.title },
    excerpt: { ...bulletin.excerpt },
    body: { ...bulletin.bodyHtml },
    image: image?.fileUuid ? { fileUuid: image.fileUuid, url: image.url } : null,
    imageUpload: null,
    imageUrl: image && !image.fileUuid ? image.url : '',
    imageAlt: image?.alt ?? '',
    attachments: bulletin.attachments,
    uploads: [],
    audience: bulletin.audience.kind,
    ids: bulletin.audience.ids,
    publishLater: bulletin.status === 'scheduled',
    publishAt: bulletin.status === 'scheduled' ? localDateTime(bulletin.publishedAt) : '',
  }
}

function toBody(state: FormState): BulletinBody {
  const fileUuid = state.imageUpload?.uuid ?? state.image?.fileUuid ?? null
  const alt = state.imageAlt.trim()
  return {
    title: state.title,
    excerpt: state.excerpt,
    bodyHtml: state.body,
    featuredImage:
      fileUuid !== null
        ? { fileUuid, alt }
        : state.imageUrl.trim() === ''
          ? null
          : { url: state.imageUrl.trim(), alt },
    attachments: [
      ...state.attachments.map((a) =>
        a.fileUuid ? { name: a.name, fileUuid: a.fileUuid } : { name: a.name, url: a.url },
      ),
      ...state.uploads.map((u) => ({ name: u.name, fileUuid: u.uuid })),
    ],
    audience: state.audience === 'all' ? { kind: 'all' } : { kind: state.audience, ids: state.ids },
    publishAt:
      state.publishLater && state.publishAt !== '' ? new Date(state.publishAt).toISOString() : null,
  }
}

function BulletinForm({ bulletin }: { bulletin: StaffBulletin | undefined }) {
  const texts = useStaffConsoleText()
  const b = texts.bulletins
  const { t } = useTranslation()
  const navigate = useNavigate()
  const properties = useProperties()
  const action = useBulletinAction()
  const errorText = useErrorText()
  const [state, setState] = useState<FormState>(() => initialState(bulletin))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((current) => ({ ...current, [key]: value }))
  const setText = (key: 'title' | 'excerpt' | 'body', lang: Lang, value: string) =>
    setState((current) => ({ ...current, [key]: { ...current[key], [lang]: value } }))
  const errorOf = (path: string) => {
    const key = errors[path]
    if (!key) return undefined
    return key === 'required' ? texts.common.required : texts.common.invalid
  }
  const options =
    state.audience === 'properties'
      ? (properties.data ?? []).map((property) => ({ id: property.id, label: property.name }))
      : (properties.data ?? []).flatMap((property) =>
          property.buildings.map((building) => ({
            id: building.id,
            label: `${building.address} (${property.name})`,
          })),
        )

  const submit = () => {
    const body = toBody(state)
    const parsed = bulletinBodySchema.safeParse(body)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message
      if (body.bodyHtml.fi === '') next['bodyHtml.fi'] = 'required'
      setErrors(next)
      return
    }
    if (body.bodyHtml.fi === '') {
      setErrors({ 'bodyHtml.fi': 'required' })
      return
    }
    setErrors({})
    setSaved(false)
    action.mutate(
      { kind: 'save', id: bulletin?.id ?? null, body },
      {
        onSuccess: (result) => {
          setSaved(true)
          if (!bulletin) void navigate(staffLinks.bulletin(result.id), { replace: true })
        },
      },
    )
  }

  return (
    <form
      className="staff-form bulletin-form"
      noValidate
      data-qa="bulletin-form"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
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
      {langs.map((lang) => (
        <fieldset key={lang} className="panel" data-qa={`bulletin-lang-${lang}`}>
          <legend>{b.languages[lang]}</legend>
          <TextField
            label={`${b.titleField} (${lang})`}
            value={state.title[lang]}
            onChange={(event) => setText('title', lang, event.target.value)}
            required={lang === 'fi'}
            maxLength={200}
            error={errorOf(`title.${lang}`)}
            qa={`bulletin-title-${lang}`}
          />
          <TextField
            label={`${b.excerpt} (${lang})`}
            value={state.excerpt[lang]}
            onChange={(event) => setText('excerpt', lang, event.target.value)}
            required={lang === 'fi'}
            maxLength={500}
            error={errorOf(`excerpt.${lang}`)}
            qa={`bulletin-excerpt-${lang}`}
          />
          <RichTextEditor
            label={`${b.body} (${lang})`}
            resetKey={0}
            initialHtml={bulletin?.bodyHtml[lang]}
            onChange={(html) => setText('body', lang, html)}
            error={errorOf(`bodyHtml.${lang}`)}
            qa={`bulletin-body-${lang}`}
          />
        </fieldset>
      ))}
      <fieldset className="panel">
        <legend>{b.featuredImage}</legend>
        {state.image && !state.imageUpload && (
          <p>
            <img
              className="staff-image-preview"
              src={state.image.url}
              alt={state.imageAlt}
              data-qa="bulletin-image-preview"
            />
            <Button variant="link" qa="bulletin-image-remove" onClick={() => set('image', null)}>
              {b.removeAttachment}
            </Button>
          </p>
        )}
        <FileUpload<StaffUploaded>
          label={b.imageUpload}
          accept={['.jpg', '.jpeg', '.png']}
          multiple={false}
          upload={uploadStaffFile}
          onChange={(results) => set('imageUpload', results[0] ?? null)}
          texts={texts.common.upload}
          error={errorOf('featuredImage.fileUuid')}
          qa="bulletin-image-file"
        />
        <TextField
          label={`${b.imageUrl} (${b.orImageUrl})`}
          value={state.imageUrl}
          onChange={(event) => set('imageUrl', event.target.value)}
          error={errorOf('featuredImage.url')}
          disabled={state.image !== null || state.imageUpload !== null}
          qa="bulletin-image-url"
        />
        <TextField
          label={b.imageAlt}
          value={state.imageAlt}
          onChange={(event) => set('imageAlt', event.target.value)}
          error={errorOf('featuredImage.alt')}
          qa="bulletin-image-alt"
        />
      </fieldset>
      <fieldset className="panel">
        <legend>{b.attachments}</legend>
        {state.attachments.map((attachment, index) => (
          <div key={index} className="bulletin-attachment" data-qa="bulletin-attachment">
            <TextField
              label={`${b.attachmentName} ${index + 1}`}
              value={attachment.name}
              onChange={(event) =>
                set(
                  'attachments',
                  state.attachments.map((a, i) =>
                    i === index ? { ...a, name: event.target.value } : a,
                  ),
                )
              }
              error={errorOf(`attachments.${index}.name`)}
              qa={`bulletin-attachment-name-${index}`}
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
                value={attachment.url}
                onChange={(event) =>
                  set(
                    'attachments',
                    state.attachments.map((a, i) =>
                      i === index ? { ...a, url: event.target.value } : a,
                    ),
                  )
                }
                error={errorOf(`attachments.${index}.url`)}
                qa={`bulletin-attachment-url-${index}`}
              />
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                set(
                  'attachments',
                  state.attachments.filter((_a, i) => i !== index),
                )
              }
            >
              {b.removeAttachment} {index + 1}
            </Button>
          </div>
        ))}
        <FileUpload<StaffUploaded>
          label={b.attachmentUpload}
          accept={[...DEFAULT_ACCEPTED_EXTENSIONS]}
          upload={uploadStaffFile}
          onChange={(results) => set('uploads', results)}
          texts={texts.common.upload}
          qa="bulletin-attachment-files"
        />
        <div className="staff-actions">
          <Button
            variant="secondary"
            qa="bulletin-add-attachment"
            onClick={() =>
              set('attachments', [...state.attachments, { name: '', url: '', fileUuid: null }])
            }
          >
            {b.addAttachment}
          </Button>
        </div>
      </fieldset>
      <fieldset className="panel" data-qa="bulletin-audience">
        <legend className="visually-hidden">{b.audience}</legend>
        <RadioGroupField
          legend={b.audience}
          name="audience"
          value={state.audience}
          options={(['all', 'properties', 'buildings'] as const).map((kind) => ({
            value: kind,
            label: b.audiences[kind],
          }))}
          onChange={(kind) => setState((current) => ({ ...current, audience: kind, ids: [] }))}
          qa="bulletin-audience"
        />
        {state.audience !== 'all' &&
          (properties.isPending ? (
            <Loader />
          ) : (
            <fieldset className="checkbox-group">
              <legend className="visually-hidden">{b.audiences[state.audience]}</legend>
              {options.map((option) => (
                <CheckboxField
                  key={option.id}
                  label={option.label}
                  checked={state.ids.includes(option.id)}
                  onChange={(event) =>
                    set(
                      'ids',
                      event.target.checked
                        ? [...state.ids, option.id]
                        : state.ids.filter((value) => value !== option.id),
                    )
                  }
                  qa={`bulletin-audience-option-${option.id}`}
                />
              ))}
              {errors['audience.ids'] && (
                <Alert variant="error" qa="bulletin-audience-error">
                  {b.pickAudience}
                </Alert>
              )}
            </fieldset>
          ))}
      </fieldset>
      <fieldset className="panel">
        <legend className="visually-hidden">{b.publishing}</legend>
        <RadioGroupField
          legend={b.publishing}
          name="publish"
          value={state.publishLater ? 'later' : 'now'}
          options={[
            { value: 'now', label: b.publishNow },
            { value: 'later', label: b.publishAt },
          ]}
          onChange={(value) => set('publishLater', value === 'later')}
          qa="bulletin-publish-when"
        />
        {state.publishLater && (
          <LazyDateField
            label={b.publishTime}
            granularity="minute"
            calendarLabel={t.app.chooseFromCalendar}
            value={state.publishAt}
            onChange={(value) => set('publishAt', value)}
            qa="bulletin-publish-at"
          />
        )}
      </fieldset>
      <div className="staff-actions">
        <Button
          type="submit"
          variant="primary"
          pending={action.isPending}
          pendingText={texts.common.saving}
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
    </form>
  )
}

/** A new or existing bulletin (named export, lazy-loaded through the router). */
export function BulletinEditScreen() {
  const { id } = useParams()
  const texts = useStaffConsoleText()
  const isNew = id === undefined
  useDocumentTitle(isNew ? texts.bulletins.new : texts.bulletins.edit)
  const bulletin = useStaffBulletin(isNew ? null : id)
  return (
    <div className="staff-page" data-qa="staff-bulletin">
      <Link className="back-link" to={staffPaths.bulletins}>
        {texts.bulletins.title}
      </Link>
      <h1>{isNew ? texts.bulletins.new : texts.bulletins.edit}</h1>
      {isNew ? (
        <BulletinForm bulletin={undefined} />
      ) : (
        <QueryState query={bulletin}>
          {(data) => (
            <>
              <p className="staff-meta" data-qa="bulletin-status">
                {texts.bulletins.statuses[data.status]} · {texts.bulletins.author} {data.author}
              </p>
              <BulletinForm key={`${data.id}-${data.status}`} bulletin={data} />
            </>
          )}
        </QueryState>
      )}
    </div>
  )
}
