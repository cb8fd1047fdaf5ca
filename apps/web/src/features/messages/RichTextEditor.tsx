/**
 * The message body editor (issue 11 "Rich text with a well-kept editor"): Tiptap with bold,
 * italic, bulleted and numbered lists and links. A link is added through a small dialog whose
 * text is required and whose address must be a valid http(s) URL. The editor reports its HTML;
 * the character counter counts the visible text (`messageText` of `@asukas/domain`). Long words
 * and addresses wrap inside the editor at any width (issue 26 item 6); the editor's base styles
 * come from the app's stylesheet, not an inline `<style>` the CSP would refuse.
 */
import { useEffect, useState } from 'react'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { z } from 'zod'
import { requiredString, stringField } from '@asukas/domain'
import { Form, FormActions } from '../../shared/forms/Form.tsx'
import { useAppForm } from '../../shared/forms/useAppForm.ts'
import { useServiceRequestsText } from '../../shared/i18n/service-requests/section.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { Field, TextField } from '../../shared/ui/kit/Field.tsx'
import { LazyDialog } from '../../shared/ui/kit/LazyDialogs.tsx'
import styles from './Messages.module.css'

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

/** The link dialog's form: a text and an http(s) address (`invalid_string` otherwise). */
const linkFormSchema = z.object({
  text: requiredString(),
  url: stringField()
    .trim()
    .refine((value) => isHttpUrl(value), { error: 'invalid_string' }),
})

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
  return (
    <Field label={label} error={error} describedBy={describedBy} qa={qa}>
      {(control, { labelId }) => (
        <Editor
          labelId={labelId}
          id={control.id}
          describedBy={control['aria-describedby']}
          invalid={Boolean(error)}
          resetKey={resetKey}
          initialHtml={initialHtml}
          onChange={onChange}
          qa={qa}
        />
      )}
    </Field>
  )
}

function Editor({
  id,
  labelId,
  describedBy,
  invalid,
  resetKey,
  initialHtml,
  onChange,
  qa,
}: {
  id: string
  labelId: string
  describedBy: string | undefined
  invalid: boolean
  resetKey: number
  initialHtml: string | undefined
  onChange: (html: string) => void
  qa: string
}) {
  const s = useServiceRequestsText()
  const m = s.messages
  // Without dependencies Tiptap applies changed options (the error state) to the same editor.
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
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: styles.content ?? '',
        'data-qa': `${qa}-content`,
      },
    },
    content: initialHtml ?? '',
    // Tiptap would add its base styles as an inline <style>, which the CSP refuses (issue 23
    // item 11); they are in Messages.module.css, part of the app's stylesheet.
    injectCSS: false,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    immediatelyRender: true,
  })
  const [dialog, setDialog] = useState(false)
  // Checked on 'add' only: an error appearing on blur would move the buttons under the pointer.
  const link = useAppForm(linkFormSchema, {
    mode: 'onSubmit',
    defaultValues: { text: '', url: '' },
  })
  const linkErrors = link.formState.errors

  useEffect(() => {
    // A destroyed editor (its view gone while React reconnects effects, e.g. under Suspense)
    // has no commands to run.
    if (editor.isDestroyed) return
    if (initialHtml) editor.commands.setContent(initialHtml)
    else editor.commands.clearContent(true)
    // Only a reset (or a new editor) starts over; a changed initialHtml alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey, editor])

  const addLink = link.handleSubmit((values) => {
    editor
      .chain()
      .focus()
      .insertContent({
        type: 'text',
        text: values.text,
        marks: [{ type: 'link', attrs: { href: values.url } }],
      })
      .run()
    setDialog(false)
  })

  const tool = (name: string, active: boolean, run: () => void, text: string) => (
    <Button
      variant="plain"
      className={styles.tool}
      aria-pressed={active}
      onClick={run}
      qa={`${qa}-${name}`}
    >
      {text}
    </Button>
  )

  return (
    <div className={styles.editor} data-qa={qa}>
      <div className={styles.toolbar} role="toolbar" aria-label={m.toolbar}>
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
            link.reset({ text: editor.state.doc.textBetween(from, to, ' '), url: '' })
            setDialog(true)
          },
          m.link,
        )}
      </div>
      <EditorContent editor={editor} />
      <LazyDialog
        open={dialog}
        onOpenChange={setDialog}
        title={m.linkDialog}
        qa={`${qa}-link-dialog`}
      >
        <Form
          onSubmit={(event) => {
            // The dialog is portalled, but React bubbles its submit to the message form.
            event.stopPropagation()
            return addLink(event)
          }}
          qa={`${qa}-link-form`}
        >
          <TextField
            label={m.linkText}
            error={linkErrors.text ? s.validation.required : undefined}
            qa={`${qa}-link-text`}
            {...link.register('text')}
          />
          <TextField
            label={m.linkUrl}
            type="url"
            error={linkErrors.url ? m.linkInvalid : undefined}
            qa={`${qa}-link-url`}
            {...link.register('url')}
          />
          <FormActions>
            <Button variant="secondary" onClick={() => setDialog(false)}>
              {m.cancel}
            </Button>
            <Button type="submit" qa={`${qa}-link-add`}>
              {m.add}
            </Button>
          </FormActions>
        </Form>
      </LazyDialog>
    </div>
  )
}
