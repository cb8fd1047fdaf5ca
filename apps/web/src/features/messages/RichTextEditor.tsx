/**
 * The message body editor (issue 11 "Rich text with a well-kept editor"): Tiptap with bold,
 * italic, bulleted and numbered lists and links. A link is added through a small dialog whose
 * text is required and whose address must be a valid http(s) URL. The editor reports its HTML;
 * the character counter counts the visible text (`messageText` of `@asukas/domain`).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useServiceRequestsText } from '../../shared/i18n/service-requests/section.ts'

/** True for an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  label: string
  /** Bumped by the parent to empty the editor (form reset). */
  resetKey: number
  /** The HTML the editor starts with and resets to (empty when omitted). */
  initialHtml?: string
  onChange: (html: string) => void
  error?: string
  describedBy?: string
  qa: string
}

/** The editor with its toolbar and link dialog. */
export function RichTextEditor({
  label,
  resetKey,
  initialHtml,
  onChange,
  error,
  describedBy,
  qa,
}: RichTextEditorProps) {
  const s = useServiceRequestsText()
  const m = s.messages
  const id = useId()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, protocols: ['http', 'https'], autolink: true },
      }),
    ],
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy || error
          ? { 'aria-describedby': [describedBy, error ? `${id}-error` : ''].join(' ').trim() }
          : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text__content',
        'data-qa': `${qa}-content`,
      },
    },
    content: initialHtml ?? '',
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    immediatelyRender: true,
  })
  const [dialog, setDialog] = useState(false)
  const [linkText, setLinkText] = useState('')
  const [linkUrl, setLinkUrl] = useState('')
  const [linkErrors, setLinkErrors] = useState<{ text?: string; url?: string }>({})
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    // A destroyed editor (its view gone while React reconnects effects, e.g. under Suspense)
    // has no commands to run.
    if (editor.isDestroyed) return
    if (initialHtml) editor.commands.setContent(initialHtml)
    else editor.commands.clearContent(true)
    // Only a reset (or a new editor) starts over; a changed initialHtml alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey, editor])

  useEffect(() => {
    const element = dialogRef.current
    if (!element) return
    if (dialog && !element.open) element.showModal()
    if (!dialog && element.open) element.close()
  }, [dialog])

  function addLink() {
    const errors: { text?: string; url?: string } = {}
    if (linkText.trim() === '') errors.text = s.validation.required
    if (!isHttpUrl(linkUrl)) errors.url = m.linkInvalid
    setLinkErrors(errors)
    if (errors.text || errors.url) return
    editor
      .chain()
      .focus()
      .insertContent({
        type: 'text',
        text: linkText.trim(),
        marks: [{ type: 'link', attrs: { href: linkUrl.trim() } }],
      })
      .run()
    setDialog(false)
  }

  const tool = (name: string, active: boolean, run: () => void, text: string) => (
    <button
      type="button"
      className={`rich-text__tool${active ? ' rich-text__tool--active' : ''}`}
      aria-pressed={active}
      onClick={run}
      data-qa={`${qa}-${name}`}
    >
      {text}
    </button>
  )

  return (
    <div className={`field rich-text${error ? ' field--error' : ''}`} data-qa={qa}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="rich-text__toolbar" role="toolbar" aria-label={m.toolbar}>
        {tool(
          'bold',
          editor.isActive('bold'),
          () => editor.chain().focus().toggleBold().run(),
          m.bold,
        )}
        {tool(
          'italic',
          editor.isActive('italic'),
          () => editor.chain().focus().toggleItalic().run(),
          m.italic,
        )}
        {tool(
          'bullet',
          editor.isActive('bulletList'),
          () => editor.chain().focus().toggleBulletList().run(),
          m.bulletList,
        )}
        {tool(
          'ordered',
          editor.isActive('orderedList'),
          () => editor.chain().focus().toggleOrderedList().run(),
          m.orderedList,
        )}
        {tool(
          'link',
          editor.isActive('link'),
          () => {
            const { from, to } = editor.state.selection
            setLinkText(editor.state.doc.textBetween(from, to, ' '))
            setLinkUrl('')
            setLinkErrors({})
            setDialog(true)
          },
          m.link,
        )}
      </div>
      <EditorContent editor={editor} className="rich-text__editor" />
      {error && (
        <p id={`${id}-error`} className="field__error" data-qa={`${qa}-error`}>
          {error}
        </p>
      )}
      <dialog
        ref={dialogRef}
        className="dialog"
        aria-labelledby={`${id}-dialog-title`}
        onClose={() => setDialog(false)}
        data-qa={`${qa}-link-dialog`}
      >
        <h2 id={`${id}-dialog-title`}>{m.linkDialog}</h2>
        <LabelledInput
          label={m.linkText}
          value={linkText}
          onChange={setLinkText}
          error={linkErrors.text}
          qa={`${qa}-link-text`}
        />
        <LabelledInput
          label={m.linkUrl}
          value={linkUrl}
          onChange={setLinkUrl}
          error={linkErrors.url}
          qa={`${qa}-link-url`}
          type="url"
        />
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDialog(false)}
          >
            {m.cancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={addLink}
            data-qa={`${qa}-link-add`}
          >
            {m.add}
          </button>
        </div>
      </dialog>
    </div>
  )
}

function LabelledInput(props: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  qa: string
  type?: string
}) {
  const id = useId()
  return (
    <div className={`field${props.error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        type={props.type ?? 'text'}
        className="field__input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        data-qa={props.qa}
      />
      {props.error && (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  )
}
