/** English texts of bulletins: the staff's list and editor of bulletins (issue 14) (keys as in `fi.ts`). */
import type { BulletinsTranslations } from './fi.ts'

/** The bulletins section in English. */
export const bulletinsEn: BulletinsTranslations = {
  staff: {
    title: 'Bulletins',
    new: 'New bulletin',
    edit: 'Edit bulletin',
    empty: 'No bulletins.',
    statuses: { scheduled: 'Scheduled', published: 'Published', unpublished: 'Hidden' },
    languages: { fi: 'in Finnish (required)', sv: 'in Swedish', en: 'in English' },
    titleField: 'Title',
    excerpt: 'Summary',
    body: 'Text',
    featuredImage: 'Featured image',
    imageUpload: 'Upload an image (jpg or png)',
    orImageUrl: 'or give the image address',
    attachmentUpload: 'Upload attachments (images and pdf, at most 10 MB)',
    imageUrl: 'Image address',
    imageAlt: 'Image text alternative',
    attachments: 'Attachments',
    attachmentName: 'Attachment name',
    attachmentUrl: 'Attachment address',
    addAttachment: 'Add attachment',
    removeAttachment: 'Remove attachment',
    audience: 'Audience',
    audiences: {
      all: 'Everyone',
      properties: 'Selected properties',
      buildings: 'Selected buildings',
    },
    publishing: 'Publishing',
    publishNow: 'Publish now',
    publishAt: 'Publish at a time',
    publishTime: 'Publishing time',
    publish: 'Publish',
    unpublish: 'Hide from residents',
    published: 'Bulletin saved.',
    author: 'Author',
    publishedAt: 'Published',
    pickAudience: 'Choose at least one.',
  },
}
