/**
 * The confirmation page after deleting the account (issue 10 finding 8; spec 01 §2 Own
 * information "delete account"; issue 4: "removes the login, keeps the housing records"): the
 * session is already ended by the logout page; the page says what happened and what was kept,
 * and offers the login page and a new registration.
 */
import { routes } from '@asukas/contract'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import account from '../../shared/ui/AccountPage.module.css'

/** The account-deleted page (default export for `React.lazy`). */
export default function AccountDeletedScreen() {
  const texts = useAccountsText().ownInfo.deleteAccount
  useDocumentTitle(texts.deletedTitle)
  return (
    <div className={account.page} data-qa="account-deleted">
      <h1>{texts.deletedTitle}</h1>
      <Card
        as="div"
        actions={
          <>
            <ButtonLink to={routes.login} qa="account-deleted-login">
              {texts.deletedToLogin}
            </ButtonLink>
            <ButtonLink variant="secondary" to={routes.register} qa="account-deleted-register">
              {texts.deletedRegister}
            </ButtonLink>
          </>
        }
      >
        <Alert variant="success">{texts.deletedText}</Alert>
        <p>{texts.deletedKept}</p>
      </Card>
    </div>
  )
}
