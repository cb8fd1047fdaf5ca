/**
 * The attachment picker of the resident's forms (fault report, feedback, question, message) on
 * the kit's `FileUpload`: choose or drop files, each upload's progress, abort one, remove one. A
 * refused or failed upload stays listed with its reason and is never sent (spec 02 §4: "a failed
 * upload returns nothing and is dropped"). The parent keeps the completed uploads and learns
 * whether anything is still uploading (its preview and send buttons wait for that).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { checkAttachment, DEFAULT_ACCEPTED_EXTENSIONS } from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { fill } from '../../shared/i18n/fill.ts'
import { useFilesText } from '../../shared/i18n/files/section.ts'
import { FileUpload, type UploadControls } from '../../shared/ui/kit/FileUpload.tsx'
import { uploadFile } from './upload.ts'

/** A completed upload as the parent keeps it. */
export interface UploadedFile {
  uuid: string
  name: string
}

/**
 * The picker's value for a form that keeps only the uploads' uuids (e.g. `fileUuids` of a
 * `useAppForm` form): `uuids` and `setUuids` are the form's; the names are remembered here for
 * the list and the preview (`initial` gives those of files attached earlier).
 */
export function useUploadedFiles(
  uuids: readonly string[],
  setUuids: (uuids: string[]) => void,
  initial: readonly UploadedFile[] = [],
): { value: UploadedFile[]; onChange: (files: UploadedFile[]) => void } {
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(initial.map((file) => [file.uuid, file.name])),
  )
  return {
    value: uuids.map((uuid) => ({ uuid, name: names[uuid] ?? uuid })),
    onChange: (files) => {
      setNames((old) => ({ ...old, ...Object.fromEntries(files.map((f) => [f.uuid, f.name])) }))
      setUuids(files.map((file) => file.uuid))
    },
  }
}

/** Props of {@link FileUploader}. */
export interface FileUploaderProps {
  /**
   * Completed uploads, kept by the parent. Shown when the picker mounts; when the parent empties
   * it (a sent form is reset), the picker starts over with an empty list.
   */
  value: UploadedFile[]
  onChange: (files: UploadedFile[]) => void
  /** Told true while any upload runs. */
  onUploadingChange: (uploading: boolean) => void
  qa: string
}

/** Uploads one file; resolves with the record the form sends. */
async function upload(file: File, controls: UploadControls): Promise<UploadedFile> {
  const record = await uploadFile(file, controls)
  return { uuid: record.uuid, name: record.fileName }
}

/** The attachment picker. */
export function FileUploader({ value, onChange, onUploadingChange, qa }: FileUploaderProps) {
  const s = useFilesText()
  const { t } = useTranslation()
  // What the picker last reported: when the parent's value is emptied behind its back (a reset),
  // a new generation remounts the picker with an empty list.
  const reported = useRef<readonly UploadedFile[]>(value)
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    if (value.length === 0 && reported.current.length > 0) {
      reported.current = []
      setGeneration((n) => n + 1)
    }
  }, [value])
  const report = useCallback(
    (files: UploadedFile[]) => {
      reported.current = files
      onChange(files)
    },
    [onChange],
  )
  // Reasons are translated at render, so a language switch retranslates them.
  const check = (file: File) => {
    const result = checkAttachment(file)
    if (result.ok) return null
    return fill(result.reason === 'too_large' ? s.tooLarge : s.wrongType, {
      name: file.name,
    })
  }
  const failureMessage = (error: unknown, file: File) =>
    fill(
      isApiError(error, 'FILE_TOO_LARGE')
        ? s.tooLarge
        : isApiError(error, 'UNSUPPORTED_FILE_TYPE')
          ? s.wrongType
          : s.failed,
      { name: file.name },
    )
  return (
    <FileUpload<UploadedFile>
      key={generation}
      label={s.add}
      hint={s.hint}
      accept={[...DEFAULT_ACCEPTED_EXTENSIONS]}
      check={check}
      upload={upload}
      failureMessage={failureMessage}
      onChange={report}
      onBusyChange={onUploadingChange}
      defaultItems={value.map((file) => ({ name: file.name, result: file }))}
      texts={t.fileUpload}
      qa={qa}
    />
  )
}
