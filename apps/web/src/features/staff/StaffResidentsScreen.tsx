/**
 * The staff view `/staff/residents` (issue 4 "Staff and impersonation"; spec 01 §1 "A staff user
 * can impersonate a resident", §6): who is signed in and a logout, resident search by name,
 * e-mail or contract, and for each found resident their contracts and a button that starts a
 * read-only impersonation and opens the portal as that resident. While an impersonation is on,
 * the view says so and offers the portal or the end of the impersonation. Without a staff session
 * the page goes to the staff login.
 */
import { useState } from 'react'
import { Link, Navigate } from 'react-router'
import { routes } from '@asukas/contract'
import {
  STAFF_SEARCH_MAX_LENGTH,
  STAFF_SEARCH_MIN_LENGTH,
  staffResidentsQuerySchema,
} from '@asukas/contract/endpoints/staff'
import type { StaffMe, StaffResident } from '@asukas/contract/endpoints/staff'
import { isApiError } from '../../shared/api/client.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { browser } from '../../shared/lib/browser.ts'
import { errorMessage } from '../../shared/lib/error-message.ts'
import { staffLinks, staffPaths } from '../../shared/lib/staff-paths.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { TextField } from '../../shared/ui/kit/Field.tsx'
import { EndImpersonationButton } from './EndImpersonationButton.tsx'
import { useStaffMe, useStaffResidents, useStartImpersonation } from './queries.ts'
import { Button, buttonClassName } from '../../shared/ui/kit/Button.tsx'
import { FormActions } from '../../shared/forms/Form.tsx'
import { useAppForm } from '../../shared/forms/useAppForm.ts'
import styles from './StaffResidents.module.css'

/**
 * The message of the search text's error key: a too short or too long text says how long it must
 * be (issue 10 finding 6: one character gave only 'invalid value').
 */
export function searchErrorText(
  texts: { queryTooShort: (min: number) => string; queryTooLong: (max: number) => string },
  genericText: (key: string | undefined) => string | undefined,
  key: string | undefined,
  value: string,
): string | undefined {
  if (key !== 'invalid_string') return genericText(key)
  return value.trim().length > STAFF_SEARCH_MAX_LENGTH
    ? texts.queryTooLong(STAFF_SEARCH_MAX_LENGTH)
    : texts.queryTooShort(STAFF_SEARCH_MIN_LENGTH)
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

/** One found resident with their contracts and the impersonation button. */
function ResidentCard({
  resident,
  disabled,
  onImpersonate,
}: {
  resident: StaffResident
  disabled: boolean
  /** Null when the member's roles do not include looking as a resident (issue 23 item 9). */
  onImpersonate: (() => void) | null
}) {
  const { t } = useTranslation()
  const texts = useAccountsText().staff
  const consoleTexts = useStaffText()
  const name = fullName(resident)
  return (
    <li className={styles.resident} data-qa="staff-resident">
      <h3 className={styles.name}>{name}</h3>
      <dl className="details-list">
        <div>
          <dt>{t.footer.email}</dt>
          <dd data-qa="staff-resident-email">{resident.email}</dd>
        </div>
        {resident.phoneNumber && (
          <div>
            <dt>{texts.phone}</dt>
            <dd>{resident.phoneNumber}</dd>
          </div>
        )}
      </dl>
      <h4 className={styles.contractsTitle}>{texts.contracts}</h4>
      {resident.contracts.length === 0 ? (
        <p>{texts.noContracts}</p>
      ) : (
        <ul className={styles.contracts}>
          {resident.contracts.map((contract) => (
            <li key={contract.contractUuid} data-qa="staff-resident-contract">
              {contract.streetAddressLine1}, {contract.postalCode} {contract.city} –{' '}
              {texts.referenceNumber} {contract.referenceNumber} (
              {t.frontPage.contract.statuses[contract.status]})
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={staffLinks.resident(resident.uuid)} data-qa="staff-resident-detail-link">
          {consoleTexts.residents.contracts}: {name}
        </Link>
      </p>
      {onImpersonate && (
        <Button disabled={disabled} onClick={onImpersonate} qa="staff-impersonate">
          {texts.impersonate}
          <span className="visually-hidden"> {name}</span>
        </Button>
      )}
    </li>
  )
}

/** The search form and its results. */
function ResidentSearch({
  impersonating,
  canImpersonate,
}: {
  impersonating: boolean
  canImpersonate: boolean
}) {
  const { t } = useTranslation()
  const texts = useAccountsText().staff
  const [q, setQ] = useState<string | null>(null)
  const residents = useStaffResidents(q)
  const start = useStartImpersonation()
  const [startFailed, setStartFailed] = useState(false)
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useAppForm(staffResidentsQuerySchema, { defaultValues: { q: '' }, mode: 'onSubmit' })
  // Searching the same text again fetches afresh.
  const onSubmit = handleSubmit((values) => {
    if (values.q === q) void residents.refetch()
    else setQ(values.q)
  })
  const impersonate = (userId: string) => {
    setStartFailed(false)
    start.mutate(userId, {
      // A full page load: the portal starts with an empty cache and finds the first contract.
      onSuccess: () => browser.assign(routes.root),
      onError: () => setStartFailed(true),
    })
  }

  return (
    <section className="panel" aria-labelledby="staff-search-title">
      <h2 id="staff-search-title">{texts.searchLabel}</h2>
      <form
        className={`form ${styles.searchForm}`}
        role="search"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        data-qa="staff-search-form"
      >
        <TextField
          label={texts.query}
          hint={texts.searchHint}
          type="search"
          autoComplete="off"
          qa="staff-search-input"
          error={searchErrorText(
            texts,
            (key) => validationMessage(t, key),
            errors.q?.message,
            getValues('q'),
          )}
          {...register('q')}
        />
        <Button
          type="submit"

          disabled={residents.isFetching}
          qa="staff-search-submit"
        >
          {residents.isFetching ? texts.searching : texts.search}
        </Button>
      </form>
      {startFailed && (
        <Alert variant="error" qa="staff-impersonation-error">
          {texts.impersonationFailed}
        </Alert>
      )}
      {q !== null && residents.isError && (
        <Alert variant="error" qa="staff-search-error">
          {texts.searchFailed}
        </Alert>
      )}
      {/* Only the count is announced; the results follow it in reading order. */}
      <p role="status" className="search-count" data-qa="staff-search-count">
        {q !== null && residents.data
          ? residents.data.length === 0
            ? texts.noResults
            : texts.resultCount(residents.data.length)
          : ''}
      </p>
      {q !== null && residents.data && residents.data.length > 0 && (
        <ul className={styles.list} data-qa="staff-search-results">
          {residents.data.map((resident) => (
            <ResidentCard
              key={resident.uuid}
              resident={resident}
              disabled={impersonating || start.isPending}
              onImpersonate={canImpersonate ? () => impersonate(resident.uuid) : null}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

/** The impersonation in progress (who is signed in and the logout are in the console layout). */
function StaffHeader({ me }: { me: StaffMe }) {
  const texts = useAccountsText().staff
  if (!me.impersonating) return null
  return (
    <Alert variant="info" qa="staff-impersonating">
      <p>{texts.impersonating(fullName(me.impersonating))}</p>
      <FormActions>
        <a className={buttonClassName()} href={routes.root} data-qa="staff-to-portal">
          {texts.toPortal}
        </a>
        <EndImpersonationButton />
      </FormActions>
    </Alert>
  )
}

/** The staff view (default export for `React.lazy`). */
export default function StaffResidentsScreen() {
  const { t } = useTranslation()
  const texts = useAccountsText().staff
  useDocumentTitle(texts.residentsTitle)
  const me = useStaffMe()
  if (me.isError) {
    if (isApiError(me.error, 'UNAUTHORIZED')) return <Navigate to={staffPaths.login} replace />
    return (
      <div className="account-page">
        <h1>{texts.residentsTitle}</h1>
        <Alert variant="error" qa="staff-me-error">
          {errorMessage(t, me.error)}
        </Alert>
      </div>
    )
  }
  if (!me.data) return <Loader />
  return (
    <div className="staff-page" data-qa="staff-residents">
      <h1>{texts.residentsTitle}</h1>
      <StaffHeader me={me.data} />
      <ResidentSearch
        impersonating={me.data.impersonating !== null}
        canImpersonate={me.data.capabilities.includes('impersonation')}
      />
    </div>
  )
}
