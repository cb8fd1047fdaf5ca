/**
 * Attachments of a termination (spec 02 §5 "early end possible with attachments"; §4 file
 * upload: init, then PUT to the upload address with its headers, then complete; a failed upload
 * is dropped; attachments max 10 MB, .jpg .jpeg .png .gif .pdf, a wrong type or too large file
 * gives an error listing the allowed types).
 */
import { useId, useState } from 'react'
import { fileComplete, fileInit } from '@asukas/contract/endpoints/files'
import type { FileInitBody } from '@asukas/contract/endpoints/files'
import { checkAttachment, DEFAULT_ACCEPTED_EXTENSIONS } from '@asukas/domain'
import { apiRequest } from '../../shared/api/client.ts'
import { useContractFlowsText } from '../../shared/i18n/contract-flows/section.ts'

/** An uploaded attachment. */
export interface UploadedFile {
  uuid: string
  fileName: string
}

/** Uploads one file through the three steps; returns its record's uuid. */
async function upload(file: File, body: FileInitBody) {
  const started = await apiRequest(fileInit, { body })
  const { uploadUrl, uploadHeaders } = started.metadata
  if (!uploadUrl) throw new Error('no upload address')
  const put = await fetch(uploadUrl, {
    method: 'PUT',
    headers: uploadHeaders ?? {},
    body: file,
    credentials: 'same-origin',
  })
  if (!put.ok) throw new Error(`upload answered ${put.status}`)
  return apiRequest(fileComplete, { body: { file: { uuid: started.uuid } } })
}

/** The file chooser and the list of uploaded attachments. */
export function FileUploads({
  files,
  onChange,
  error,
}: {
  files: readonly UploadedFile[]
  onChange: (files: UploadedFile[]) => void
  /** The translated error of the field (e.g. required). */
  error?: string
}) {
  const f = useContractFlowsText()
  const id = useId()
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const allowed = DEFAULT_ACCEPTED_EXTENSIONS.join(', ')

  async function choose(list: FileList | null) {
    if (!list) return
    setProblem(null)
    let next = [...files]
    setUploading(true)
    try {
      for (const file of [...list]) {
        const check = checkAttachment(file)
        if (!check.ok) {
          setProblem(
            check.reason === 'too_large'
              ? f.form.fileTooLarge(allowed)
              : f.form.fileWrongType(allowed),
          )
          continue
        }
        try {
          const record = await upload(file, {
            file: { fileName: file.name, contentType: check.contentType },
          })
          next = [...next, { uuid: record.uuid, fileName: record.fileName }]
          onChange(next)
        } catch {
          setProblem(f.form.uploadFailed)
        }
      }
    } finally {
      setUploading(false)
    }
  }

  const message = problem ?? error
  return (
    <div className={`field${message ? ' field--error' : ''}`} data-qa="termination-files">
      <label className="field__label" htmlFor={id}>
        {f.form.files}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {f.form.filesHint}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={DEFAULT_ACCEPTED_EXTENSIONS.join(',')}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        disabled={uploading}
        onChange={(event) => {
          void choose(event.target.files)
          event.target.value = ''
        }}
        data-qa="termination-files-input"
      />
      {uploading && (
        <p role="status" data-qa="termination-files-uploading">
          {f.form.uploading}
        </p>
      )}
      {files.length > 0 && (
        <ul className="attachment-list" data-qa="termination-files-list">
          {files.map((file) => (
            <li key={file.uuid} className="attachment">
              <span>{file.fileName}</span>{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={f.form.removeFile(file.fileName)}
                onClick={() => onChange(files.filter((x) => x.uuid !== file.uuid))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p id={`${id}-error`} className="field__error" data-qa="termination-files-error">
          {message}
        </p>
      )}
    </div>
  )
}
