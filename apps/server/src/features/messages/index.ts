/**
 * The public face of messages for other features (the staff console): the sanitiser of message
 * bodies and the delivery of a housing provider's message to a resident, in the caller's
 * transaction.
 */
export { cleanBody, deliverMessageToResident, deliverMessageToResidentIn } from './service.ts'
