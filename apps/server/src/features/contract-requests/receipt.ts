/**
 * The PDF receipt of a sent termination, in the resident's language (issue 13 "The resident can
 * download a PDF receipt of what was sent (a well-kept PDF library), in their language"). Built
 * with `pdf-lib` (pure JavaScript) and its standard Helvetica, whose WinAnsi encoding covers the
 * Finnish and Swedish letters; characters outside it are replaced by `?`.
 */
import type { TerminationRequest } from '@asukas/contract'
import { formatDateWithYear, todayInHelsinki, type Lang } from '@asukas/domain'
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib'

const labels = {
  fi: {
    title: 'Kuittaus irtisanomisesta',
    sent: 'Lähetetty',
    status: 'Tila',
    address: 'Asunto',
    reason: 'Irtisanomisen syy',
    endDate: 'Sopimuksen päättymispäivä',
    movingOutDate: 'Muuttopäivä',
    details: 'Lisätiedot',
    newAddress: 'Uusi osoite',
    showing: 'Näyttö',
    tenantShows: 'Asukas näyttää asunnon',
    companyShows: 'Vuokranantaja näyttää asunnon yleisavaimella',
    pets: 'Lemmikkejä',
    beneficiaries: 'Tilinhaltijat',
    approvals: 'Sopijaosapuolten hyväksynnät',
    none: '-',
    yes: 'Kyllä',
    no: 'Ei',
    statuses: {
      pending_tenant_approval: 'Odottaa sopijaosapuolten hyväksyntää',
      ready_for_review: 'Vuokranantajan käsittelyssä',
      approved: 'Hyväksytty',
      rejected: 'Hylätty',
    },
    decisions: { pending: 'odottaa', accepted: 'hyväksynyt', rejected: 'hylännyt' },
  },
  sv: {
    title: 'Kvitto på uppsägningen',
    sent: 'Skickad',
    status: 'Status',
    address: 'Bostad',
    reason: 'Orsak till uppsägningen',
    endDate: 'Avtalets slutdatum',
    movingOutDate: 'Flyttdatum',
    details: 'Tilläggsuppgifter',
    newAddress: 'Ny adress',
    showing: 'Visning',
    tenantShows: 'Hyresgästen visar bostaden',
    companyShows: 'Hyresvärden visar bostaden med huvudnyckeln',
    pets: 'Husdjur',
    beneficiaries: 'Kontoinnehavare',
    approvals: 'Avtalsparternas godkännanden',
    none: '-',
    yes: 'Ja',
    no: 'Nej',
    statuses: {
      pending_tenant_approval: 'Väntar på avtalsparternas godkännande',
      ready_for_review: 'Behandlas av hyresvärden',
      approved: 'Godkänd',
      rejected: 'Avslagen',
    },
    decisions: { pending: 'väntar', accepted: 'har godkänt', rejected: 'har avslagit' },
  },
  en: {
    title: 'Receipt of the termination',
    sent: 'Sent',
    status: 'Status',
    address: 'Home',
    reason: 'Reason for the termination',
    endDate: 'Contract end date',
    movingOutDate: 'Moving-out date',
    details: 'Additional details',
    newAddress: 'New address',
    showing: 'Viewing',
    tenantShows: 'The tenant shows the apartment',
    companyShows: 'The landlord shows the apartment with the master key',
    pets: 'Pets',
    beneficiaries: 'Account holders',
    approvals: 'Approvals of the contract parties',
    none: '-',
    yes: 'Yes',
    no: 'No',
    statuses: {
      pending_tenant_approval: 'Awaiting the contract parties',
      ready_for_review: 'Being reviewed by the landlord',
      approved: 'Approved',
      rejected: 'Rejected',
    },
    decisions: { pending: 'pending', accepted: 'accepted', rejected: 'rejected' },
  },
} satisfies Record<Lang, unknown>

/** Replaces characters Helvetica's WinAnsi encoding cannot draw. */
function printable(text: string, font: PDFFont): string {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char)
        return char
      } catch {
        return '?'
      }
    })
    .join('')
}

/** Splits `text` into lines that fit `width` points at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line === '' ? word : `${line} ${word}`
      if (font.widthOfTextAtSize(candidate, size) > width && line !== '') {
        lines.push(line)
        line = word
      } else line = candidate
    }
    lines.push(line)
  }
  return lines
}

/**
 * The receipt of `request` as PDF bytes (A4, one or more pages).
 *
 * @param request the termination as `GET …/termination-request` answers it.
 * @param address the home's address line.
 * @param reasonLabel the reason in `lang`.
 */
export async function terminationReceiptPdf(
  request: TerminationRequest,
  address: string,
  reasonLabel: string,
  lang: Lang,
): Promise<Uint8Array> {
  const l = labels[lang]
  const pdf = await PDFDocument.create()
  pdf.setTitle(l.title)
  pdf.setLanguage(lang)
  pdf.setCreator('Asukas')
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const margin = 56
  let page = pdf.addPage([595.28, 841.89])
  let y = page.getHeight() - margin
  const width = page.getWidth() - margin * 2
  const line = (text: string, options: { size?: number; font?: PDFFont } = {}) => {
    const size = options.size ?? 11
    const f = options.font ?? font
    for (const part of wrap(printable(text, f), f, size, width)) {
      if (y < margin) {
        page = pdf.addPage([595.28, 841.89])
        y = page.getHeight() - margin
      }
      page.drawText(part, { x: margin, y, size, font: f, color: rgb(0.1, 0.1, 0.1) })
      y -= size * 1.45
    }
  }
  const field = (label: string, value: string) => {
    line(label, { font: bold })
    line(value || l.none)
    y -= 4
  }
  line(l.title, { size: 18, font: bold })
  y -= 8
  field(l.sent, formatDateWithYear(todayInHelsinki(new Date(request.createdAt))))
  field(l.status, l.statuses[request.status])
  field(l.address, address)
  field(l.reason, reasonLabel)
  field(l.endDate, formatDateWithYear(request.endDate))
  field(l.movingOutDate, request.movingOutDate ? formatDateWithYear(request.movingOutDate) : '')
  field(l.details, request.additionalDetails)
  field(
    l.newAddress,
    request.newAddress
      ? `${request.newAddress.recipientName}, ${request.newAddress.streetAddress}, ${request.newAddress.postalCode} ${request.newAddress.city}`
      : '',
  )
  field(l.showing, request.displaysSelf ? l.tenantShows : l.companyShows)
  field(l.pets, request.hasPetsInApartment ? l.yes : l.no)
  field(
    l.beneficiaries,
    request.beneficiaries
      .map((b) => `${b.beneficiaryName}, ${b.iban}, ${b.returnPercentage} %`)
      .join('\n'),
  )
  field(
    l.approvals,
    request.tenantApprovals
      .map((a) => `${a.firstName} ${a.lastName}: ${l.decisions[a.status]}`)
      .join('\n'),
  )
  return pdf.save({ useObjectStreams: false })
}
