/**
 * Plain-text helpers of the message editor (issue 11), apart from the editor itself so the page
 * can use them before the editor has loaded.
 */
import type { EditorTool } from './EditorToolbar.tsx'

/** True for an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * Plain text as the editor's HTML: one `<p>` per line, `<`, `>`, `&` and `"` escaped; empty text
 * (spaces only) is `''`, as the editor reports an empty document.
 */
export function textToHtml(text: string): string {
  if (text.trim() === '') return ''
  const escape = (line: string) =>
    line
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('')
}

/**
 * Plain text as the editor's document (Tiptap JSON): one paragraph per line, every character
 * kept as typed (HTML would collapse a trailing or doubled space).
 */
export function textDocument(text: string): {
  type: 'doc'
  content: { type: 'paragraph'; content?: { type: 'text'; text: string }[] }[]
} {
  return {
    type: 'doc',
    content: text
      .split(/\r?\n/)
      .map((line) =>
        line === ''
          ? { type: 'paragraph' }
          : { type: 'paragraph', content: [{ type: 'text', text: line }] },
      ),
  }
}

/**
 * The editor position of a character offset in plain text, in the document {@link textDocument}
 * makes of that text: each line is a paragraph, whose text starts one position after its opening
 * and which takes two positions (close, open) beyond its characters (ProseMirror's indexing).
 */
export function textPosition(text: string, offset: number): number {
  const lines = text.slice(0, offset).split(/\r?\n/)
  const last = lines.pop() ?? ''
  return 1 + lines.reduce((sum, line) => sum + line.length + 2, 0) + last.length
}

/** A selection in plain text, by character offsets; `anchor` after `head` when made backwards. */
export interface TextRange {
  anchor: number
  head: number
}

/** Props of the loaded editor (`TiptapEditor.tsx`), which its field passes on. */
export interface LoadedEditorProps {
  id: string
  labelId: string
  describedBy: string | undefined
  invalid: boolean
  resetKey: number
  initialHtml: string | undefined
  /** Plain text typed before the editor arrived; when not empty, the editor starts with it. */
  initialText: string
  /** Where the caret or selection was in that text: the editor starts with the same one. */
  initialRange: TextRange | null
  /** Puts the caret at the text's end once the editor is there (the focus was in the field). */
  autoFocus: boolean
  /**
   * A tool pressed before the editor arrived (the toolbar is drawn at once, the editor loads on
   * demand): the editor applies it once it is there, so a slow phone's first press is not lost.
   */
  pendingTool: EditorTool | null
  onChange: (html: string) => void
  qa: string
}
