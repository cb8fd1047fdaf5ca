/**
 * The message editor's link dialog. Source: spec 02 §5 "User info and others" ("Editor link
 * dialog: text required; link required and a valid URL").
 */
import type { z } from 'zod'
import { objectField, requiredString, requiredText } from '../fields.ts'
import { isHttpUrl } from '../links.ts'

/** Longest link text and URL (ours; the spec sets none). */
export const EDITOR_LINK_MAX = 2000

/** `{ text, link }`: both required; the link an absolute http(s) URL (`invalid_string`). */
export const editorLinkFormSchema = objectField({
  text: requiredText(EDITOR_LINK_MAX),
  link: requiredString()
    .max(EDITOR_LINK_MAX, { error: 'invalid_string' })
    .refine(isHttpUrl, { error: 'invalid_string' }),
})
/** Values of the link dialog. */
export type EditorLinkForm = z.infer<typeof editorLinkFormSchema>
