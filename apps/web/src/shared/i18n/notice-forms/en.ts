/** English texts of the notice-forms section (same keys as the Finnish master `fi.ts`). */
import type { NoticeFormsTranslations } from './fi.ts'

/** The notice-forms section in English. */
export const noticeFormsEn: NoticeFormsTranslations = {
  common: {
    back: 'Back',
    backToHome: 'Back to the front page',
    preview: 'Preview',
    edit: 'Edit',
    send: 'Send',
    sending: 'Sending…',
    save: 'Save',
    title: 'Title',
    description: 'Description',
    email: 'E-mail address',
    phoneNumber: 'Phone number',
    yes: 'Yes',
    no: 'No',
    status: 'Status',
    statuses: { created: 'Received', in_progress: 'In progress', completed: 'Completed' },
    previewTitle: 'Check the details before sending',
    loadError: 'The information could not be loaded. Please try again later.',
    serviceUnavailable: 'The service is unavailable right now. Please try again later.',
    titleHint: 'At most 100 characters',
    ownInfoLink: 'Add a phone number to your own information',
    sentAt: 'Sent',
  },
  missingPhone: {
    title: 'Phone number missing',
    message: 'Your own information has no phone number. Add one to be able to send the report.',
  },
  validation: {
    required: 'This information is required',
    tooLong: 'The text is too long',
    titleDescriptionOrFiles: 'Give a title, a description or an attachment',
    invalidEmail: 'Check the e-mail address',
    invalidPhone: 'Give the phone number as +358 40 123 4567',
  },
}
