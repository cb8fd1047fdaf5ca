/**
 * The browser side of a file upload (spec 02 §4: "file upload is init, then a binary PUT to the
 * returned upload address with the returned headers, then complete; a failed upload returns
 * nothing and is dropped; the user may abort an ongoing upload").
 *
 * The PUT goes through `XMLHttpRequest`, the one browser API that reports upload progress;
 * init and complete go through the contract's client. Limits (spec 02 §5 Attachments: .jpg,
 * .jpeg, .png, .gif, .pdf, at most 10 MB) are `checkAttachment` of `@asukas/domain`; the upload
 * widget checks them first so the user hears at once, and the server checks them again against
 * the bytes.
 */
import type { FileRecord } from '@asukas/contract'
import { checkAttachment } from '@asukas/domain'
import { fileComplete, fileInit } from '@asukas/contract/endpoints/files'
import { apiRequest, ApiError, CLIENT_ERROR_STATUS } from '../../shared/api/client.ts'

/**
 * PUTs the bytes to a signed upload address with progress (0–1); rejects with an AbortError when
 * `signal` aborts, and with ApiError FILE_TOO_LARGE (413) or UNEXPECTED otherwise. Shared by the
 * residents' and the staff's uploads.
 */
export function putFile(
  url: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve()
      else reject(new ApiError(xhr.status, xhr.status === 413 ? 'FILE_TOO_LARGE' : 'UNEXPECTED'))
    }
    xhr.onerror = () => reject(new ApiError(CLIENT_ERROR_STATUS, 'UNEXPECTED'))
    const abort = () => {
      xhr.abort()
      reject(new DOMException('Upload aborted', 'AbortError'))
    }
    if (signal.aborted) abort()
    signal.addEventListener('abort', abort, { once: true })
    xhr.send(file)
  })
}

/**
 * Uploads one file: init → PUT with progress → complete.
 *
 * @returns the completed file record (its `uuid` goes into `fileUuids` / `fileIds`).
 * @throws ApiError (FILE_TOO_LARGE, UNSUPPORTED_FILE_TYPE, …) or an AbortError.
 */
export async function uploadFile(
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<FileRecord> {
  const check = checkAttachment(file)
  if (!check.ok) {
    throw check.reason === 'too_large'
      ? new ApiError(413, 'FILE_TOO_LARGE')
      : new ApiError(415, 'UNSUPPORTED_FILE_TYPE')
  }
  const started = await apiRequest(fileInit, {
    body: { file: { fileName: file.name, contentType: check.contentType } },
    signal: options.signal,
  })
  await putFile(
    started.metadata.uploadUrl,
    started.metadata.uploadHeaders,
    file,
    options.onProgress,
    options.signal,
  )
  options.onProgress(1)
  return apiRequest(fileComplete, {
    body: { file: { uuid: started.uuid } },
    signal: options.signal,
  })
}
