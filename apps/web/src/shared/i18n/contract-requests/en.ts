/** English texts of the contract requests section (same keys as the Finnish master `fi.ts`). */
import { terminationReasonLabels } from '@asukas/domain'
import type { ContractRequestsTranslations } from './fi.ts'

/** The contract requests section in English. */
export const contractRequestsEn: ContractRequestsTranslations = {
  common: {
    stepsLabel: 'Steps',
    stepDone: 'done',
    next: 'Next',
    back: 'Previous',
    edit: 'Edit',
    cancel: 'Cancel',
    backToHome: 'Back to the front page',
    yes: 'Yes',
    no: 'No',
    notGiven: 'Not given',
    stepOf: (step, total) => `Step ${step}/${total}`,
    loading: 'Loading…',
    slow: 'Loading is taking longer than usual…',
    loadFailed: 'Loading the information failed.',
    retry: 'Try again',
    tooLong: (max, length) => `At most ${max} characters (now ${length}).`,
    fixErrors: 'Correct the marked fields before you continue.',
    redirecting: 'You will be taken to identification in a moment…',
    impersonatorNote:
      'As a user logged in on behalf of a customer, you cannot send a termination or a contract change.',
  },
  steps: {
    parties: 'Parties',
    form: 'Termination details',
    payment: 'Payment and contact details',
    address: 'New address',
    showing: 'Showing the apartment',
    preview: 'Preview',
    identify: 'Identification',
    modification: 'Tenants moving out',
  },
  parties: {
    title: 'Whom does the termination or change concern?',
    intro:
      'Choose for each tenant whether the contract continues for them or is terminated. If everyone moves out, the contract is terminated.',
    choices: {
      in_effect: 'Contract continues',
      terminate: 'Moves out',
      pending: 'Awaiting processing',
    },
    contractParty: 'Contract party',
    tenant: 'Tenant',
    you: '(you)',
    noneSelected: 'Choose at least one tenant who moves out.',
    someWithoutModification:
      'Contract changes cannot be made in the service. Choose every tenant to terminate the contract.',
    pending: 'The contract already has a request being processed.',
  },
  disallowed: {
    title: 'The contract cannot be terminated in the service',
    reasons: {
      contract_terminated: 'The contract has already ended.',
      pending_termination_tenant_approvals:
        'The termination of the contract awaits the approval of the other contract parties.',
      pending_termination_review:
        'The termination of the contract is being reviewed by the landlord.',
      is_estate_contract:
        'The contract belongs to an estate. Contact customer service to terminate it.',
      has_guardian_of_interests:
        'The contract has a guardian. The termination is made through customer service.',
      missing_resident_users:
        'Not every adult tenant has an Asukas account. Every adult tenant must register before an electronic termination.',
      contract_tag: 'The contract cannot be terminated electronically. Contact customer service.',
      not_contract_party: 'Only a contract party can terminate the contract.',
      tenants_with_undetermined_age:
        'The age of every tenant cannot be verified. Contact customer service.',
      has_company_tenant:
        'The contract has a company tenant. The termination is made through customer service.',
      pending_modification_request: 'The contract has a contract change being processed.',
      not_started_yet: 'The contract has not started yet, so it cannot be terminated yet.',
      UNKNOWN:
        'The contract cannot be terminated in the service right now. Contact customer service.',
    },
  },
  form: {
    title: 'Termination details',
    endDate: 'Contract end date',
    endDateHint: (min, max) => `At the earliest ${min}, at the latest ${max}.`,
    movingOutDate: 'Moving-out date',
    movingOutDateHint: 'Optional. Cannot be after the contract end date.',
    reason: 'Reason for the termination',
    chooseReason: 'Choose a reason',
    additionalDetails: 'Additional details',
    additionalDetailsHint: 'At most 1,000 characters.',
    files: 'Attachments',
    filesHint:
      'A fixed-term contract ends on the agreed date. If you ask for an earlier end, attach the grounds (e.g. an employment certificate).',
    filesMissing: 'Add at least one attachment.',
    fileWrongType: (allowed) => `The file type is not accepted. Allowed types: ${allowed}.`,
    fileTooLarge: (allowed) => `The file is too large (at most 10 MB). Allowed types: ${allowed}.`,
    fixedTermNote: (date) => `The contract is fixed-term and ends on ${date}.`,
    rooNote: 'The notice period of a right-of-occupancy contract is at least 3 months.',
    collateral: 'Is the right-of-occupancy payment collateral for a loan?',
    collateralLender: 'Lender',
    collateralLocation: 'Where is the original right-of-occupancy contract?',
    locations: { holder: 'With me', bank: 'At a bank' },
    bank: 'Name of the bank',
    deliveryAddress: 'Documents about the refund of the right-of-occupancy payment are sent to',
    companyAddress: 'Address of the property company',
    propertyCompanyAddressError:
      'The address of the property company was not found. Contact customer service before you continue.',
    reasons: terminationReasonLabels.en,
  },
  payment: {
    beneficiaryPhone: "Account holder's phone number (optional)",
    beneficiaryEmail: "Account holder's e-mail (optional)",
    removedTitle: 'Account holders to be removed',
    undo: 'Undo',
    undoRemove: (name) => `Undo removing the account holder ${name}`,
    title: 'Payment and contact details',
    rooIntro:
      'The right-of-occupancy payment is refunded to the account holders below. Bank details are required for a right-of-occupancy contract: give the account holder’s name and IBAN (and the BIC for a foreign account).',
    intro:
      'The security deposit is returned to the account holders below. If no deposit was charged, bank details are optional.',
    beneficiary: (n) => `Account holder ${n}`,
    beneficiaryName: 'Name of the account holder',
    iban: 'IBAN account number',
    bic: 'BIC code',
    returnPercentage: 'Share to return (%)',
    percentageRange: 'The refundable share must be a whole number from 0 to 100 %.',
    add: 'Add an account holder',
    remove: 'Remove the account holder',
    givingContactInfoAllowed: 'My contact details may be given to a new tenant for a viewing',
  },
  address: {
    title: 'New address',
    intro: 'Optional. If you add a new address, fill in every field.',
    recipientName: 'Name of the recipient',
    streetAddress: 'Street address',
    postalCode: 'Postal code',
    city: 'City',
    requiredIfAdded: 'Required if a new address is added.',
  },
  showing: {
    title: 'Showing the apartment',
    intro: 'The landlord gives at least 24 hours’ notice of a viewing.',
    options: {
      tenant_shows: 'I show the apartment myself',
      property_company_group_shows: 'The landlord may show the apartment with the master key',
    },
    pets: 'There are pets in the apartment',
  },
  preview: {
    removedBeneficiaries: 'Account holders to be removed',
    title: 'Check the details',
    intro: 'Check the details. Sending needs strong identification with online banking codes.',
    confirm: 'Confirm and identify',
    parties: 'Tenants moving out',
    beneficiaries: 'Account holders',
    noBeneficiaries: 'No account holders',
    newAddress: 'New address',
    pets: 'Pets in the apartment',
    contactSharing: 'My contact details may be given to the new tenant',
    showing: 'Viewing',
    collateral: 'Collateral',
    transfer: 'New contract party',
    inEffect: 'Change in effect from',
    description: 'Additional details',
  },
  modification: {
    title: 'Contract change',
    intro: 'Tenants moving out leave the contract on the date the change takes effect.',
    inEffect: 'Date the change takes effect',
    inEffectHint: (min, max) => `Between ${min} and ${max}.`,
    description: 'Additional details',
    transfer: 'Who becomes the contract party?',
    transferHint:
      'Every contract party moves out. Choose an adult tenant who has an Asukas account.',
    noTransferDestination:
      'None of the tenants who stay can take over the contract-party role: they must be adults with an Asukas account. Please contact customer service.',
    chooseTransfer: 'Choose a tenant',
    notResidentUser:
      'The chosen tenant has no Asukas account or is not an adult, so the contract party role cannot be transferred to them.',
    movingOut: 'Moves out',
  },
  outcome: {
    approvedTitle: 'The termination has been approved',
    approvedText: (when) =>
      `The housing provider approved the termination on ${when}. The contract ends on the date below and cannot be terminated again.`,
    rejectedTitle: 'The termination was rejected',
    rejectedByProvider: (when) =>
      `The housing provider rejected the termination on ${when}. Customer service will send more information by e-mail.`,
    rejectedByTenant: (name, when) =>
      `${name} rejected the termination on ${when}. It has been cancelled.`,
    startAgain: 'Make a new termination',
    confirmations: 'Sent and confirmed',
    sent: (when) => `Sent on ${when}`,
    at: (date, time) => `${date} at ${time}`,
  },
  thankYou: {
    identified: 'Identification succeeded.',
    terminationTitle: 'The termination has been sent',
    terminationText:
      'Thank you! The termination has been sent. Any other contract parties get it for approval. You will hear about its processing by e-mail.',
    modificationTitle: 'The contract change has been sent',
    modificationText:
      'Thank you! The contract change has been sent. You will hear about its processing by e-mail.',
    receipt: 'Download a receipt (PDF)',
  },
  confirm: {
    terminationTitle: 'Confirming the termination',
    modificationTitle: 'Confirming the contract change',
    intro: {
      accept:
        'Another contract party has asked for the following. Confirm it with online banking codes.',
      reject: 'You are rejecting the request. Rejecting cancels it.',
    },
    accept: 'Accept and identify',
    reject: 'Reject and identify',
    none: 'You have no requests to confirm on this contract.',
    status: { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' },
    approvals: 'Approvals of the contract parties',
    successTitle: {
      accept: 'Thank you, your approval was received',
      reject: 'The request was rejected',
    },
    successText: {
      accept: 'The request goes to the landlord for review once every party has accepted it.',
      reject: 'The request is cancelled. The other parties are told.',
    },
    removeTenants: 'Tenants moving out',
    addTenants: 'Tenants to add',
  },
  addTenant: {
    title: 'Adding a tenant',
    intro: 'Add new tenants to the contract. The other contract parties approve the addition.',
    person: (n) => `Person ${n}`,
    socialSecurityNumber: 'Personal identity code',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail (optional)',
    phoneNumber: 'Phone number (optional)',
    birthDate: 'Date of birth (optional)',
    addPerson: 'Add a person',
    removePerson: 'Remove the person',
    preview: 'Preview',
    send: 'Send',
    successTitle: 'The request has been sent',
    successText: 'Thank you! The request to add tenants has been sent for processing.',
  },
  errors: {
    restart: 'Start again',
    titles: {
      generic: 'The confirmation failed',
      cancelled: 'The identification was cancelled',
      identityMismatch: 'The identified person is not a party of the contract',
      noAttributes: 'The identification lacks information',
      noIdentity: 'The identification failed',
      noIdentityVerifier: 'The identification service is not available',
      noUser: 'The user was not found',
      initFailed: 'Starting the identification failed',
      tooEarly: 'The contract is not in effect yet',
      passportNotAllowed: 'A passport identification is not accepted',
      nonceDiffFailed: 'The identification did not match the request',
      formValuesMissing: 'The form details are missing',
      missingContractId: 'The contract is missing',
      addressFetchError: 'The address could not be fetched',
      noResidentAccount: 'The tenant has no Asukas account',
      terminationRequestExists: 'A termination is already being processed',
      outOfService: 'The service is not available',
    },
    messages: {
      generic: 'The confirmation failed. Try again.',
      cancelled: 'You cancelled the identification. Nothing was sent.',
      identityMismatch:
        'You identified as another person than the logged-in user. Identify with your own online banking codes.',
      noAttributes:
        'The identification service did not return a personal identity code. Contact customer service.',
      noIdentity: 'The identification did not succeed. Try again.',
      noIdentityVerifier: 'The identification service could not be reached. Try again in a moment.',
      noUser: 'The logged-in tenant was not found on the contract.',
      initFailed: 'The identification could not be started. Try again in a moment.',
      tooEarly: 'The contract cannot be terminated before its start date.',
      passportNotAllowed:
        'A termination and a contract change need identification with online banking codes or a mobile certificate.',
      nonceDiffFailed: 'The identification did not match the request that was sent. Start again.',
      formValuesMissing: 'The form details were lost. Fill in the form again.',
      missingContractId: 'The request had no contract. Start again.',
      addressFetchError:
        'The delivery address for the right-of-occupancy documents could not be fetched. Contact customer service.',
      noResidentAccount:
        'The chosen tenant has no Asukas account, so the contract party role cannot be transferred.',
      terminationRequestExists:
        'The contract already has a termination being processed, so it cannot be changed.',
      outOfService: 'The service is not available right now. Try again later.',
    },
  },
}
