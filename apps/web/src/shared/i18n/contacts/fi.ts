/**
 * Finnish texts of the contacts section (the master; see `../lazy-section.ts`): the words of the
 * property's contact persons (spec 01 §2 Contact information, Building information) that the
 * contact page (`feedback-questions`) and the building information (`property`) both show.
 * Loaded on demand; `sv.ts` and `en.ts` must have the same keys.
 */
import type { ResidentCommitteeRole } from '@asukas/contract'

/** The contacts section in Finnish (the master: {@link ContactsTranslations}). */
export const contactsFi = {
  /** A residents' committee member's role. */
  residentCommitteeRoles: {
    chairperson: 'Puheenjohtaja',
    vice_chairperson: 'Varapuheenjohtaja',
    member: 'Jäsen',
    treasurer: 'Rahastonhoitaja',
    secretary: 'Sihteeri',
    contact_person: 'Yhteyshenkilö',
    representative: 'Edustaja',
    board_member: 'Hallituksen jäsen',
    supervisor: 'Valvoja',
  } satisfies Record<ResidentCommitteeRole, string>,
}

/** The shape every language of the contacts section has. */
export type ContactsTranslations = typeof contactsFi
