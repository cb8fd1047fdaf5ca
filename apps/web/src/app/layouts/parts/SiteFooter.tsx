/**
 * Footer of the authenticated layout (spec 01 §2 "a footer with contacts"): the current
 * contract's service contacts (customer service, property maintenance, property management)
 * with call and e-mail links, and the legal links.
 */
import type { Contact, ContactCategory, LegalLinks as LegalLinksConfig } from '@asukas/contract'
import { useContacts } from '../../../shared/api/session-queries.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { SkeletonBlock } from '../../../shared/ui/kit/Skeleton.tsx'
import { LegalLinks } from './LegalLinks.tsx'

/** Contact categories shown in the footer, in order. */
export const footerContactCategories: readonly ContactCategory[] = [
  'customer_service',
  'property_maintenance',
  'property_management',
]

/** The footer's contacts: those of {@link footerContactCategories}, in that order. */
export function footerContacts(contacts: readonly Contact[]): Contact[] {
  return footerContactCategories.flatMap((category) =>
    contacts.filter((contact) => contact.contactCategory === category),
  )
}

function ContactCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation()
  return (
    <li className="footer__contact" data-qa="footer-contact">
      <p className="footer__contact-category">
        {t.footer.contactCategories[contact.contactCategory]}
      </p>
      <p className="footer__contact-name">{contact.officeName ?? contact.name}</p>
      {contact.officeName && contact.name !== contact.officeName && <p>{contact.name}</p>}
      {contact.phoneNumber && (
        <p>
          <span className="footer__contact-label">{t.footer.phone}: </span>
          <a href={`tel:${contact.phoneNumber.replace(/\s+/g, '')}`}>{contact.phoneNumber}</a>
        </p>
      )}
      {contact.email && (
        <p>
          <span className="footer__contact-label">{t.footer.email}: </span>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      )}
    </li>
  )
}

/** The footer landmark of the authenticated layout. */
export function SiteFooter({
  contractId,
  legalLinks,
}: {
  contractId: string
  legalLinks: LegalLinksConfig | undefined
}) {
  const { t } = useTranslation()
  const contacts = useContacts(contractId)
  const shown = contacts.data ? footerContacts(contacts.data) : []
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__contacts" aria-labelledby="footer-contacts-title">
          <h2 id="footer-contacts-title" className="footer__title">
            {t.footer.contactsTitle}
          </h2>
          {contacts.isPending && (
            // One placeholder per category, of a contact card's size (issue 9: no layout shift).
            <ul className="footer__contact-list" aria-hidden="true">
              {footerContactCategories.map((category) => (
                <li key={category} className="footer__contact-skeleton">
                  <SkeletonBlock height="7.5rem" qa="skeleton-footer-contact" />
                </li>
              ))}
            </ul>
          )}
          {contacts.isError && <p>{t.footer.contactsLoadError}</p>}
          {contacts.isSuccess && shown.length === 0 && <p>{t.footer.noContacts}</p>}
          {shown.length > 0 && (
            <ul className="footer__contact-list">
              {shown.map((contact) => (
                <ContactCard key={contact.id} contact={contact} />
              ))}
            </ul>
          )}
          <p className="footer__hours">{t.footer.customerServiceHours}</p>
        </section>
        <LegalLinks links={legalLinks} />
      </div>
    </footer>
  )
}
