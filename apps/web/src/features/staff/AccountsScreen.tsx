/**
 * Staff accounts `/henkilosto/tunnukset` for administrators (issue 14 "admins: accounts,
 * settings"; issue 23 item 3): each account's roles and real properties (`useAppForm` over the
 * contract's `staffAccountBodySchema`), the reset of a lost second factor and the unlock of a
 * locked account. An administrator cannot take their own administrator role. The list loads
 * through the kit's `AsyncView`.
 */
import {
  staffAccountBodySchema,
  staffRoles,
  type StaffAccount,
  type StaffRole,
} from '@asukas/contract/endpoints/staff'
import { isApiError } from '../../shared/api/client.ts'
import { useAppForm } from '../../shared/forms/useAppForm.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { CheckboxField } from '../../shared/ui/kit/Field.tsx'
import { useErrorText, useLoadErrorText } from './parts.tsx'
import { useAccountAction, useProperties, useStaffAccounts, useStaffMe } from './queries.ts'
import styles from './Accounts.module.css'

/** `list` with `value` added (`on`) or removed. */
const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((item) => item !== value)

function AccountRow({
  account,
  self,
  action,
}: {
  account: StaffAccount
  self: boolean
  action: ReturnType<typeof useAccountAction>
}) {
  const texts = useStaffText()
  const a = texts.accounts
  const properties = useProperties()
  const form = useAppForm(staffAccountBodySchema, {
    defaultValues: { roles: account.roles, realPropertyIds: account.realPropertyIds },
  })
  // The checkboxes set the lists themselves: a disabled box (one's own administrator role) stays
  // in the list, where a registered disabled checkbox would drop out of it.
  const roles = form.watch('roles') as StaffRole[]
  const propertyIds = form.watch('realPropertyIds') as string[]
  const submit = form.handleSubmit((body) =>
    action.mutate({ kind: 'roles', id: account.uuid, body }),
  )
  const name = `${account.firstName} ${account.lastName}`
  return (
    <li data-qa="staff-account">
      <form className={styles.card} noValidate onSubmit={(event) => void submit(event)}>
        <h2>
          {name} <span className="staff-meta">{account.email}</span>
        </h2>
        <p className="staff-meta">{account.enrolled ? a.enrolled : a.notEnrolled}</p>
        {account.locked && (
          <p className="staff-meta" data-qa="staff-account-locked">
            {a.locked}
          </p>
        )}
        <fieldset className={styles.checkboxGroup}>
          <legend>
            {a.roles}: {name}
          </legend>
          {staffRoles.map((role) => (
            <CheckboxField
              key={role}
              label={texts.roles[role]}
              checked={roles.includes(role)}
              disabled={self && role === 'administrator'}
              onChange={(event) =>
                form.setValue('roles', toggle(roles, role, event.target.checked))
              }
              qa={`checkbox-${role}`}
            />
          ))}
        </fieldset>
        <fieldset className={styles.checkboxGroup}>
          <legend>
            {a.properties}: {name}
          </legend>
          {(properties.data ?? []).map((property) => (
            <CheckboxField
              key={property.id}
              label={property.name}
              checked={propertyIds.includes(property.id)}
              onChange={(event) =>
                form.setValue(
                  'realPropertyIds',
                  toggle(propertyIds, property.id, event.target.checked),
                )
              }
              qa={`checkbox-${property.id}`}
            />
          ))}
        </fieldset>
        <div className="staff-actions">
          <Button
            type="submit"
            variant="primary"
            disabled={action.isPending}
            qa="staff-account-save"
          >
            {a.save} <span className="visually-hidden">{name}</span>
          </Button>
          {account.enrolled && (
            <Button
              type="button"
              variant="secondary"
              disabled={action.isPending}
              qa="staff-account-reset"
              onClick={() => {
                if (window.confirm(a.resetConfirm))
                  action.mutate({ kind: 'reset', id: account.uuid })
              }}
            >
              {a.reset} <span className="visually-hidden">{name}</span>
            </Button>
          )}
          {account.locked && (
            <Button
              type="button"
              variant="secondary"
              disabled={action.isPending}
              qa="staff-account-unlock"
              onClick={() => action.mutate({ kind: 'unlock', id: account.uuid })}
            >
              {a.unlock} <span className="visually-hidden">{name}</span>
            </Button>
          )}
        </div>
      </form>
    </li>
  )
}

/** Staff accounts for administrators (default export for `React.lazy`). */
export default function AccountsScreen() {
  const a = useStaffText().accounts
  useDocumentTitle(a.title)
  const me = useStaffMe()
  const accounts = useStaffAccounts()
  const action = useAccountAction()
  const errorText = useErrorText()
  const loadErrorText = useLoadErrorText()
  return (
    <div className="staff-page" data-qa="staff-accounts">
      <h1>{a.title}</h1>
      <p>{a.intro}</p>
      <div role="status" aria-live="polite">
        {action.isSuccess && (
          <Alert variant="success" qa="staff-account-saved">
            {a.saved}
          </Alert>
        )}
      </div>
      {action.isError && (
        <Alert variant="error" qa="staff-account-error">
          {isApiError(action.error, 'VALIDATION_ERROR') ? a.ownAdmin : errorText(action.error)}
        </Alert>
      )}
      <AsyncView query={accounts} qa="staff-load" errorText={loadErrorText(accounts.error)}>
        {(items) => (
          <ul className="staff-list">
            {items.map((account) => (
              <AccountRow
                key={`${account.uuid}-${account.roles.join()}-${account.enrolled}`}
                account={account}
                self={account.uuid === me.data?.uuid}
                action={action}
              />
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  )
}
