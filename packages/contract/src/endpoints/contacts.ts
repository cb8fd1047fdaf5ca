/** Contact calls (spec 02 §7 contacts). */
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { contractParamsSchema } from '../entities/common.ts'
import { contactSchema } from '../entities/contact.ts'

/** GET /api/contracts/:contractUuid/contacts: contacts of the contract's property. */
export const contacts = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/contacts',
  params: contractParamsSchema,
  response: z.array(contactSchema),
  summary: 'Contacts of the property',
  tag: 'contacts',
  errors: [],
})
