/**
 * The message editor's toolbar (issue 11: bold, italic, bulleted and numbered lists, link), drawn
 * the same before and after the editor itself has loaded ({@link RichTextEditor}), so the field
 * does not move when it does.
 */
import { useMessagesText } from '../../shared/i18n/messages/section.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import styles from './Messages.module.css'

/** The toolbar's tools, in their order; each button's `data-qa` is `${qa}-${tool}`. */
export const editorTools = ['bold', 'italic', 'bullet', 'ordered', 'link'] as const

/** One tool of {@link editorTools}. */
export type EditorTool = (typeof editorTools)[number]

/**
 * The toolbar. `isActive` says whether a tool's mark or block is on at the caret (its button is
 * `aria-pressed`); `run` applies it. Before the editor has loaded nothing is active and a pressed
 * tool is kept until the editor arrives (`RichTextEditor`).
 */
export function EditorToolbar({
  qa,
  isActive,
  run,
}: {
  qa: string
  isActive: (tool: EditorTool) => boolean
  run: (tool: EditorTool) => void
}) {
  const m = useMessagesText()
  const names: Record<EditorTool, string> = {
    bold: m.bold,
    italic: m.italic,
    bullet: m.bulletList,
    ordered: m.orderedList,
    link: m.link,
  }
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={m.toolbar}>
      {editorTools.map((tool) => (
        <Button
          key={tool}
          variant="plain"
          className={styles.tool}
          aria-pressed={isActive(tool)}
          onClick={() => run(tool)}
          qa={`${qa}-${tool}`}
        >
          {names[tool]}
        </Button>
      ))}
    </div>
  )
}
