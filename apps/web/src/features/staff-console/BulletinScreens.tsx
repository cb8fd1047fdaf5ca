/**
 * Bulletins (issue 14 "write in fi, sv and en (Finnish required), featured image and
 * attachments, audience (all properties, some properties, some buildings), publish now or at a
 * time, unpublish"). Administrators only. Texts are typed as plain paragraphs and sent as escaped
 * HTML (`textToHtml`); images and attachments are given as addresses (`/…` or http(s)).
 */
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { BulletinBody, StaffBulletin } from '@asukas/contract/endpoints/staff-console'
import { bulletinBodySchema } from '@asukas/contract/endpoints/staff-console'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useStaffConsoleText } from '../../shared/i18n/staff-console/section.ts'
import { staffLinks, staffPaths } from '../../shared/lib/staff-paths.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
import { QueryState, TextArea, textToHtml, useErrorText } from './parts.tsx'
import { useBulletinAction, useProperties, useStaffBulletin, useStaffBulletins } from './queries.ts'

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
        <Link className="button button--primary" to={staffPaths.newBulletin} data-qa="bulletin-new">
          {texts.new}
        </Link>
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

/** HTML of a stored body back as editable paragraphs. */
function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return [...doc.body.children]
    .map((element) => (element as HTMLElement).innerText ?? element.textContent ?? '')
    .join('\n\n')
}

interface FormState {
  title: Record<Lang, string>
  excerpt: Record<Lang, string>
  body: Record<Lang, string>
  imageUrl: string
  imageAlt: string
  attachments: { name: string; url: string }[]
  audience: 'all' | 'properties' | 'buildings'
  ids: string[]
  publishLater: boolean
  publishAt: string
}

function initialState(bulletin: StaffBulletin | undefined): FormState {
  const empty = { fi: '', sv: '', en: '' }
  if (!bulletin) {
    return {
      title: { ...empty },
      excerpt: { ...empty },
      body: { ...empty },
      imageUrl: '',
      imageAlt: '',
      attachments: [],
      audience: 'all',
      ids: [],
      publishLater: false,
      publishAt: '',
    }
  }
  return {
    title: { ...bulletin.title },
    excerpt: { ...bulletin.excerpt },
    body: {
      fi: htmlToText(bulletin.bodyHtml.fi),
      sv: htmlToText(bulletin.bodyHtml.sv),
      en: htmlToText(bulletin.bodyHtml.en),
    },
    imageUrl: bulletin.featuredImage?.url ?? '',
    imageAlt: bulletin.featuredImage?.alt ?? '',
    attachments: bulletin.attachments,
    audience: bulletin.audience.kind,
    ids: bulletin.audience.ids,
    publishLater: bulletin.status === 'scheduled',
    publishAt: bulletin.status === 'scheduled' ? bulletin.publishedAt.slice(0, 16) : '',
  }
}

function toBody(state: FormState): BulletinBody {
  return {
    title: state.title,
    excerpt: state.excerpt,
    bodyHtml: {
      fi: textToHtml(state.body.fi),
      sv: textToHtml(state.body.sv),
      en: textToHtml(state.body.en),
    },
    featuredImage:
      state.imageUrl.trim() === ''
        ? null
        : { url: state.imageUrl.trim(), alt: state.imageAlt.trim() },
    attachments: state.attachments,
    audience: state.audience === 'all' ? { kind: 'all' } : { kind: state.audience, ids: state.ids },
    publishAt:
      state.publishLater && state.publishAt !== '' ? new Date(state.publishAt).toISOString() : null,
  }
}

function BulletinForm({ bulletin }: { bulletin: StaffBulletin | undefined }) {
  const texts = useStaffConsoleText()
  const b = texts.bulletins
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
      className="form bulletin-form"
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
          <TextArea
            label={`${b.body} (${lang})`}
            hint={texts.common.formatHint}
            value={state.body[lang]}
            onChange={(value) => setText('body', lang, value)}
            error={errorOf(`bodyHtml.${lang}`)}
            qa={`bulletin-body-${lang}`}
            rows={6}
          />
        </fieldset>
      ))}
      <fieldset className="panel">
        <legend>{b.featuredImage}</legend>
        <TextField
          label={b.imageUrl}
          value={state.imageUrl}
          onChange={(event) => set('imageUrl', event.target.value)}
          error={errorOf('featuredImage.url')}
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
          <div key={index} className="bulletin-attachment">
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
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                set(
                  'attachments',
                  state.attachments.filter((_a, i) => i !== index),
                )
              }
            >
              {b.removeAttachment} {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--secondary"
          data-qa="bulletin-add-attachment"
          onClick={() => set('attachments', [...state.attachments, { name: '', url: '' }])}
        >
          {b.addAttachment}
        </button>
      </fieldset>
      <fieldset className="panel" data-qa="bulletin-audience">
        <legend>{b.audience}</legend>
        {(['all', 'properties', 'buildings'] as const).map((kind) => (
          <div key={kind} className="radio">
            <input
              id={`audience-${kind}`}
              type="radio"
              name="audience"
              checked={state.audience === kind}
              onChange={() => setState((current) => ({ ...current, audience: kind, ids: [] }))}
              data-qa={`bulletin-audience-${kind}`}
            />
            <label htmlFor={`audience-${kind}`}>{b.audiences[kind]}</label>
          </div>
        ))}
        {state.audience !== 'all' &&
          (properties.isPending ? (
            <Loader />
          ) : (
            <fieldset className="checkbox-group">
              <legend className="visually-hidden">{b.audiences[state.audience]}</legend>
              {options.map((option) => (
                <div key={option.id} className="checkbox">
                  <input
                    id={`audience-${option.id}`}
                    type="checkbox"
                    checked={state.ids.includes(option.id)}
                    onChange={(event) =>
                      set(
                        'ids',
                        event.target.checked
                          ? [...state.ids, option.id]
                          : state.ids.filter((value) => value !== option.id),
                      )
                    }
                  />
                  <label htmlFor={`audience-${option.id}`}>{option.label}</label>
                </div>
              ))}
              {errors['audience.ids'] && <p className="field__error">{b.pickAudience}</p>}
            </fieldset>
          ))}
      </fieldset>
      <fieldset className="panel">
        <legend>{b.publishing}</legend>
        <div className="radio">
          <input
            id="publish-now"
            type="radio"
            name="publish"
            checked={!state.publishLater}
            onChange={() => set('publishLater', false)}
          />
          <label htmlFor="publish-now">{b.publishNow}</label>
        </div>
        <div className="radio">
          <input
            id="publish-later"
            type="radio"
            name="publish"
            checked={state.publishLater}
            onChange={() => set('publishLater', true)}
            data-qa="bulletin-publish-later"
          />
          <label htmlFor="publish-later">{b.publishAt}</label>
        </div>
        {state.publishLater && (
          <TextField
            label={b.publishTime}
            type="datetime-local"
            value={state.publishAt}
            onChange={(event) => set('publishAt', event.target.value)}
            qa="bulletin-publish-at"
          />
        )}
      </fieldset>
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={action.isPending}
          data-qa="bulletin-publish"
        >
          {action.isPending ? texts.common.saving : b.publish}
        </button>
        {bulletin && bulletin.status !== 'unpublished' && (
          <button
            type="button"
            className="button button--secondary"
            disabled={action.isPending}
            data-qa="bulletin-unpublish"
            onClick={() => action.mutate({ kind: 'unpublish', id: bulletin.id })}
          >
            {b.unpublish}
          </button>
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
