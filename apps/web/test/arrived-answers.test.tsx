import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contacts } from '@asukas/contract/endpoints/contacts'
import { apiRequest, arrivedAnswer } from '../src/shared/api/client.ts'
import { clearEarlyResponses, startEarlyRequest } from '../src/shared/api/early-responses.ts'
import { contactsQuery } from '../src/shared/api/session-queries.ts'
import { createQueryClient } from '../src/app/query-client.ts'

const contractUuid = 'a5a50000-0005-4000-8000-000000000001'
const contactsPath = `/api/contracts/${contractUuid}/contacts`
const contact = {
  id: 'c5a50000-0005-4000-8000-000000000001',
  name: 'Kiinteistöhuolto Esimerkki Oy',
  contactCategory: 'property_maintenance',
  phoneNumber: '010 123 4567',
  email: 'huolto@example.com',
  url: null,
  officeName: null,
  serviceRole: null,
  residentCommitteeRole: null,
}

/** `fetch` answering every request with `body` and `status`; returns the mock. */
function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** Lets the early request's answer arrive (the mocked fetch and the body read settle). */
const arrival = () => new Promise((resolve) => setTimeout(resolve, 0))

function Contacts() {
  const query = useQuery(contactsQuery(contractUuid))
  if (query.isPending) return <p>loading</p>
  if (query.isError) return <p>error</p>
  return <p>{query.data.map((c) => c.name).join(', ')}</p>
}

function renderContacts() {
  // The app's client: its stale time (15 min) keeps data that has just arrived from being read again.
  const client = createQueryClient({
    onUnauthorized: () => undefined,
    onWriteDenied: () => undefined,
  })
  return render(
    <QueryClientProvider client={client}>
      <Contacts />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  clearEarlyResponses()
  document.documentElement.lang = 'fi'
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('an early answer that has arrived (issue 9)', () => {
  it("is the query's data in the screen's first render, and is not read again", async () => {
    const fetchMock = answer([contact])
    startEarlyRequest(contactsPath, 'fi')
    await arrival()
    renderContacts()
    // No loader first: the data is there in the first commit, without waiting.
    expect(screen.getByText('Kiinteistöhuolto Esimerkki Oy')).toBeVisible()
    expect(screen.queryByText('loading')).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('is not there while its request is on its way: the query waits for the same answer', async () => {
    const fetchMock = answer([contact])
    startEarlyRequest(contactsPath, 'fi')
    renderContacts()
    expect(screen.getByText('loading')).toBeVisible()
    expect(await screen.findByText('Kiinteistöhuolto Esimerkki Oy')).toBeVisible()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('is taken once: a second read asks the server', async () => {
    const fetchMock = answer([contact])
    startEarlyRequest(contactsPath, 'fi')
    await arrival()
    expect(arrivedAnswer(contacts, { params: { contractUuid } })).toEqual([contact])
    expect(arrivedAnswer(contacts, { params: { contractUuid } })).toBeUndefined()
    await apiRequest(contacts, { params: { contractUuid } })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('is not used in another language than the page asks in', async () => {
    answer([contact])
    startEarlyRequest(contactsPath, 'sv')
    await arrival()
    expect(arrivedAnswer(contacts, { params: { contractUuid } })).toBeUndefined()
  })

  it('that does not match the contract is left for the query, which reports it', async () => {
    const fetchMock = answer([{ name: 'no id' }])
    startEarlyRequest(contactsPath, 'fi')
    await arrival()
    expect(arrivedAnswer(contacts, { params: { contractUuid } })).toBeUndefined()
    await expect(apiRequest(contacts, { params: { contractUuid } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('that is an error is not data: the query reports the error', async () => {
    answer({ error: 'UNEXPECTED' }, 500)
    startEarlyRequest(contactsPath, 'fi')
    await arrival()
    expect(arrivedAnswer(contacts, { params: { contractUuid } })).toBeUndefined()
    renderContacts()
    expect(await screen.findByText('error')).toBeVisible()
  })
})
