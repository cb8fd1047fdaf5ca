/**
 * Contact information `/asiointi/:contractId/yhteystiedot` (spec 01 §2 "Contact information";
 * spec 02 §1 "the contact page lists the user's feedback and question notices, newest first by
 * id, 5 shown, 'show more' reveals the rest"; issue 11): property maintenance, property manager,
 * customer service, residents' committee (with roles) and sales, each with call and e-mail
 * buttons (`tel:`, `mailto:`); the prompt "manager or maintenance?"; a fallback text without
 * contacts; links to give feedback and ask a question that bring the user back here.
 */
import { useState } from 'react'
import { Link } from 'react-router'
import { routes, type Contact, type ContactCategory } from '@asukas/contract'
import { useContacts } from '../../shared/api/session-queries.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useContactsText } from '../../shared/i18n/contacts/section.ts'
import { useFeedbackQuestionsText } from '../../shared/i18n/feedback-questions/section.ts'
import { useNoticeFormsText } from '../../shared/i18n/notice-forms/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Button, ButtonLink, buttonClassName } from '../../shared/ui/kit/Button.tsx'
import { combineQueries } from '../../shared/ui/kit/combineQueries.ts'
import { EmptyState } from '../../shared/ui/kit/EmptyState.tsx'
import { noticeStyles as styles } from '../defect-notices/index.ts'
import { useFeedbackQuestions } from './queries.ts'

/** Order of the contact groups on the page. */
const categoryOrder: ContactCategory[] = [
  'property_maintenance',
  'property_management',
  'customer_service',
  'resident_committee',
  'sales_representative',
  'other',
]

/** How many of the resident's notices show before 'show more' (spec 02 §1). */
export const CONTACT_PAGE_NOTICES = 5

/** The contact information screen (default export for `React.lazy`). */
export default function ContactInfoScreen() {
  const { t } = useTranslation()
  const fq = useFeedbackQuestionsText()
  useDocumentTitle(t.screens.contactInfo)
  const contractId = useContractId()
  const contacts = useContacts(contractId)

  return (
    <div className={styles.page} data-qa="contact-info">
      <h1>{fq.contacts.title}</h1>
      <section className={styles.box} aria-labelledby="contact-prompt-title">
        <h2 id="contact-prompt-title">{fq.contacts.prompt}</h2>
        <p>{fq.contacts.promptText}</p>
      </section>
      <AsyncView
        query={contacts}
        qa="contacts"
        errorText={fq.contacts.loadError}
        isEmpty={(list) => groupsOf(list).length === 0}
        empty={<EmptyState title={fq.contacts.none} qa="contacts-none" />}
      >
        {(list) =>
          groupsOf(list).map((group) => (
            <section
              key={group.category}
              aria-labelledby={`contact-${group.category}`}
              data-qa={`contact-group-${group.category}`}
            >
              <h2 id={`contact-${group.category}`}>{fq.contacts.categories[group.category]}</h2>
              <ul className={styles.list}>
                {group.contacts.map((contact) => (
                  <ContactCard key={contact.id} contact={contact} />
                ))}
              </ul>
            </section>
          ))
        }
      </AsyncView>
      <div className={styles.row}>
        <ButtonLink
          variant="secondary"
          to={routes.feedbackCreate(contractId)}
          state={{ from: 'contact' }}
          qa="contact-give-feedback"
        >
          {fq.contacts.giveFeedback}
        </ButtonLink>
        <ButtonLink
          variant="secondary"
          to={routes.questionCreate(contractId)}
          state={{ from: 'contact' }}
          qa="contact-ask-question"
        >
          {fq.contacts.askQuestion}
        </ButtonLink>
      </div>
      <OwnNotices contractId={contractId} />
    </div>
  )
}

/** The contacts by category, in the page's order, without empty categories. */
function groupsOf(list: readonly Contact[]) {
  return categoryOrder
    .map((category) => ({
      category,
      contacts: list.filter((c) => c.contactCategory === category),
    }))
    .filter((group) => group.contacts.length > 0)
}

function ContactCard({ contact }: { contact: Contact }) {
  const fq = useFeedbackQuestionsText()
  const roles = useContactsText().residentCommitteeRoles
  return (
    <li className={styles.box} data-qa="contact-card">
      <p className={styles.name}>{contact.name}</p>
      {contact.residentCommitteeRole && (
        <p className={styles.muted}>{roles[contact.residentCommitteeRole]}</p>
      )}
      {contact.serviceRole && <p className={styles.muted}>{contact.serviceRole}</p>}
      {contact.officeName && <p>{contact.officeName}</p>}
      <div className={styles.row}>
        {contact.phoneNumber && (
          <a
            className={`${buttonClassName({ variant: 'secondary' })} ${styles.wrap}`}
            href={`tel:${contact.phoneNumber.replace(/\s/g, '')}`}
            data-qa="contact-call"
          >
            {fq.contacts.call} {contact.phoneNumber}
          </a>
        )}
        {contact.email && (
          <a
            className={`${buttonClassName({ variant: 'secondary' })} ${styles.wrap}`}
            href={`mailto:${contact.email}`}
            data-qa="contact-email"
          >
            {fq.contacts.email}
            <span className="visually-hidden"> {contact.email}</span>
          </a>
        )}
        {contact.url && /^https?:\/\//.test(contact.url) && (
          <a href={contact.url} target="_blank" rel="noopener noreferrer">
            {fq.contacts.website}
          </a>
        )}
      </div>
    </li>
  )
}

/** The resident's feedback and questions, newest first by id, 5 shown, then 'show more'. */
function OwnNotices({ contractId }: { contractId: string }) {
  const s = useNoticeFormsText()
  const fq = useFeedbackQuestionsText()
  const format = useFormat()
  const feedbacks = useFeedbackQuestions(contractId, 'feedback')
  const questions = useFeedbackQuestions(contractId, 'question')
  const [all, setAll] = useState(false)
  const both = combineQueries(feedbacks, questions)
  return (
    <section aria-labelledby="own-notices-title" data-qa="own-notices">
      <h2 id="own-notices-title">{fq.contacts.yourNotices}</h2>
      <AsyncView
        query={both}
        qa="own-notices"
        errorText={s.common.loadError}
        isEmpty={([f, q]) => f.length + q.length === 0}
        empty={<EmptyState title={fq.contacts.noNotices} qa="own-notices-empty" />}
      >
        {([f, q]) => {
          const notices = [...f, ...q].sort((a, b) => b.id - a.id)
          const shown = all ? notices : notices.slice(0, CONTACT_PAGE_NOTICES)
          return (
            <>
              <ul className={styles.list}>
                {shown.map((notice) => (
                  <li key={notice.uuid} data-qa="own-notice">
                    <Link
                      to={
                        notice.noticeType === 'feedback'
                          ? routes.feedback(contractId, notice.uuid)
                          : routes.question(contractId, notice.uuid)
                      }
                      state={{ from: 'contact' }}
                    >
                      {fq.contacts.types[notice.noticeType]} {notice.id}
                      {notice.title !== '' ? `: ${notice.title}` : ''}
                    </Link>{' '}
                    <span className={`status status--${notice.status}`}>
                      {s.common.statuses[notice.status]}
                    </span>{' '}
                    <span>{format.date(notice.createdAt)}</span>
                  </li>
                ))}
              </ul>
              {!all && notices.length > CONTACT_PAGE_NOTICES && (
                <Button variant="secondary" onClick={() => setAll(true)} qa="own-notices-more">
                  {fq.contacts.showMore}
                </Button>
              )}
            </>
          )
        }}
      </AsyncView>
    </section>
  )
}
