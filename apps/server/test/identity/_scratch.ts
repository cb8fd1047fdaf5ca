import Fastify from 'fastify'
import Provider from 'oidc-provider'

const app = Fastify()
const provider = new Provider('http://localhost:3000/idp', {
  clients: [{ client_id: 'x', client_secret: 'y', redirect_uris: ['http://localhost:3000/cb'] }],
})
const cb = provider.callback()
app.register(async (scope) => {
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser('*', (_req, _payload, done) => done(null))
  scope.route({ method: ['GET', 'POST'], url: '/idp/*', handler: (req, reply) => {
    reply.hijack()
    const raw = req.raw as typeof req.raw & { originalUrl?: string }
    raw.originalUrl = raw.url
    raw.url = (raw.url ?? '').slice('/idp'.length) || '/'
    cb(raw, reply.raw)
  }})
})
await app.ready()
const r = await app.inject({ method: 'GET', url: 'http://localhost:3000/idp/.well-known/openid-configuration' })
console.log(r.statusCode, r.headers, r.body.slice(0, 400))
const t = await app.inject({ method: 'POST', url: 'http://localhost:3000/idp/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=authorization_code&code=abc&client_id=x&client_secret=y' })
console.log(t.statusCode, t.body)
