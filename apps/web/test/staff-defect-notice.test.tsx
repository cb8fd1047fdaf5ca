/**
 * The staff's fault report screen (issue 14; issue 24 item 3): the work order and work note
 * forms are `useAppForm` forms on the contract's body schemas. An empty field shows the required
 * error and sends nothing, a 400's field error lands on its field, and each step really calls
 * the server (starting has no body and no form).
 */
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { StaffMe } from '@asukas/contract/endpoints/staff'
import type { StaffDefectNotice } from '@asukas/contract/endpoints/defect-notices/staff'
import {
  byQa,
  callsTo,
  contractId,
  fakeApi,
  renderApp,
  resetAroundEachTest,
  residentAnswers,
} from './support/accounts-app.tsx'

const maintenance: StaffMe = {
  uuid: '00000000-0000-4000-8000-000000000005',
  email: 'huolto@example.com',
  firstName: 'Heikki',
  lastName: 'Huolto',
  impersonating: null,
  roles: ['maintenance'],
  capabilities: ['inbox', 'defect_notices'],
}

const id = 'a5a50000-0008-4000-8000-000000000002'
const base = `/api/staff/defect-notices/${id}`

const notice: StaffDefectNotice = {
  id,
  noticeNumber: 42,
  title: 'Vuotava hana',
  description: 'Keittiön hana vuotaa.',
  defectClassId: null,
  defectLocation: 'kitchen',
  status: 'created',
  hasPetsInApartment: false,
  masterKeyAccessAllowed: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  origin: {
    contractUuid: contractId,
    realPropertyId: '00000000-0000-4000-8000-0000000000a1',
    realPropertyName: 'Kallio',
    address: 'Kotikatu 3 A 12',
    residentName: 'Aino Virtanen',
    residentEmail: 'aino.virtanen@example.com',
    residentPhone: null,
  },
  workOrderId: null,
  events: [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      eventType: 'created',
      createdAt: '2026-11-20T08:00:00.000Z',
      workFinishedAt: null,
      workOrderId: null,
      workNoteDescription: null,
    },
  ],
  files: [],
  internalNotes: [],
}

resetAroundEachTest()

describe('staff fault report steps (issue 24 item 3)', () => {
  it('shows the required error on an empty work order or note and sends nothing', async () => {
    const calls = fakeApi(
      residentAnswers({
        'GET /api/staff/me': { status: 200, body: maintenance },
        [`GET ${base}`]: { status: 200, body: notice },
      }),
    )
    const { container } = renderApp(`/henkilosto/vikailmoitukset/${id}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Liitä työtilaus' }))
    await waitFor(() =>
      expect(byQa(container, 'defect-work-order-error').textContent).toBe('Tieto on pakollinen'),
    )
    expect(byQa(container, 'defect-work-order')).toHaveAttribute('aria-invalid', 'true')
    fireEvent.input(byQa(container, 'defect-note'), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Lisää merkintä' }))
    await waitFor(() =>
      expect(byQa(container, 'defect-note-error').textContent).toBe('Tieto on pakollinen'),
    )
    await waitFor(() => expect(document.activeElement).toBe(byQa(container, 'defect-note')))
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it("puts a 400's field error on the work order field", async () => {
    const calls = fakeApi(
      residentAnswers({
        'GET /api/staff/me': { status: 200, body: maintenance },
        [`GET ${base}`]: { status: 200, body: notice },
        [`POST ${base}/work-order`]: {
          status: 400,
          body: {
            error: 'VALIDATION_ERROR',
            details: { fieldErrors: { workOrderId: 'invalid_string' } },
          },
        },
      }),
    )
    const { container } = renderApp(`/henkilosto/vikailmoitukset/${id}`)
    const field = await screen.findByLabelText('Työtilauksen tunnus')
    fireEvent.input(field, { target: { value: ' TO-1 ' } })
    fireEvent.submit(field.closest('form')!)
    await waitFor(() =>
      expect(byQa(container, 'defect-work-order-error').textContent).toBe('Virheellinen arvo'),
    )
    expect(callsTo(calls, 'POST', `${base}/work-order`)[0]?.body).toEqual({
      workOrderId: 'TO-1',
    })
  })

  it('links a work order; leaving the emptied field then shows no error', async () => {
    const calls = fakeApi(
      residentAnswers({
        'GET /api/staff/me': { status: 200, body: maintenance },
        [`GET ${base}`]: { status: 200, body: notice },
        [`POST ${base}/work-order`]: { status: 200, body: { ...notice, workOrderId: 'TO-7' } },
      }),
    )
    const { container } = renderApp(`/henkilosto/vikailmoitukset/${id}`)
    const field = await screen.findByLabelText('Työtilauksen tunnus')
    fireEvent.input(field, { target: { value: 'TO-7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Liitä työtilaus' }))
    await waitFor(() => expect(byQa(container, 'defect-work-order-id').textContent).toBe('TO-7'))
    expect(callsTo(calls, 'POST', `${base}/work-order`)[0]?.body).toEqual({ workOrderId: 'TO-7' })
    await waitFor(() => expect(field).toHaveValue(''))
    fireEvent.blur(field)
    fireEvent.click(screen.getByRole('button', { name: 'Aloita työ' }))
    await waitFor(() => expect(callsTo(calls, 'POST', `${base}/start`)).toHaveLength(1))
    expect(container.querySelector('[data-qa="defect-work-order-error"]')).toBeNull()
  })

  it('starts the work and adds a work note, each with its call', async () => {
    const calls = fakeApi(
      residentAnswers({
        'GET /api/staff/me': { status: 200, body: maintenance },
        [`GET ${base}`]: { status: 200, body: notice },
        [`POST ${base}/start`]: { status: 200, body: { ...notice, status: 'in_progress' } },
        [`POST ${base}/work-notes`]: { status: 200, body: { ...notice, status: 'in_progress' } },
      }),
    )
    const { container } = renderApp(`/henkilosto/vikailmoitukset/${id}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Aloita työ' }))
    await waitFor(() => expect(callsTo(calls, 'POST', `${base}/start`)).toHaveLength(1))
    await waitFor(() => expect(byQa(container, 'defect-status').textContent).toBe('Työn alla'))
    fireEvent.input(byQa(container, 'defect-note'), { target: { value: 'Hana vaihdettu.' } })
    fireEvent.click(byQa(container, 'defect-note-internal'))
    fireEvent.click(screen.getByRole('button', { name: 'Lisää merkintä' }))
    await waitFor(() =>
      expect(callsTo(calls, 'POST', `${base}/work-notes`)[0]?.body).toEqual({
        description: 'Hana vaihdettu.',
        internal: true,
      }),
    )
    await waitFor(() => expect(byQa(container, 'defect-note')).toHaveValue(''))
  })
})
