/**
 * File upload of the UI kit, on the platform's own parts: a hidden `<input type="file">` opened by
 * the kit's button (what React Aria's `FileTrigger` did), native drag and drop (no hidden
 * "DropZone" tab stop) and an ARIA `progressbar` for each file. React Aria Components is not
 * loaded for it: its shared interaction code cost every form page 8.6 KB gzip and an 80 ms
 * long task at start-up on the 4x slower phone (locale checks at module load; issue 25 item 1,
 * trace bench). Every chosen file is uploaded at
 * once through the `upload` callback, with a progress bar and an abort button while it runs, a
 * remove button when done, and its failure in text. The network part is the caller's: `upload`
 * gets the file, an `AbortSignal` and a progress callback (0–1), and resolves with whatever the
 * caller wants back (e.g. the stored file's id), which is passed to `onChange`.
 *
 * Size and type checks (spec 02 §5 attachments) are the caller's `check`, returning a translated
 * message for a refused file; the server checks again by magic bytes.
 */
import { useEffect, useRef, useState } from 'react'
import type { DragEvent, ReactNode } from 'react'
import { Button } from './Button.tsx'
import styles from './FileUpload.module.css'

/** What the upload callback gets besides the file. */
export interface UploadControls {
  signal: AbortSignal
  /** Reports progress as a fraction 0–1. */
  onProgress: (fraction: number) => void
}

/** One file in the list. */
export interface UploadItem<T> {
  key: string
  name: string
  status: 'uploading' | 'done' | 'failed' | 'aborted'
  progress: number
  /** The upload's result when done. */
  result?: T
  /** Translated refusal or failure. */
  message?: string
}

/** Texts of {@link FileUpload} (translated by the caller). */
export interface FileUploadTexts {
  choose: string
  dropHere: string
  abort: string
  remove: string
  uploading: (percent: number) => string
  done: string
  failed: string
  aborted: string
}

/** Props of {@link FileUpload}. */
export interface FileUploadProps<T> {
  label: string
  hint?: ReactNode
  /** MIME types or extensions for the chooser (e.g. `['image/jpeg', 'application/pdf']`). */
  accept?: string[]
  multiple?: boolean
  /** A translated message for a file to refuse before upload, or null to accept it. */
  check?: (file: File) => string | null
  /** Uploads one file; rejects on failure (and with the abort reason when aborted). */
  upload: (file: File, controls: UploadControls) => Promise<T>
  /**
   * A translated message for an upload that failed with `error` (e.g. the server refused the
   * type), shown under the file; `texts.failed` when absent or undefined.
   */
  failureMessage?: (error: unknown, file: File) => string | undefined
  /** The results of the uploaded files, after each change. */
  onChange?: (results: T[]) => void
  /** Told true while any upload runs, false when none does (a form waits before sending). */
  onBusyChange?: (busy: boolean) => void
  texts: FileUploadTexts
  /** A field error from the form (e.g. 'required'). */
  error?: string
  /**
   * Files uploaded before this field was (re)mounted, shown as done (e.g. a wizard step the user
   * comes back to). Read once, on mount.
   */
  defaultItems?: readonly { name: string; result: T }[]
  qa: string
}

let counter = 0

/** A file chooser and drop zone with per-file progress, abort and remove. */
export function FileUpload<T>({
  label,
  hint,
  accept,
  multiple = true,
  check,
  upload,
  failureMessage,
  onChange,
  onBusyChange,
  texts,
  error,
  defaultItems,
  qa,
}: FileUploadProps<T>) {
  const [items, setItems] = useState<UploadItem<T>[]>(() =>
    (defaultItems ?? []).map(({ name, result }) => {
      counter += 1
      return { key: `${name}-${counter}`, name, status: 'done', progress: 1, result }
    }),
  )
  const controllers = useRef(new Map<string, AbortController>())
  // The hidden file input the choose button opens.
  const chooser = useRef<HTMLInputElement>(null)

  const update = (key: string, change: Partial<UploadItem<T>>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))

  // Report the results when the set of finished uploads changes (not on every progress tick).
  const doneKeys = items
    .filter((item) => item.status === 'done')
    .map((item) => item.key)
    .join('|')
  const reported = useRef('')
  useEffect(() => {
    if (doneKeys === reported.current) return
    reported.current = doneKeys
    onChange?.(items.filter((item) => item.status === 'done').map((item) => item.result as T))
  }, [doneKeys, items, onChange])

  const busy = items.some((item) => item.status === 'uploading')
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange])

  // Abort what still runs when the field goes away (the form was left or reset).
  useEffect(() => {
    const running = controllers.current
    return () => {
      for (const controller of running.values()) controller.abort()
    }
  }, [])

  const start = (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1)
    const added = chosen.map((file) => {
      counter += 1
      const key = `${file.name}-${counter}`
      const refusal = check?.(file) ?? null
      return { file, key, refusal }
    })
    setItems((current) => [
      ...(multiple ? current : []),
      ...added.map(({ file, key, refusal }): UploadItem<T> =>
        refusal
          ? { key, name: file.name, status: 'failed', progress: 0, message: refusal }
          : { key, name: file.name, status: 'uploading', progress: 0 },
      ),
    ])
    for (const { file, key, refusal } of added) {
      if (refusal) continue
      const controller = new AbortController()
      controllers.current.set(key, controller)
      upload(file, {
        signal: controller.signal,
        onProgress: (fraction) => update(key, { progress: Math.max(0, Math.min(1, fraction)) }),
      }).then(
        (result) => {
          controllers.current.delete(key)
          update(key, { status: 'done', progress: 1, result })
        },
        (error: unknown) => {
          controllers.current.delete(key)
          const aborted = controller.signal.aborted
          const message = aborted ? undefined : failureMessage?.(error, file)
          update(key, {
            status: aborted ? 'aborted' : 'failed',
            ...(message === undefined ? {} : { message }),
          })
        },
      )
    }
  }

  const abort = (key: string) => controllers.current.get(key)?.abort()
  const remove = (key: string) => setItems((current) => current.filter((item) => item.key !== key))

  // Native drag and drop, not React Aria's DropZone: its hidden keyboard button was an extra tab
  // stop named "DropZone" in every language (issue 26 item 14); keyboard users choose files
  // with the button.
  const [dropTarget, setDropTarget] = useState(false)
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

  return (
    <div className={styles.upload} data-qa={qa}>
      <p className={styles.label} id={`${qa}-label`}>
        {label}
      </p>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div
        role="group"
        className={styles.dropZone}
        aria-labelledby={`${qa}-label`}
        data-drop-target={dropTarget || undefined}
        onDragOver={(event) => {
          if (!hasFiles(event)) return
          event.preventDefault()
          event.dataTransfer.dropEffect = 'copy'
          setDropTarget(true)
        }}
        onDragLeave={() => setDropTarget(false)}
        onDrop={(event) => {
          if (!hasFiles(event)) return
          event.preventDefault()
          setDropTarget(false)
          start(Array.from(event.dataTransfer.files))
        }}
      >
        <Button
          variant="secondary"
          qa={`${qa}-choose`}
          onClick={() => {
            const input = chooser.current
            if (!input) return
            // Emptied first, so choosing the same file again is a change.
            input.value = ''
            input.click()
          }}
        >
          {texts.choose}
        </Button>
        <input
          ref={chooser}
          type="file"
          hidden
          tabIndex={-1}
          accept={accept?.join(',')}
          multiple={multiple}
          onChange={(event) => start(Array.from(event.currentTarget.files ?? []))}
        />
        <span>{texts.dropHere}</span>
      </div>
      {error && (
        <p className={styles.error} role="alert" data-qa={`${qa}-error`}>
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li
              key={item.key}
              className={styles.item}
              data-qa={`${qa}-file`}
              data-status={item.status}
            >
              <span className={styles.name}>{item.name}</span>
              {item.status === 'uploading' ? (
                <Button variant="link" onClick={() => abort(item.key)} qa={`${qa}-abort`}>
                  {texts.abort}
                  <span className="visually-hidden"> {item.name}</span>
                </Button>
              ) : (
                <Button variant="link" onClick={() => remove(item.key)} qa={`${qa}-remove`}>
                  {texts.remove}
                  <span className="visually-hidden"> {item.name}</span>
                </Button>
              )}
              {item.status === 'uploading' && (
                <div
                  role="progressbar"
                  className={styles.bar}
                  aria-label={item.name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                >
                  <div className={styles.fill} style={{ width: `${item.progress * 100}%` }} />
                </div>
              )}
              <p
                className={`${styles.status}${item.status === 'failed' ? ` ${styles.failed}` : ''}`}
                aria-live="polite"
                data-qa={`${qa}-status`}
              >
                {item.status === 'uploading'
                  ? texts.uploading(Math.round(item.progress * 100))
                  : item.status === 'done'
                    ? texts.done
                    : item.status === 'aborted'
                      ? texts.aborted
                      : (item.message ?? texts.failed)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
