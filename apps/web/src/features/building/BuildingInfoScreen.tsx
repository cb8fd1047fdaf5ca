/**
 * Building information `/asiointi/:contractId/kiinteiston-tiedot` (spec 01 §2 "title from
 * address, image if present, district, year of construction, number of apartments or floors,
 * total area, heating method, internet operator, contacts (sales, residents committee), and
 * links to feedback and to asking about housing"; spec 02 §8 failure to load the building).
 */
import { routes } from '@asukas/contract'
import type { BuildingInfo, Contact } from '@asukas/contract'
import { useContacts } from '../../shared/api/session-queries.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useContactsText } from '../../shared/i18n/contacts/section.ts'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { SkeletonBlock } from '../../shared/ui/kit/Skeleton.tsx'
import styles from './Building.module.css'
import { useBuildingInfo } from './queries.ts'
import { DetailsList } from '../../shared/ui/kit/DetailsList.tsx'

/** `Helsinginkatu 21 B` — the title of the page. */
function addressTitle(info: BuildingInfo): string {
  const { streetName, streetNumber, building } = info.address
  return [streetName, streetNumber, building ?? ''].filter((p) => p.trim() !== '').join(' ')
}

/** The building information screen (default export for `React.lazy`). */
export default function BuildingInfoScreen() {
  const { t } = useTranslation()
  const texts = usePropertyText().building
  const contractId = useContractId()
  const info = useBuildingInfo(contractId)
  const title = info.data ? addressTitle(info.data) : t.screens.buildingInfo
  useDocumentTitle(title)
  return (
    <section className={styles.page} aria-labelledby="building-title" data-qa="building-info">
      <h1 id="building-title">{title}</h1>
      <AsyncView
        query={info}
        qa="building"
        errorText={texts.failedToLoad}
        loading={<BuildingSkeleton />}
      >
        {(data) => <BuildingFacts info={data} />}
      </AsyncView>
      <BuildingContacts contractId={contractId} />
      <Card title={texts.linksTitle}>
        <p className={styles.links}>
          <ButtonLink
            variant="secondary"
            to={routes.feedbackCreate(contractId)}
            qa="building-feedback"
          >
            {texts.feedback}
          </ButtonLink>
          <ButtonLink
            variant="secondary"
            to={routes.questionCreate(contractId)}
            qa="building-question"
          >
            {texts.askAboutHousing}
          </ButtonLink>
        </p>
      </Card>
    </section>
  )
}

/** The facts of the building. */
function BuildingFacts({ info }: { info: BuildingInfo }) {
  const texts = usePropertyText().building
  const { lang } = useTranslation()
  const unknown = texts.unknown
  const number = (value: number) =>
    new Intl.NumberFormat(lang === 'en' ? 'en-GB' : `${lang}-FI`, {
      maximumFractionDigits: 1,
    }).format(value)
  const district = [info.address.district, info.address.districtSpecifier]
    .filter((p): p is string => p !== null && p.trim() !== '')
    .join(', ')
  const operator = info.internetOperator
  return (
    <>
      {info.realPropertyImageUrl && (
        <img
          className={styles.image}
          src={info.realPropertyImageUrl}
          width={960}
          height={540}
          // The photo heads the screen, its largest paint: fetched before anything else.
          fetchPriority="high"
          alt={texts.imageAlt(addressTitle(info))}
          data-qa="building-image"
        />
      )}
      <Card title={texts.factsTitle}>
        <DetailsList qa="building-facts">
          <div>
            <dt>{texts.district}</dt>
            <dd>{district || unknown}</dd>
          </div>
          <div>
            <dt>{texts.constructionYear}</dt>
            <dd data-qa="building-year">{info.constructionDate?.slice(0, 4) ?? unknown}</dd>
          </div>
          <div>
            <dt>{texts.apartments}</dt>
            <dd>{info.apartmentCount === null ? unknown : number(info.apartmentCount)}</dd>
          </div>
          <div>
            <dt>{texts.floors}</dt>
            <dd>{info.floorCount === null ? unknown : number(info.floorCount)}</dd>
          </div>
          <div>
            <dt>{texts.totalArea}</dt>
            <dd>
              {info.realPropertyAreasTotal === null
                ? unknown
                : texts.area(number(info.realPropertyAreasTotal))}
            </dd>
          </div>
          <div>
            <dt>{texts.heating}</dt>
            <dd data-qa="building-heating">{texts.heatingMethods[info.heatingMethod]}</dd>
          </div>
          <div>
            <dt>{texts.internetOperator}</dt>
            <dd>
              {operator === null ? (
                unknown
              ) : (
                <>
                  {operator.officeName}
                  {operator.phoneNumber && (
                    <>
                      {', '}
                      <a href={`tel:${operator.phoneNumber.replace(/\s+/g, '')}`}>
                        {operator.phoneNumber}
                      </a>
                    </>
                  )}
                  {operator.email && (
                    <>
                      {', '}
                      <a href={`mailto:${operator.email}`}>{operator.email}</a>
                    </>
                  )}
                </>
              )}
            </dd>
          </div>
        </DetailsList>
      </Card>
    </>
  )
}

/**
 * The picture and the facts card at their final size while the building loads, so that the
 * contacts below do not jump (issue 9: layout shift <= 0.05).
 */
function BuildingSkeleton() {
  const texts = usePropertyText().building
  // In one wrapper (the loading state's), so spaced like the page's own grid rows.
  return (
    <div className={styles.skeletonStack}>
      <SkeletonBlock className={styles.image} qa="building-image-skeleton" />
      <Card title={texts.factsTitle}>
        <SkeletonBlock className={styles.factsSkeleton} qa="building-facts-skeleton" />
      </Card>
    </div>
  )
}

/** Sales and residents committee contacts of the building (spec 01 §2 Building information). */
function BuildingContacts({ contractId }: { contractId: string }) {
  const texts = usePropertyText().building
  const contacts = useContacts(contractId)
  return (
    <Card title={texts.contactsTitle} qa="building-contacts">
      <AsyncView
        query={contacts}
        qa="building-contacts"
        isEmpty={(list) => salesOf(list).length + committeeOf(list).length === 0}
        empty={<p>{texts.noContacts}</p>}
      >
        {(list) => (
          <>
            {salesOf(list).length > 0 && (
              <ContactList title={texts.sales} contacts={salesOf(list)} />
            )}
            {committeeOf(list).length > 0 && (
              <ContactList title={texts.residentCommittee} contacts={committeeOf(list)} />
            )}
          </>
        )}
      </AsyncView>
    </Card>
  )
}

const salesOf = (list: readonly Contact[]) =>
  list.filter((c) => c.contactCategory === 'sales_representative')
const committeeOf = (list: readonly Contact[]) =>
  list.filter((c) => c.contactCategory === 'resident_committee')

function ContactList({ title, contacts }: { title: string; contacts: Contact[] }) {
  const roles = useContactsText().residentCommitteeRoles
  return (
    <div>
      <h3>{title}</h3>
      <ul className={styles.contacts}>
        {contacts.map((contact) => (
          <li key={contact.id} data-qa="building-contact">
            <strong>{contact.name}</strong>
            {contact.residentCommitteeRole && <span>, {roles[contact.residentCommitteeRole]}</span>}
            {contact.officeName && <span>, {contact.officeName}</span>}
            {contact.phoneNumber && (
              <>
                {' '}
                <a href={`tel:${contact.phoneNumber.replace(/\s+/g, '')}`}>{contact.phoneNumber}</a>
              </>
            )}
            {contact.email && (
              <>
                {' '}
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
