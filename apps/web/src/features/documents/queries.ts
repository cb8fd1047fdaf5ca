/**
 * Document data (spec 02 §7 documents, document link): the list by category, and the signed,
 * expiring address of one document, fetched on demand when the resident opens it.
 */
import { useQuery } from '@tanstack/react-query'
import { documentLink, documents } from '@asukas/contract/endpoints/documents'
import { apiRequest, readQuery } from '../../shared/api/client.ts'

/** Query keys of documents. */
export const documentKeys = {
  list: (contractUuid: string) => ['documents', contractUuid] as const,
}

/** The contract's documents grouped by category. */
export function useDocuments(contractUuid: string) {
  return useQuery({
    queryKey: documentKeys.list(contractUuid),
    ...readQuery(documents, { params: { contractUuid } }),
  })
}

/** Fetches a document's signed address (never cached: it expires). */
export function fetchDocumentLink(contractUuid: string, documentUuid: string) {
  return apiRequest(documentLink, { params: { contractUuid, documentUuid } })
}
