/** English texts of the files section (same keys as the Finnish master `fi.ts`). */
import type { FilesTranslations } from './fi.ts'

/** The files section in English. */
export const filesEn: FilesTranslations = {
  label: 'Attachments',
  none: 'No attachments',
  slow: 'Loading is taking longer than usual…',
  add: 'Add attachments',
  hint: 'Allowed file types: .jpg, .jpeg, .png, .gif, .pdf. At most 10 MB per file.',
  tooLarge:
    'The file {name} is too large. At most 10 MB. Allowed file types: .jpg, .jpeg, .png, .gif, .pdf.',
  wrongType:
    'The type of {name} is not supported. Allowed file types: .jpg, .jpeg, .png, .gif, .pdf.',
  failed: 'The file {name} could not be uploaded and will not be sent.',
  open: 'Open',
  opening: 'Opening the file…',
  failedToOpen: 'Failed to open the file. Allow pop-ups and try again.',
  failedToLoad: 'Failed to open the attachment.',
  uploadingWait: 'Wait until the attachments have been uploaded.',
}
