/** Swedish texts of the contacts section (same keys as the Finnish master `fi.ts`). */
import type { ContactsTranslations } from './fi.ts'

/** The contacts section in Swedish. */
export const contactsSv: ContactsTranslations = {
  residentCommitteeRoles: {
    chairperson: 'Ordförande',
    vice_chairperson: 'Vice ordförande',
    member: 'Medlem',
    treasurer: 'Kassör',
    secretary: 'Sekreterare',
    contact_person: 'Kontaktperson',
    representative: 'Representant',
    board_member: 'Styrelsemedlem',
    supervisor: 'Övervakare',
  },
}
