/**
 * The messages feature's public surface (ADR 0017): the sanitised rich-text editor that the staff
 * console's replies and bulletins use too.
 */
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx'
