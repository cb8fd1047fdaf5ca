/**
 * Deleting the account (spec 01 §2 Own information "delete account (needs the removeUser flag)";
 * issue 4: "removes the login, keeps the housing records"): a button opening a confirmation
 * dialog; on confirm the account is removed and the user goes to the logout page (which ends what
 * is left of the session and clears the cache) and on to the account-deleted confirmation. Shown only with the removeUser flag. An
 * impersonating staff user's attempt is refused by the server and shows the write-denied page.
 */
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { routes } from '@asukas/contract'
import { isApiError } from '../../shared/api/client.ts'
import { ACCOUNT_DELETED_NEXT } from '../../shared/lib/account-paths.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { LazyConfirmDialog } from '../../shared/ui/kit/LazyDialogs.tsx'
import { useRemoveUser } from './queries.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'

/** The delete-account section. */
export function DeleteAccount() {
  const texts = useAccountsText().ownInfo.deleteAccount
  const cancelLabel = useAccountsText().common.cancel
  const navigate = useNavigate()
  const remove = useRemoveUser()
  const [open, setOpen] = useState(false)
  const [failed, setFailed] = useState(false)

  const onConfirm = () => {
    setFailed(false)
    remove.mutate(undefined, {
      onSuccess: () =>
        void navigate(`${routes.logout}?next=${ACCOUNT_DELETED_NEXT}`, { replace: true }),
      onError: (error) => {
        if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED', 'UNAUTHORIZED')) return
        setFailed(true)
      },
    })
  }

  return (
    <Card title={texts.title} qa="own-info-delete">
      <p>{texts.text}</p>
      <Button
        variant="danger"
        onClick={() => {
          setFailed(false)
          setOpen(true)
        }}
        qa="delete-account"
      >
        {texts.button}
      </Button>
      <LazyConfirmDialog
        open={open}
        title={texts.dialogTitle}
        text={texts.dialogText}
        confirmLabel={texts.confirm}
        cancelLabel={cancelLabel}
        pendingLabel={texts.deleting}
        pending={remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
        qa="delete-account-dialog"
      >
        {failed && (
          <Alert variant="error" qa="delete-account-error">
            {texts.failed}
          </Alert>
        )}
      </LazyConfirmDialog>
    </Card>
  )
}
