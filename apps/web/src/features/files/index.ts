/**
 * The files feature's public surface (ADR 0017): the upload widget and the attachment list that
 * the messages and service-request screens embed, and the upload itself (init, PUT with
 * progress, complete) for the contract requests' attachments.
 */
export { AttachmentList } from './AttachmentList.tsx'
export {
  FileUploader,
  useUploadedFiles,
  type FileUploaderProps,
  type UploadedFile,
} from './FileUploader.tsx'
export { putFile, uploadFile } from './upload.ts'
