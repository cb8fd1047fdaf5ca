/**
 * Document data (spec 02 §7 documents, document link): the list by category, and the signed,
 * expiring address of one document, fetched on demand when the resident opens it.
 */
import { useQuery } from '@tanstack/react-query'
import { documentLink, documents } from '@asukas/contract/endpoints/documents'
import { apiRequest } from '../../shared/api/client.ts'
import { endpointQuery } from '../../shared/api/query-keys.ts'

/** The contract's documents grouped by category. */
export function useDocuments(contractUuid: string) {
  return useQuery(endpointQuery(documents, { params: { contractUuid } }))
}

/** Fetches a document's signed address (never cached: it expires). */
export function fetchDocumentLink(contractUuid: string, documentUuid: string) {
  return apiRequest(documentLink, { params: { contractUuid, documentUuid } })
}
