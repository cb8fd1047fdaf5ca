/**
 * Branded ids (issue 24): the type checker refuses a contract's id where a fault report's is
 * meant (`npm run typecheck` checks this file: each `@ts-expect-error` fails the check if the
 * line below it ever compiles), and the one helper brands only what is a uuid.
 */
import type { ContractId, DefectNoticeId, Id } from '@asukas/domain'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { getDefectNotice } from '../../src/features/defect-notices/service.ts'
import type { findDefectNotice } from '../../src/features/defect-notices/repository.ts'
import type { ContractAccess } from '../../src/platform/contracts-access.ts'
import { ApiError } from '../../src/platform/errors.ts'
import { idOf, parseId, requireId } from '../../src/platform/ids.ts'

const uuid = '3f1c2b9e-8d4a-4c7e-9b2f-1a2b3c4d5e6f'

describe('branded ids', () => {
  it('refuses a contract id where a fault report id is meant', () => {
    const contractId: ContractId = idOf('Contract', uuid)
    const noticeId: DefectNoticeId = idOf('DefectNotice', uuid)
    expectTypeOf<ContractId>().not.toExtend<DefectNoticeId>()
    expectTypeOf<DefectNoticeId>().not.toExtend<ContractId>()
    expectTypeOf<string>().not.toExtend<DefectNoticeId>()
    // An id is still a string wherever a string is asked for (SQL parameters, JSON).
    expectTypeOf<DefectNoticeId>().toExtend<string>()
    expectTypeOf(getDefectNotice).parameter(3).toEqualTypeOf<DefectNoticeId>()
    expectTypeOf<ContractAccess['contractUuid']>().toEqualTypeOf<Id<'Contract'>>()

    // @ts-expect-error a contract id is not a fault report id
    const swapped: DefectNoticeId = contractId
    // @ts-expect-error nor is a plain string: it has to pass parseId or come from a row
    const plain: DefectNoticeId = uuid
    type FindArgs = Parameters<typeof findDefectNotice>
    // @ts-expect-error the repository takes the contract first, the notice second
    const reversed: FindArgs = [null as never, noticeId, contractId]
    expect([swapped, plain, reversed[1]]).toEqual([uuid, uuid, uuid])
  })

  it('brands a uuid in lower case and refuses anything else', () => {
    expect(parseId('DefectNotice', uuid.toUpperCase())).toBe(uuid)
    expect(parseId('DefectNotice', 'not-a-uuid')).toBeNull()
    expect(parseId('DefectNotice', 42)).toBeNull()
    expect(() => requireId('Contract', `${uuid}x`)).toThrow(ApiError)
    expect(requireId('Contract', uuid)).toBe(uuid)
  })
})
