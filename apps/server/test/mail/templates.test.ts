import { langs } from '@asukas/domain'
import { describe, expect, it } from 'vitest'
import {
  codeMailTemplates,
  escapeHtml,
  mailLangOf,
  mailTemplates,
  renderMail,
  type MailParamsByTemplate,
  type MailTemplate,
} from '../../src/platform/mail/templates.ts'

/** Parameters that every template can render with. */
const sampleParams = {
  registration_code: { code: '123456' },
  password_reset_code: { code: '123456' },
  password_change_code: { code: '123456' },
  account_deleted: {},
  defect_notice_status: { noticeNumber: 7, title: 'Hana', status: 'completed' },
  email_change_code: { code: '123456' },
  email_changed: {},
  email_in_use: {},
  staff_defect_notice_event: { noticeNumber: 7, title: 'Hana', event: 'completed', note: null },
  staff_notice_answered: { noticeType: 'question', title: 'Sauna', answerText: 'Kyllä.' },
  staff_message_reply: { subject: 'Valo', text: 'Korjattu.' },
  staff_account_locked: {
    memberName: 'Pekka Huttunen',
    memberEmail: 'huolto@example.com',
    self: false,
    failures: 10,
  },
} satisfies { [T in MailTemplate]: MailParamsByTemplate[T] }

/** Words each language's mails must use, to tell the languages apart. */
const expected = {
  fi: {
    subjects: {
      registration_code: 'Asukas: sähköpostiosoitteen vahvistuskoodi',
      password_reset_code: 'Asukas: salasanan palautuskoodi',
      password_change_code: 'Asukas: salasanan vaihtamisen koodi',
      account_deleted: 'Asukas: käyttäjätilisi on poistettu',
      email_change_code: 'Asukas: uuden sähköpostiosoitteen vahvistuskoodi',
    },
    greeting: 'Hei Aino,',
    validity: 'Koodi on voimassa 10 minuuttia.',
  },
  sv: {
    subjects: {
      registration_code: 'Asukas: verifieringskod för e-postadressen',
      password_reset_code: 'Asukas: kod för återställning av lösenordet',
      password_change_code: 'Asukas: kod för byte av lösenordet',
      account_deleted: 'Asukas: ditt användarkonto har raderats',
      email_change_code: 'Asukas: verifieringskod för den nya e-postadressen',
    },
    greeting: 'Hej Aino,',
    validity: 'Koden är giltig i 10 minuter.',
  },
  en: {
    subjects: {
      registration_code: 'Asukas: e-mail verification code',
      password_reset_code: 'Asukas: password reset code',
      password_change_code: 'Asukas: code for changing your password',
      account_deleted: 'Asukas: your user account has been deleted',
      email_change_code: 'Asukas: verification code for your new e-mail address',
    },
    greeting: 'Hello Aino,',
    validity: 'The code is valid for 10 minutes.',
  },
} as const

describe('renderMail', () => {
  for (const lang of langs) {
    for (const template of codeMailTemplates) {
      it(`${template} in ${lang}: subject, greeting, code and 10-minute validity`, () => {
        const mail = renderMail(template, lang, { code: '042917', firstName: 'Aino' })
        expect(mail.subject).toBe(expected[lang].subjects[template])
        expect(mail.text.startsWith(`${expected[lang].greeting}\n\n`)).toBe(true)
        expect(mail.text).toContain('\n\n042917\n\n')
        expect(mail.text).toContain(expected[lang].validity)
        expect(mail.text).toContain('\nAsukas\n')
        expect(mail.html).toContain(`<html lang="${lang}">`)
        expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`)
        expect(mail.html).toContain('>042917</p>')
        expect(mail.html).toContain(escapeHtml(expected[lang].validity))
      })
    }

    it(`account_deleted in ${lang}: subject and greeting, no code`, () => {
      const mail = renderMail('account_deleted', lang, { firstName: 'Aino' })
      expect(mail.subject).toBe(expected[lang].subjects.account_deleted)
      expect(mail.text.startsWith(`${expected[lang].greeting}\n\n`)).toBe(true)
      expect(mail.text).not.toContain(expected[lang].validity)
      expect(mail.text).not.toMatch(/\d{6}/)
      expect(mail.html).toContain(`<html lang="${lang}">`)
    })
  }

  it('gives every template a different subject in each language', () => {
    for (const lang of langs) {
      const subjects = mailTemplates.map(
        (template) => renderMail(template, lang, sampleParams[template]).subject,
      )
      expect(new Set(subjects).size).toBe(mailTemplates.length)
    }
    const registration = langs.map((lang) =>
      renderMail('registration_code', lang, { code: '123456' }),
    )
    expect(new Set(registration.map((mail) => mail.text)).size).toBe(3)
  })

  it('renders the staff console mails in each language with their details, lines kept', () => {
    const answer = {
      noticeType: 'feedback',
      title: 'Piha',
      answerText: 'Rivi 1\nRivi 2 <b>',
    } as const
    const fi = renderMail('staff_notice_answered', 'fi', { ...answer, firstName: 'Aino' })
    expect(fi.text).toContain('Hei Aino,\n\nOlemme vastanneet palautteeseesi "Piha":')
    expect(fi.text).toContain('Rivi 1\nRivi 2 <b>')
    expect(fi.html).toContain('Rivi 1<br>Rivi 2 &lt;b&gt;')
    expect(renderMail('staff_notice_answered', 'sv', answer).text).toContain(
      'Vi har svarat på din respons "Piha":',
    )
    const step = {
      noticeNumber: 12,
      title: 'Hana',
      event: 'work_note_created',
      note: 'Osa tilattu',
    } as const
    expect(renderMail('staff_defect_notice_event', 'en', step).text).toContain(
      'Fault report 12: Hana\n\nA note was added to the work:\n\nOsa tilattu',
    )
    expect(
      renderMail('staff_message_reply', 'sv', { subject: 'Valo', text: 'Fixat' }).subject,
    ).toBe('Asukas: du har ett nytt meddelande')
  })

  it('greets without a name when there is none', () => {
    expect(renderMail('password_reset_code', 'fi', { code: '123456' }).text).toMatch(/^Hei,\n/)
    expect(renderMail('account_deleted', 'sv', { firstName: '  ' }).text).toMatch(/^Hej,\n/)
    expect(renderMail('account_deleted', 'en', { firstName: null }).text).toMatch(/^Hello,\n/)
  })

  it('escapes parameters in the HTML body and keeps them literal in the text body', () => {
    const firstName = `<script>alert("x")</script> & 'Ö'`
    const mail = renderMail('registration_code', 'en', { code: '123456', firstName })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain(
      'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Ö&#39;,',
    )
    expect(mail.text).toContain(`Hello ${firstName},`)
  })

  it('keeps a name from starting new lines of the text body', () => {
    const mail = renderMail('account_deleted', 'fi', {
      firstName: 'Aino\r\n\r\nKoodi: 999999\u2028x',
    })
    expect(mail.text.split('\n')[0]).toBe('Hei Aino Koodi: 999999 x,')
  })

  it('refuses a code that is not exactly 6 digits', () => {
    for (const code of ['12345', '1234567', '12345a', ' 123456', '１２３４５６', '']) {
      expect(() => renderMail('password_change_code', 'fi', { code })).toThrow(RangeError)
    }
    const missing = { firstName: 'Aino' } as unknown as { code: string }
    expect(() => renderMail('registration_code', 'fi', missing)).toThrow(RangeError)
  })
})

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })
})

describe('mailLangOf', () => {
  it('takes fi, sv or en, also from a language tag, and falls back to Finnish', () => {
    expect(['sv', 'SV-fi', 'en_GB', ' en ', 'fi-FI'].map(mailLangOf)).toEqual([
      'sv',
      'sv',
      'en',
      'en',
      'fi',
    ])
    expect([undefined, null, '', 'de', 'sve', 42].map(mailLangOf)).toEqual(Array(6).fill('fi'))
  })
})
