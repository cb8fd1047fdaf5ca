/**
 * The attachment picker of the forms (fault report, feedback, question, message): pick files,
 * see each upload's progress, abort one, remove one. A refused or failed upload is dropped with
 * a message and never sent (spec 02 §4). The parent gets the uuids of the completed uploads and
 * whether anything is still uploading (its preview and send buttons wait for that).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { isApiError } from '../../shared/api/client.ts'
import { fill, useServiceRequestsText } from '../../shared/i18n/service-requests/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import styles from './Files.module.css'
import { acceptAttribute, checkFile, uploadFile } from './upload.ts'

/** One file in the picker. */
interface Item {
  key: string
  name: string
  progress: number
  uuid: string | null
  controller: AbortController | null
}

/** Why a file was dropped: refused before upload, aborted, or refused or failed on the way. */
interface Problem {
  reason: 'wrongType' | 'tooLarge' | 'aborted' | 'failed'
  name: string
}

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
  /** Completed uploads (controlled by the parent, so a reset clears the list). */
  value: UploadedFile[]
  onChange: (files: UploadedFile[]) => void
  /** Told true while any upload runs. */
  onUploadingChange: (uploading: boolean) => void
  qa: string
}

/** The attachment picker. */
export function FileUploader({ value, onChange, onUploadingChange, qa }: FileUploaderProps) {
  const s = useServiceRequestsText()
  const id = useId()
  const [pending, setPending] = useState<Item[]>([])
  // Reasons stay keys (translated at render, so a language switch retranslates them).
  const [messages, setMessages] = useState<Problem[]>([])
  const latest = useRef(value)
  latest.current = value
  const counter = useRef(0)

  useEffect(() => {
    onUploadingChange(pending.length > 0)
  }, [pending.length, onUploadingChange])

  useEffect(
    () => () => {
      for (const item of pending) item.controller?.abort()
    },
    // Abort what still runs when the form goes away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  function start(file: File) {
    const refusal = checkFile(file)
    if (refusal) {
      setMessages((old) => [...old, { reason: refusal, name: file.name }])
      return
    }
    const key = `f${++counter.current}`
    const controller = new AbortController()
    setPending((old) => [...old, { key, name: file.name, progress: 0, uuid: null, controller }])
    const update = (progress: number) =>
      setPending((old) => old.map((item) => (item.key === key ? { ...item, progress } : item)))
    uploadFile(file, { onProgress: update, signal: controller.signal })
      .then((record) => {
        onChange([...latest.current, { uuid: record.uuid, name: record.fileName }])
      })
      .catch((error: unknown) => {
        const reason: Problem['reason'] =
          error instanceof DOMException && error.name === 'AbortError'
            ? 'aborted'
            : isApiError(error, 'FILE_TOO_LARGE')
              ? 'tooLarge'
              : isApiError(error, 'UNSUPPORTED_FILE_TYPE')
                ? 'wrongType'
                : 'failed'
        setMessages((old) => [...old, { reason, name: file.name }])
      })
      .finally(() => setPending((old) => old.filter((item) => item.key !== key)))
  }

  return (
    <div className={styles.block} data-qa={qa}>
      <label className={styles.label} htmlFor={id}>
        {s.files.add}
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {s.files.hint}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={acceptAttribute}
        aria-describedby={`${id}-hint`}
        data-qa={`${qa}-input`}
        onChange={(event) => {
          setMessages([])
          for (const file of Array.from(event.target.files ?? [])) start(file)
          event.target.value = ''
        }}
      />
      {messages.map((message, index) => (
        <Alert key={index} variant="warning" qa={`${qa}-message`}>
          {fill(s.files[message.reason], { name: message.name })}
        </Alert>
      ))}
      <ul className={styles.list}>
        {pending.map((item) => (
          <li key={item.key} className={styles.item} data-qa={`${qa}-uploading`}>
            <span>{item.name}</span>{' '}
            <progress
              max={1}
              value={item.progress}
              aria-label={`${s.files.uploading} ${item.name}`}
            />{' '}
            <Button variant="secondary" qa={`${qa}-abort`} onClick={() => item.controller?.abort()}>
              {s.files.abort}
            </Button>
          </li>
        ))}
        {value.map((file) => (
          <li key={file.uuid} className={styles.item} data-qa={`${qa}-file`}>
            <span>{file.name}</span>{' '}
            <Button
              variant="link"
              aria-label={`${s.files.remove} ${file.name}`}
              onClick={() => onChange(latest.current.filter((f) => f.uuid !== file.uuid))}
            >
              {s.files.remove}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
