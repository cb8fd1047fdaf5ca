/**
 * Attachments: size limit, accepted types and the file type of a content type.
 * Source: spec 02 §5 General ("Attachments: max 10 MB each; accepted types by default .jpg,
 * .jpeg, .png, .gif, .pdf"), §3 File record, §9 (max file size 10 MB).
 */

/** Largest attachment, in bytes: 10 MB = 10 × 1024 × 1024 (spec 02 §9). */
export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024

/** Extensions accepted by default, lower case with the dot (spec 02 §5). */
export const DEFAULT_ACCEPTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.pdf'] as const

/** Content types of stored files and their file type (spec 02 §3 File record). */
export const fileContentTypes = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'application/pdf': 'document',
  'video/mp4': 'video',
  'video/quicktime': 'video',
} as const
/** A content type the portal stores. */
export type FileContentType = keyof typeof fileContentTypes
/** The kind of a stored file. */
export type FileType = (typeof fileContentTypes)[FileContentType]

/** Content type of each extension the portal knows. */
const CONTENT_TYPE_OF_EXTENSION: Record<string, FileContentType> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
}

/** The lower-case extension of a file name with its dot (`'Kuva.JPG'` → `'.jpg'`), or `''`. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 ? fileName.slice(dot).toLowerCase() : ''
}

/** The content type implied by a file name's extension, or `undefined` for an unknown one. */
export function contentTypeOfFileName(fileName: string): FileContentType | undefined {
  return CONTENT_TYPE_OF_EXTENSION[fileExtension(fileName)]
}

/** The file type (`image`, `document`, `video`) of a content type, `undefined` when unknown. */
export function fileTypeOf(contentType: string): FileType | undefined {
  return (fileContentTypes as Record<string, FileType>)[contentType.toLowerCase()]
}

/** Result of {@link checkAttachment}. */
export type AttachmentCheck =
  | { ok: true; contentType: FileContentType }
  | { ok: false; reason: 'wrong_type' | 'too_large'; allowed: readonly string[] }

/**
 * Checks a file before upload: its extension must be one of `accepted` (default `.jpg`,
 * `.jpeg`, `.png`, `.gif`, `.pdf`) and its size at most 10 MB (`size` in bytes). A failure
 * carries the allowed extensions, for the error message that lists them (spec 02 §5).
 */
export function checkAttachment(
  file: { name: string; size: number },
  accepted: readonly string[] = DEFAULT_ACCEPTED_EXTENSIONS,
): AttachmentCheck {
  const extension = fileExtension(file.name)
  const contentType = contentTypeOfFileName(file.name)
  if (!accepted.includes(extension) || contentType === undefined) {
    return { ok: false, reason: 'wrong_type', allowed: accepted }
  }
  if (file.size > MAX_FILE_SIZE_BYTES) return { ok: false, reason: 'too_large', allowed: accepted }
  return { ok: true, contentType }
}

/**
 * Characters a file name never keeps: control characters (General Category Cc), format
 * characters (Cf: the bidi controls U+202A–U+202E and U+2066–U+2069, the marks U+200E, U+200F
 * and U+061C, zero-width characters, the soft hyphen), line and paragraph separators (Zl, Zp)
 * and unpaired surrogates (Cs). A right-to-left override makes `invoice\u202egnp.exe` read as
 * `invoiceexe.png` (issue 23 item 7).
 */
const invisibleCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu

/** `name` without the characters of {@link invisibleCharacters}. */
export function withoutInvisibleCharacters(name: string): string {
  return name.replace(invisibleCharacters, '')
}

/** Longest stored file name, in UTF-16 code units. */
export const MAX_FILE_NAME_LENGTH = 255

/**
 * The name a file is stored and shown under: the last path segment of `name` (`/` or `\`),
 * without invisible characters ({@link withoutInvisibleCharacters}) or double quotes, trimmed,
 * at most {@link MAX_FILE_NAME_LENGTH} code units (never cutting a surrogate pair); `file` when
 * nothing is left.
 */
export function safeFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).at(-1) ?? ''
  const cleaned = withoutInvisibleCharacters(lastSegment).replace(/"/g, '').trim()
  if (cleaned === '') return 'file'
  const cut = cleaned.slice(0, MAX_FILE_NAME_LENGTH)
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}
