/**
 * The files platform: uploads (init → signed PUT → complete), magic-byte and size checks,
 * storage behind one interface, and signed, expiring, contract-scoped download addresses.
 * See `service.ts` for the life of a file and `routes.ts` for the routes.
 */
export {
  claimFiles,
  createFilesService,
  downloadUrlTtlSeconds,
  fileTooLarge,
  purgeTemporaryFiles,
  signedFileUrl,
  temporaryFileMaxAgeMs,
  unsupportedFileType,
  uploadConflict,
  uploadUrlTtlSeconds,
  type FileRow,
  type FilesService,
} from './service.ts'
export { createUrlSigner, loadUrlSigner, type UrlSigner } from './signing.ts'
export {
  createLocalDiskStorage,
  defaultFileStorage,
  FileTooLargeError,
  freshStorageKey,
  StorageKeyTakenError,
  type FileStorage,
} from './storage.ts'
export { fileRoutes } from './routes.ts'
export { contentDisposition, sendFile, type SentFile } from './send.ts'
export {
  createS3Storage,
  fileStorageFor,
  isS3Storage,
  type S3FileStorage,
  type S3Settings,
} from './s3-storage.ts'
export { stripVideoMetadata, VideoMetadataError } from './video-metadata.ts'
