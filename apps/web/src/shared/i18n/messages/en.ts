/** English texts of the messages section (same keys as the Finnish master `fi.ts`). */
import { plural } from '../plural.ts'
import type { MessagesTranslations } from './fi.ts'

/** The messages section in English. */
export const messagesEn: MessagesTranslations = {
  title: 'Messages',
  threads: 'Message threads',
  noThreads: 'You have no messages yet.',
  newMessage: 'New message',
  subject: 'Subject',
  body: 'Message',
  counter: '{count} / 3000 characters',
  sensitive:
    'Do not send sensitive personal data, such as health information or your personal identity code, in messages.',
  sent: 'Message sent.',
  failed: 'The message could not be sent. Please try again.',
  reply: 'Reply',
  replyTitle: 'Reply to the message',
  fromYou: 'You',
  fromProvider: 'Landlord',
  notFound: 'The message thread was not found.',
  replyPrefix: 'RE:',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  toolbar: 'Formatting',
  linkDialog: 'Add a link',
  linkText: 'Link text',
  linkUrl: 'Address (https://…)',
  linkTextRequired: 'This information is required',
  linkInvalid: 'Enter a valid address starting with https:// or http://',
  add: 'Add',
  cancel: 'Cancel',
  entries: { one: '{count} message', other: '{count} messages' },
  unread: { one: '{count} unread', other: '{count} unread' },
  showConversation: 'Show conversation',
  hideConversation: 'Hide conversation',
  subjectRequired: 'Subject is required.',
  bodyRequired: 'Message field cannot be empty.',
  /** The staff's thread screen and reply form (issue 14). */
  staff: {
    title: 'Message thread',
    resident: 'Resident',
    staff: 'Staff',
    reply: 'Reply',
    replyLabel: 'Your reply',
    replyHint:
      'The resident gets a notification and an e-mail. Do not write sensitive personal data.',
    send: 'Send',
    sending: 'Sending…',
    sent: 'The reply was sent.',
    attachments: 'Attachments',
    attachmentHint: 'Images (jpg, png, gif) and pdf, at most 10 MB.',
    uploadFailed: 'Uploading the attachment failed. Check the file type and size.',
    removeAttachment: 'Remove',
    counter: (left) =>
      plural('en', left, { one: '{count} character left', other: '{count} characters left' }),
  },
}
