/**
 * The messages feature's public surface (ADR 0017): the sanitised rich-text editor that the staff
 * console's bulletins use too, and the staff's rich-text reply form, which a question's or
 * feedback's answer shares with a thread's reply.
 */
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx'
export { ReplyForm, type ReplyContent, type ReplyFormProps } from './staff/ReplyForm.tsx'
