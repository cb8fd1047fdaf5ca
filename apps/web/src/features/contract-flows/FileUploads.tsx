/**
 * Attachments of a termination on the kit's FileUpload (spec 02 §5 "early end possible with
 * attachments"; §4 file upload: init, then PUT to the upload address with its headers, then
 * complete; a failed upload is dropped; the user may abort an ongoing upload; attachments max
 * 10 MB, .jpg .jpeg .png .gif .pdf, a wrong type or too large file gives an error listing the
 * allowed types).
 */
import { useCallback } from 'react'
import { fileComplete, fileInit } from '@asukas/contract/endpoints/files'
import { checkAttachment, DEFAULT_ACCEPTED_EXTENSIONS } from '@asukas/domain'
import { apiRequest } from '../../shared/api/client.ts'
import { useContractFlowsText } from '../../shared/i18n/contract-flows/section.ts'
import { FileUpload, type UploadControls } from '../../shared/ui/kit/FileUpload.tsx'

/** An uploaded attachment. */
export interface UploadedFile {
  uuid: string
  fileName: string
}

/**
 * PUTs `file` to `url` with `headers`, reporting upload progress (0–1); rejects on a non-2xx
 * answer, a network failure, or with the signal's reason when aborted.
 */
function put(
  url: string,
  headers: Record<string, string>,
  file: File,
  { signal, onProgress }: UploadControls,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`upload answered ${request.status}`))
    request.onerror = () => reject(new Error('upload failed'))
    request.onabort = () => reject(signal.reason ?? new Error('aborted'))
    if (signal.aborted) {
      reject(signal.reason ?? new Error('aborted'))
      return
    }
    signal.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}

/** Uploads one file through the three steps; resolves with its record. */
async function upload(file: File, controls: UploadControls): Promise<UploadedFile> {
  const check = checkAttachment(file)
  if (!check.ok) throw new Error(check.reason)
  const started = await apiRequest(fileInit, {
    body: { file: { fileName: file.name, contentType: check.contentType } },
    signal: controls.signal,
  })
  const { uploadUrl, uploadHeaders } = started.metadata
  if (!uploadUrl) throw new Error('no upload address')
  await put(uploadUrl, uploadHeaders ?? {}, file, controls)
  const record = await apiRequest(fileComplete, {
    body: { file: { uuid: started.uuid } },
    signal: controls.signal,
  })
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
  const f = useContractFlowsText()
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
      texts={f.upload}
      error={error}
      qa="termination-files"
    />
  )
}
