/**
 * A real SMTP server for the mail tests (`smtp-server` on a random localhost port), with a small
 * MIME reader for what nodemailer sends: header unfolding, RFC 2047 encoded words,
 * quoted-printable and base64 bodies, nested multipart.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'

/** One part of a parsed message. */
export interface MimePart {
  /** Header names lower-case, values unfolded and decoded. */
  headers: Map<string, string>
  /** Decoded body of a leaf part ('' for multipart). */
  body: string
  /** Child parts of a multipart part. */
  parts: MimePart[]
}

/** A message the server accepted. */
export interface ReceivedMail {
  /** MAIL FROM address. */
  envelopeFrom: string
  /** RCPT TO addresses. */
  envelopeTo: string[]
  /** The message as received. */
  raw: string
  /** The parsed top part. */
  message: MimePart
  /** Decoded header of the top part, e.g. `header('subject')`. */
  header(name: string): string | undefined
  /** Decoded body of the first leaf part of that content type (`text/plain`, `text/html`). */
  bodyOf(contentType: string): string | undefined
}

/** How the server answers one message: accept, or reject at RCPT TO or at DATA with a code. */
export type SmtpAnswer = { accept: true } | { reject: 'rcpt' | 'data'; code: number }

/** A running test server. */
export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>` */
  url: string
  /** Accepted messages, oldest first. */
  received: ReceivedMail[]
  /** Answers for the next messages, used one per message; empty = accept. */
  answers: SmtpAnswer[]
  /** Resolves when `count` messages were accepted; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, charset: string, enc: string, text) => {
      const bytes =
        enc.toUpperCase() === 'B'
          ? Buffer.from(text as string, 'base64')
          : qpBytes((text as string).replace(/_/g, ' '))
      return new TextDecoder(charset).decode(bytes)
    })
}

/** Bytes of a quoted-printable text (soft line breaks removed). */
function qpBytes(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i] ?? ''
    const hex = joined.slice(i + 1, i + 3)
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(char, 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/** A parameter of a structured header value (`boundary`, `charset`). */
function paramOf(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value ?? '')
  return match?.[1]
}

/** Parses one MIME entity. */
export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split < 0 ? raw : raw.slice(0, split)
  const rest = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      )
    }
  }
  const contentType = headers.get('content-type') ?? 'text/plain'
  const boundary = paramOf(contentType, 'boundary')
  if (contentType.toLowerCase().startsWith('multipart/') && boundary !== undefined) {
    const sections = rest.split(`--${boundary}`)
    const parts = sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
    return { headers, body: '', parts }
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(rest.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? qpBytes(rest)
        : Buffer.from(rest, 'utf8')
  const charset = paramOf(contentType, 'charset') ?? 'utf-8'
  return { headers, body: new TextDecoder(charset).decode(bytes), parts: [] }
}

/** The first leaf part of `contentType`, depth first. */
function findPart(part: MimePart, contentType: string): MimePart | undefined {
  if (part.parts.length === 0) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase()
    return type.startsWith(contentType) ? part : undefined
  }
  for (const child of part.parts) {
    const found = findPart(child, contentType)
    if (found) return found
  }
  return undefined
}

/** An error with an SMTP reply code for the smtp-server callbacks. */
function smtpError(code: number): Error & { responseCode: number } {
  return Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
    responseCode: code,
  })
}

/** Reads the whole data stream. */
async function readStream(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Starts an SMTP server on 127.0.0.1 and a random port: no TLS, no authentication. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = []
  const answers: SmtpAnswer[] = []
  const waiters: (() => void)[] = []
  /** The answer of the message now being received (decided at its first RCPT TO). */
  const current = new WeakMap<object, SmtpAnswer>()

  function answerFor(session: object): SmtpAnswer {
    let answer = current.get(session)
    if (answer === undefined) {
      answer = answers.shift() ?? { accept: true }
      current.set(session, answer)
    }
    return answer
  }

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, session, callback) {
      const answer = answerFor(session.envelope)
      if ('reject' in answer && answer.reject === 'rcpt') callback(smtpError(answer.code))
      else callback()
    },
    onData(stream, session, callback) {
      const answer = answerFor(session.envelope)
      readStream(stream).then(
        (raw) => {
          if ('reject' in answer) {
            callback(smtpError(answer.code))
            return
          }
          const message = parseMime(raw)
          const from = session.envelope.mailFrom
          received.push({
            envelopeFrom: from === false ? '' : from.address,
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            message,
            header: (name) => message.headers.get(name.toLowerCase()),
            bodyOf: (contentType) => findPart(message, contentType)?.body,
          })
          callback()
          for (const wake of waiters.splice(0)) wake()
        },
        (error: unknown) => callback(error as Error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    answers,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`expected ${count} mails, received ${received.length}`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          waiters.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
      return received.slice(0, count)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
