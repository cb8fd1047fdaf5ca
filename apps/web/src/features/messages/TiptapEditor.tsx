/**
 * The message body editor (issue 11 "Rich text with a well-kept editor"), loaded by
 * {@link RichTextEditor} when its field is reached for: Tiptap with bold,
 * italic, bulleted and numbered lists and links. A link is added through a small dialog whose
 * text is required and whose address must be a valid http(s) URL. The editor reports its HTML;
 * the character counter counts the visible text (`messageText` of `@asukas/domain`). Long words
 * and addresses wrap inside the editor at any width (issue 26 item 6); the editor's base styles
 * come from the app's stylesheet, not an inline `<style>` the CSP would refuse.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { EditorContent, useEditor } from '@tiptap/react'
import { Selection, TextSelection } from '@tiptap/pm/state'
import StarterKit from '@tiptap/starter-kit'
import { z } from 'zod'
import { requiredString, stringField } from '@asukas/domain'
import { Form, FormActions } from '../../shared/forms/Form.tsx'
import { useAppForm } from '../../shared/forms/useAppForm.ts'
import { useMessagesText } from '../../shared/i18n/messages/section.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { TextField } from '../../shared/ui/kit/Field.tsx'
import { LazyDialog } from '../../shared/ui/kit/LazyDialogs.tsx'
import { EditorToolbar, type EditorTool } from './EditorToolbar.tsx'
import styles from './Messages.module.css'
import { isHttpUrl, textDocument, textPosition, type LoadedEditorProps } from './rich-text.ts'

/** The link dialog's form: a text and an http(s) address (`invalid_string` otherwise). */
const linkFormSchema = z.object({
  text: requiredString(),
  url: stringField()
    .trim()
    .refine((value) => isHttpUrl(value), { error: 'invalid_string' }),
})

/**
 * The Tiptap editor with its toolbar and link dialog, inside the field of
 * {@link RichTextEditor} (which loads this module when the field is reached for).
 */
export function TiptapEditor({
  id,
  labelId,
  describedBy,
  invalid,
  resetKey,
  initialHtml,
  initialText,
  initialRange,
  autoFocus,
  pendingTool,
  onChange,
  qa,
}: LoadedEditorProps) {
  const m = useMessagesText()
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
    content: initialText ? textDocument(initialText) : (initialHtml ?? ''),
    // Tiptap would add its base styles as an inline <style>, which the CSP refuses (issue 23
    // item 11); they are in Messages.module.css, part of the app's stylesheet.
    injectCSS: false,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    immediatelyRender: true,
  })
  useLayoutEffect(() => {
    // In the same task as the text area it replaces leaves, so no key pressed meanwhile is lost
    // or lands elsewhere: the caret or selection the text area had is put in the same place and
    // the view focused synchronously (Tiptap's `focus` command and `autofocus` wait for the next
    // animation frame). A tool pressed meanwhile then acts on that selection.
    if (editor.isDestroyed) return
    if (initialText && initialRange) {
      const { doc } = editor.state
      const at = (offset: number) => Math.min(textPosition(initialText, offset), doc.content.size)
      editor.view.dispatch(
        editor.state.tr.setSelection(
          TextSelection.create(doc, at(initialRange.anchor), at(initialRange.head)),
        ),
      )
    } else if (autoFocus) {
      editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)))
    }
    if (autoFocus) editor.view.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor])
  const [dialog, setDialog] = useState(false)
  // Checked on 'add' only: an error appearing on blur would move the buttons under the pointer.
  const link = useAppForm(linkFormSchema, {
    mode: 'onSubmit',
    defaultValues: { text: '', url: '' },
  })
  const linkErrors = link.formState.errors

  // The content the editor was created with is the start: setting it again after the first
  // paint would drop a key pressed in between.
  const started = useRef<{ editor: typeof editor; resetKey: number } | null>(null)
  useEffect(() => {
    // A destroyed editor (its view gone while React reconnects effects, e.g. under Suspense)
    // has no commands to run.
    if (editor.isDestroyed) return
    const first = started.current?.editor !== editor
    started.current = { editor, resetKey }
    if (first) return
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

  const isActive = (tool: EditorTool) =>
    editor.isActive(
      {
        bold: 'bold',
        italic: 'italic',
        bullet: 'bulletList',
        ordered: 'orderedList',
        link: 'link',
      }[tool],
    )
  const run = (tool: EditorTool) => {
    const chain = editor.chain().focus()
    if (tool === 'bold') chain.toggleBold().run()
    else if (tool === 'italic') chain.toggleItalic().run()
    else if (tool === 'bullet') chain.toggleBulletList().run()
    else if (tool === 'ordered') chain.toggleOrderedList().run()
    else {
      const { from, to } = editor.state.selection
      link.reset({ text: editor.state.doc.textBetween(from, to, ' '), url: '' })
      setDialog(true)
    }
  }

  // The tool pressed while the editor was loading, applied once it is here.
  const appliedPending = useRef(false)
  useEffect(() => {
    if (!pendingTool || appliedPending.current || editor.isDestroyed) return
    appliedPending.current = true
    run(pendingTool)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, pendingTool])

  return (
    <div className={styles.editor} data-qa={qa}>
      <EditorToolbar qa={qa} isActive={isActive} run={run} />
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
            error={linkErrors.text ? m.linkTextRequired : undefined}
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
