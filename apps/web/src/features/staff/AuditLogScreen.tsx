/**
 * The audit log `/henkilosto/loki` (issue 14 "Audit log view: who did what and when, filterable,
 * for administrators"): the newest 200 entries matching the filters. The filter form is
 * `useAppForm` over the contract's `auditQuerySchema` (an empty field filters nothing); the log
 * loads through the kit's `AsyncView`.
 */
import { useState } from 'react'
import { z } from 'zod'
import { auditQuerySchema, type AuditQuery } from '@asukas/contract/endpoints/staff'
import { useAppForm } from '../../shared/forms/useAppForm.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { TextField } from '../../shared/ui/kit/Field.tsx'
import { LazyDateField } from '../../shared/ui/kit/LazyDateFields.tsx'
import { useLoadErrorText } from './parts.tsx'
import { useAuditLog } from './queries.ts'
import styles from './AuditLog.module.css'

/**
 * The filters as typed (every field may be empty) and, after the transform, the call's query
 * with only the filters given: an empty field filters nothing.
 */
const auditFormSchema = z
  .object({ action: z.string(), actor: z.string(), from: z.string(), to: z.string() })
  .transform((values): AuditQuery =>
    Object.fromEntries(
      Object.entries(values)
        .map(([key, value]) => [key, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    ),
  )
  .pipe(auditQuerySchema)

/** The audit log (default export for `React.lazy`). */
export default function AuditLogScreen() {
  const a = useStaffText().audit
  useDocumentTitle(a.title)
  const { t } = useTranslation()
  const format = useFormat()
  const loadErrorText = useLoadErrorText()
  const [query, setQuery] = useState<AuditQuery>({})
  const log = useAuditLog(query)
  const form = useAppForm(auditFormSchema, {
    defaultValues: { action: '', actor: '', from: '', to: '' },
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit((values) => setQuery(values))
  return (
    <div className="staff-page" data-qa="staff-audit">
      <h1>{a.title}</h1>
      <p>{a.intro}</p>
      <form
        className={styles.filters}
        noValidate
        role="search"
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label={a.action}
          maxLength={100}
          error={validationMessage(t, errors.action?.message)}
          qa="audit-action"
          {...form.register('action')}
        />
        <TextField
          label={a.actor}
          maxLength={200}
          error={validationMessage(t, errors.actor?.message)}
          qa="audit-actor"
          {...form.register('actor')}
        />
        <LazyDateField
          label={a.from}
          calendarLabel={t.app.chooseFromCalendar}
          value={form.watch('from')}
          onChange={(value) => form.setValue('from', value, { shouldValidate: true })}
          error={validationMessage(t, errors.from?.message)}
          qa="audit-from"
        />
        <LazyDateField
          label={a.to}
          calendarLabel={t.app.chooseFromCalendar}
          value={form.watch('to')}
          onChange={(value) => form.setValue('to', value, { shouldValidate: true })}
          error={validationMessage(t, errors.to?.message)}
          qa="audit-to"
        />
        <Button type="submit" variant="primary" qa="audit-submit">
          {a.filter}
        </Button>
      </form>
      <AsyncView query={log} qa="staff-load" errorText={loadErrorText(log.error)}>
        {(entries) =>
          entries.length === 0 ? (
            <p data-qa="audit-empty">{a.empty}</p>
          ) : (
            <div className={styles.tableScroll}>
              <table className={styles.table} data-qa="audit-table">
                <thead>
                  <tr>
                    <th scope="col">{a.when}</th>
                    <th scope="col">{a.action}</th>
                    <th scope="col">{a.actor}</th>
                    <th scope="col">{a.target}</th>
                    <th scope="col">{a.details}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} data-qa="audit-row">
                      <td>
                        {format.dateWithYear(entry.occurredAt)} {format.time(entry.occurredAt)}
                      </td>
                      <td>{entry.action}</td>
                      <td>
                        {entry.actorEmail ?? '–'}
                        {entry.impersonatorEmail && <> {a.impersonator(entry.impersonatorEmail)}</>}
                      </td>
                      <td>
                        {entry.entityType ?? ''} {entry.entityId ?? ''}
                      </td>
                      <td>
                        <code>{JSON.stringify(entry.details)}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </AsyncView>
    </div>
  )
}
