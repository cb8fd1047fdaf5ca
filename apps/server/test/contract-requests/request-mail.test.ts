/**
 * The decision mails of termination and modification requests (spec 01 §3 request status: "a
 * rejection by the property company ends it and more information is sent by email").
 */
import { describe, expect, it } from 'vitest'
import { renderRequestMail } from '../../src/features/contract-requests/mail.ts'

const address = 'Kotikatu 1 A 2, 00100 Helsinki'

describe('renderRequestMail: the provider’s reason', () => {
  it('follows the decision in the text and, escaped, in the HTML', () => {
    const mail = renderRequestMail('en', 'termination', 'kenno_rejected', {
      firstName: 'Aino',
      address,
      reason: 'The keys <b>have not</b> been returned.',
    })
    expect(mail.text).toContain(
      'has rejected the request about the contract at Kotikatu 1 A 2, 00100 Helsinki.\n\nReason: The keys <b>have not</b> been returned.',
    )
    expect(mail.text).not.toContain('Customer service will send more information')
    expect(mail.html).toContain(
      '<p>Reason: The keys &lt;b&gt;have not&lt;/b&gt; been returned.</p>',
    )
  })

  it('says customer service will write when a rejection has no reason', () => {
    const mail = renderRequestMail('sv', 'modification', 'kenno_rejected', {
      firstName: null,
      address,
      reason: '  ',
    })
    expect(mail.text).toContain('Kundtjänsten skickar mer information per e-post.')
    expect(mail.text).not.toContain('Motivering')
  })

  it('carries an approval’s reason, and no reason on a mail that is not a decision', () => {
    expect(
      renderRequestMail('fi', 'termination', 'kenno_accepted', {
        firstName: 'Aino',
        address,
        reason: 'Avaimet palautetaan huoltoon.',
      }).text,
    ).toContain('Perustelu: Avaimet palautetaan huoltoon.')
    const created = renderRequestMail('fi', 'termination', 'created', {
      firstName: 'Aino',
      address,
      reason: 'ei kuulu tänne',
    })
    expect(created.text).not.toContain('ei kuulu tänne')
    expect(created.text).not.toContain('asiakaspalvelusta')
  })
})
