/** English texts of the contacts section (same keys as the Finnish master `fi.ts`). */
import type { ContactsTranslations } from './fi.ts'

/** The contacts section in English. */
export const contactsEn: ContactsTranslations = {
  residentCommitteeRoles: {
    chairperson: 'Chairperson',
    vice_chairperson: 'Vice chairperson',
    member: 'Member',
    treasurer: 'Treasurer',
    secretary: 'Secretary',
    contact_person: 'Contact person',
    representative: 'Representative',
    board_member: 'Board member',
    supervisor: 'Supervisor',
  },
}
