/**
 * Attachments of a termination on the kit's FileUpload (spec 02 §5 "early end possible with
 * attachments"; §4 file upload: init, then PUT to the upload address with its headers, then
 * complete; a failed upload is dropped; the user may abort an ongoing upload; attachments max
 * 10 MB, .jpg .jpeg .png .gif .pdf, a wrong type or too large file gives an error listing the
 * allowed types).
 */
import { useCallback } from 'react'
import { checkAttachment, DEFAULT_ACCEPTED_EXTENSIONS } from '@asukas/domain'
import { useContractRequestsText } from '../../shared/i18n/contract-requests/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { uploadFile } from '../files/index.ts'
import { FileUpload, type UploadControls } from '../../shared/ui/kit/FileUpload.tsx'

/** An uploaded attachment. */
export interface UploadedFile {
  uuid: string
  fileName: string
}

/** Uploads one file (init, PUT with progress, complete); resolves with its record. */
async function upload(file: File, controls: UploadControls): Promise<UploadedFile> {
  const record = await uploadFile(file, controls)
  return { uuid: record.uuid, fileName: record.fileName }
}

/** The termination's attachments: choose or drop, progress, abort, remove. */
export function FileUploads({
  files,
  onChange,
  error,
}: {
  /** The attachments uploaded so far (shown again when the step is revisited). */
  files: readonly UploadedFile[]
  onChange: (files: UploadedFile[]) => void
  /** The translated error of the field (e.g. required). */
  error?: string
}) {
  const f = useContractRequestsText()
  const { t } = useTranslation()
  const allowed = DEFAULT_ACCEPTED_EXTENSIONS.join(', ')
  const check = useCallback(
    (file: File) => {
      const result = checkAttachment(file)
      if (result.ok) return null
      return result.reason === 'too_large'
        ? f.form.fileTooLarge(allowed)
        : f.form.fileWrongType(allowed)
    },
    [f, allowed],
  )
  return (
    <FileUpload<UploadedFile>
      label={f.form.files}
      hint={f.form.filesHint}
      accept={[...DEFAULT_ACCEPTED_EXTENSIONS]}
      check={check}
      upload={upload}
      onChange={onChange}
      defaultItems={files.map((file) => ({ name: file.fileName, result: file }))}
      texts={t.fileUpload}
      error={error}
      qa="termination-files"
    />
  )
}
