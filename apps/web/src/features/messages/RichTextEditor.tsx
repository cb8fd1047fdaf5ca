/**
 * The message body field (issue 11 "Rich text with a well-kept editor"; the staff console's
 * replies and bulletins use it too). The editor itself (Tiptap and ProseMirror, ~105 KB gzip) is
 * not on the page's critical path (issue 25 item 1: it was 106 KB of the messages page's 306 KB
 * and most of its blocking time): the field first paints as the same box with the same toolbar
 * and a plain `<textarea>`, and the editor loads when the resident reaches for the field (focus
 * or pointer), or at once when the field starts with a text. What was typed before it arrived is
 * carried over as paragraphs with its caret or selection, and the focus stays where it was (the
 * text, or the same tool); a tool pressed meanwhile is applied when the editor arrives. The
 * editor never replaces the stand-in while a pointer is pressed in it: the press's release and
 * click would land on an element no longer there, and the tool would be lost.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { Field } from '../../shared/ui/kit/Field.tsx'
import { EditorToolbar, type EditorTool } from './EditorToolbar.tsx'
import { textToHtml, type LoadedEditorProps, type TextRange } from './rich-text.ts'
import styles from './Messages.module.css'

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

/** What the editor's module gives. */
interface EditorModule {
  TiptapEditor: ComponentType<LoadedEditorProps>
}

/** The editor's module once loaded: later fields on the page start with it. */
let editorModule: EditorModule | undefined

/** Loads the editor's module (once; later calls share the load). */
let loading: Promise<EditorModule> | undefined
function loadEditor(): Promise<EditorModule> {
  loading ??= import('./TiptapEditor.tsx').then((module) => (editorModule = module))
  return loading
}

/** The field: the editor, or until it has loaded, the same box with a plain text area. */
export function RichTextEditor({
  label,
  resetKey,
  initialHtml,
  onChange,
  error,
  describedBy,
  qa,
}: RichTextEditorProps) {
  const [editor, setEditor] = useState(() => editorModule)
  const [text, setText] = useState('')
  // What the text area held when the editor replaced it: the editor starts with it.
  const [carried, setCarried] = useState('')
  const [carriedRange, setCarriedRange] = useState<TextRange | null>(null)
  // Where the focus was when the editor arrived: the text (`content`) or a tool's data-qa.
  const [focusOn, setFocusOn] = useState<string | null>(null)
  // A tool pressed before the editor arrived: the editor applies it (the link dialog opens).
  const [pendingTool, setPendingTool] = useState<EditorTool | null>(null)
  const box = useRef<HTMLDivElement>(null)
  // A press of the pointer in the field that has not ended yet: the editor waits for its end.
  const press = useRef<Promise<void> | null>(null)
  // Set once the editor has replaced the text area (later loads' callbacks do nothing).
  const swapped = useRef(false)

  const want = () => {
    if (editor) return
    void loadEditor().then(async (module) => {
      // Not under a finger or a mouse button: a tool pressed in the stand-in toolbar would lose
      // its release (and its click) to the editor's toolbar put in its place.
      while (press.current) await press.current
      if (swapped.current) return
      swapped.current = true
      const active = document.activeElement
      const inBox = active instanceof HTMLElement && box.current?.contains(active)
      const area = box.current?.querySelector('textarea')
      // One synchronous commit: the text area's text and selection as they are now (not as last
      // rendered), the editor in its place and focused, before any further key is handled.
      flushSync(() => {
        if (area) {
          setCarried(area.value)
          const backward = area.selectionDirection === 'backward'
          setCarriedRange({
            anchor: backward ? area.selectionEnd : area.selectionStart,
            head: backward ? area.selectionStart : area.selectionEnd,
          })
        }
        setFocusOn(
          inBox
            ? active instanceof HTMLTextAreaElement
              ? 'content'
              : (active.dataset.qa ?? null)
            : null,
        )
        setEditor(module)
      })
    })
  }

  /** Notes a press in the field until it ends, one task after the release (after its click). */
  const pressed = () => {
    if (editor || press.current) return
    press.current = new Promise((resolve) => {
      const end = () => {
        document.removeEventListener('pointerup', end, true)
        document.removeEventListener('pointercancel', end, true)
        setTimeout(() => {
          press.current = null
          resolve()
        })
      }
      document.addEventListener('pointerup', end, true)
      document.addEventListener('pointercancel', end, true)
    })
  }

  useEffect(() => {
    // A field that starts with a text (an edited bulletin) needs the editor to show it.
    if (initialHtml && !editor) want()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => setText(''), [resetKey])

  useEffect(() => {
    // The same tool the resident had tabbed to, now the editor's own (unless it was pressed: the
    // editor applies it and puts the focus where that tool does).
    if (editor && focusOn && focusOn !== 'content' && !pendingTool) {
      box.current?.querySelector<HTMLElement>(`[data-qa="${focusOn}"]`)?.focus()
    }
  }, [editor, focusOn, pendingTool])

  return (
    <Field label={label} error={error} describedBy={describedBy} qa={qa}>
      {(control, { labelId }) => (
        <div
          ref={box}
          onFocus={want}
          onPointerDown={() => {
            pressed()
            want()
          }}
          onPointerEnter={want}
        >
          {editor ? (
            <editor.TiptapEditor
              labelId={labelId}
              id={control.id}
              describedBy={control['aria-describedby']}
              invalid={Boolean(error)}
              resetKey={resetKey}
              initialHtml={initialHtml}
              initialText={carried}
              initialRange={carriedRange}
              autoFocus={focusOn === 'content'}
              pendingTool={pendingTool}
              onChange={onChange}
              qa={qa}
            />
          ) : (
            <div className={styles.editor} data-qa={qa}>
              <EditorToolbar
                qa={qa}
                isActive={() => false}
                run={(tool) => {
                  setPendingTool(tool)
                  want()
                }}
              />
              <textarea
                id={control.id}
                aria-describedby={control['aria-describedby']}
                aria-invalid={error ? true : undefined}
                className={`${styles.content} ${styles.plain}`}
                data-qa={`${qa}-content`}
                value={text}
                onChange={(event) => {
                  setText(event.target.value)
                  onChange(textToHtml(event.target.value))
                }}
              />
            </div>
          )}
        </div>
      )}
    </Field>
  )
}
