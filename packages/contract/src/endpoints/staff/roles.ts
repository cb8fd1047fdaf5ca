/**
 * Who staff are and what they may do (issue 14 "Who"; ADR 0011): the roles, the capabilities by
 * area of the console, what each role allows, and which capability each inbox kind needs.
 */
/** Staff roles (issue 14 "Who"). */
export const staffRoles = [
  'customer_service',
  'maintenance',
  'property_manager',
  'administrator',
] as const
/** A staff role. */
export type StaffRole = (typeof staffRoles)[number]

/** What a staff member may do, by area of the console. */
export const staffCapabilities = [
  'inbox',
  'defect_notices',
  'feedback_questions',
  'messages',
  'contract_requests',
  'bulletins',
  'parking',
  'residents',
  'impersonation',
  'audit',
  'accounts',
  'integrations',
] as const
/** One capability. */
export type StaffCapability = (typeof staffCapabilities)[number]

/**
 * Each role sees only what its work needs (issue 14): maintenance the fault reports of its
 * properties; customer service messages, questions and feedback; property managers contract
 * requests and parking; administrators bulletins, the audit log, the staff accounts and the integration clients (issue 22). Everyone but maintenance may
 * search residents. Looking at the portal as a resident (read-only impersonation) is its own
 * capability, `impersonation`, of customer service and administrators only (issue 23 item 9): an
 * impersonator reads everything the resident can, messages and feedback included, so a role
 * without those capabilities (the property manager) must not get them that way.
 */
export const capabilitiesByRole: Record<StaffRole, readonly StaffCapability[]> = {
  maintenance: ['inbox', 'defect_notices'],
  customer_service: ['inbox', 'feedback_questions', 'messages', 'residents', 'impersonation'],
  property_manager: ['inbox', 'contract_requests', 'parking', 'residents'],
  administrator: [
    'inbox',
    'bulletins',
    'audit',
    'residents',
    'impersonation',
    'accounts',
    'integrations',
  ],
}

/** The capabilities of a member with `roles`, in the order of {@link staffCapabilities}. */
export function capabilitiesOf(roles: readonly StaffRole[]): StaffCapability[] {
  const granted = new Set(roles.flatMap((role) => capabilitiesByRole[role]))
  return staffCapabilities.filter((capability) => granted.has(capability))
}

/** The kinds of resident requests the inbox lists, and the capability each needs. */
export const inboxKinds = [
  'defect_notice',
  'question',
  'feedback',
  'message',
  'termination_request',
  'modification_request',
] as const
/** A kind of inbox item. */
export type InboxKind = (typeof inboxKinds)[number]

/** The capability that lets a member see inbox items of a kind. */
export const capabilityOfInboxKind: Record<InboxKind, StaffCapability> = {
  defect_notice: 'defect_notices',
  question: 'feedback_questions',
  feedback: 'feedback_questions',
  message: 'messages',
  termination_request: 'contract_requests',
  modification_request: 'contract_requests',
}
