/**
 * Demo data: bulletins (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import type { BulletinAttachmentsRow } from '../builders/rows.ts'
import { insertRows } from '../builders/insert.ts'
import { demoUuid } from '../builders/ids.ts'
import { demoIds, demoAssetUrls } from './ids.ts'
import { demoScopes, slug } from './helpers.ts'

/** Seeds the demo bulletins. */
export async function seedDemoBulletins(ctx: DemoContext): Promise<void> {
  const { everywhere, kallio, helsinginkatu21 } = demoScopes
  const { tx, at } = ctx
  const ids = demoIds
  interface BulletinSeed {
    n: number
    scope: { realPropertyId?: string; buildingId?: string }
    title: string
    excerpt: string
    paragraphs: readonly string[]
    list?: readonly string[]
    author: string
    daysAgo: number
    image?: { url: string; alt: string }
    attachments?: readonly string[]
  }
  const customerService = 'Asukaspalvelu'
  const manager = 'Isännöitsijä Minna Salminen'
  const bulletins: BulletinSeed[] = [
    {
      n: 1,
      scope: helsinginkatu21,
      title: 'B-rapun hissin modernisointi alkaa',
      excerpt: 'B-rapun hissi uusitaan. Hissi on poissa käytöstä noin kuusi viikkoa.',
      paragraphs: [
        'B-rapun hissin modernisointi alkaa ensi kuun alussa. Työn aikana hissi ei ole käytössä.',
        'Jos tarvitset apua esimerkiksi ostosten kantamisessa, ota yhteyttä asukaspalveluun.',
      ],
      list: ['Työaika arkisin klo 7–16', 'Porraskäytävässä voi olla melua ja pölyä'],
      author: manager,
      daysAgo: 2,
      image: { url: demoAssetUrls.elevatorImage, alt: 'Hissin avoimet ovet porraskäytävässä' },
      attachments: ['Hissiremontin aikataulu.pdf'],
    },
    {
      n: 2,
      scope: everywhere,
      title: 'Asukasportaali uudistui',
      excerpt: 'Uudessa asukasportaalissa teet vikailmoitukset ja näet maksusi yhdestä paikasta.',
      paragraphs: [
        'Asukasportaali on uudistunut. Voit nyt tehdä vikailmoituksen, lukea tiedotteita ja seurata maksujasi yhdestä paikasta.',
        'Portaali toimii suomeksi, ruotsiksi ja englanniksi.',
      ],
      author: customerService,
      daysAgo: 3,
      image: {
        url: demoAssetUrls.portalImage,
        alt: 'Kahvikuppi ja lusikka puupöydällä',
      },
    },
    {
      n: 3,
      scope: kallio,
      title: 'Pihan syystalkoot lauantaina',
      excerpt:
        'Tervetuloa haravoimaan ja istuttamaan kukkasipuleita! Talkookahvit tarjoaa asukastoimikunta.',
      paragraphs: [
        'Pidämme pihan syystalkoot lauantaina klo 10–13. Haravat ja jätesäkit löytyvät pihavarastosta.',
        'Talkoiden jälkeen asukastoimikunta tarjoaa kahvit ja pullat kerhohuoneella.',
      ],
      author: 'Asukastoimikunta',
      daysAgo: 9,
      image: {
        url: demoAssetUrls.yardCleanupImage,
        alt: 'Voikukan siemenpalloja pihanurmella iltavalossa',
      },
    },
    {
      n: 4,
      scope: kallio,
      title: 'Lämmitysverkoston huoltotyö',
      excerpt: 'Lämmitys on katkaistuna tiistaina klo 8–12 huoltotöiden vuoksi.',
      paragraphs: [
        'Kaukolämpöverkon huoltotöiden vuoksi lämmitys on katkaistuna tiistaina klo 8–12.',
        'Lämmin käyttövesi toimii normaalisti.',
      ],
      author: manager,
      daysAgo: 12,
    },
    {
      n: 5,
      scope: kallio,
      title: 'Jätekatoksen lajitteluohjeet päivitetty',
      excerpt: 'Biojätteen ja muovin keräysastiat ovat vaihtaneet paikkaa jätekatoksessa.',
      paragraphs: [
        'Jätekatoksen keräysastioiden järjestystä on muutettu. Uudet lajitteluohjeet ovat liitteenä.',
      ],
      list: ['Biojäte: vasen seinä', 'Muovipakkaukset: oven vieressä', 'Lasi ja metalli: perällä'],
      author: manager,
      daysAgo: 16,
      attachments: ['Lajitteluohje.pdf'],
    },
    {
      n: 6,
      scope: everywhere,
      title: 'Sähkökatko- ja myrskyohjeet talveksi',
      excerpt: 'Näin varaudut sähkökatkoihin ja myrskyihin kotona.',
      paragraphs: [
        'Talven myrskyt voivat aiheuttaa sähkökatkoja. Pidä kotona taskulamppu, paristoja ja vettä.',
        'Älä käytä avotulta sisällä. Seuraa tiedotteita radiosta.',
      ],
      author: customerService,
      daysAgo: 20,
      attachments: ['Myrskyohje.pdf'],
    },
    {
      n: 7,
      scope: kallio,
      title: 'Pysäköintihallin siivous',
      excerpt: 'Pysäköintihalli pestään ensi viikolla. Siirrä autosi pihalle siivouksen ajaksi.',
      paragraphs: [
        'Pysäköintihallin vuosipesu tehdään ensi viikon keskiviikkona klo 8–15.',
        'Siirräthän autosi pihalle siivouksen ajaksi. Hallissa olevat autot siirretään omistajan kustannuksella.',
      ],
      author: manager,
      daysAgo: 26,
    },
    {
      n: 8,
      scope: everywhere,
      title: 'Vuokrantarkistus vuodelle 2027',
      excerpt: 'Vuokrat tarkistetaan vuoden alussa. Tarkistuskirjeet postitetaan joulukuussa.',
      paragraphs: [
        'Vuokrat tarkistetaan vuoden vaihteessa kiinteistöjen ylläpitokustannusten mukaisesti.',
        'Saat henkilökohtaisen tarkistuskirjeen joulukuun aikana.',
      ],
      author: customerService,
      daysAgo: 30,
      attachments: ['Vuokrantarkistus 2027.pdf'],
    },
    {
      n: 9,
      scope: helsinginkatu21,
      title: 'Kellarivarastojen tyhjennys',
      excerpt: 'Merkitsemättömät tavarat poistetaan kellarin yhteisvarastosta kuun lopussa.',
      paragraphs: [
        'Kellarin yhteisvarastossa on paljon merkitsemättömiä tavaroita. Merkitse omasi nimelläsi ja asunnon numerolla.',
        'Merkitsemättömät tavarat viedään kierrätykseen kuun lopussa.',
      ],
      author: manager,
      daysAgo: 33,
    },
    {
      n: 10,
      scope: kallio,
      title: 'Syksyn asukaskokous',
      excerpt: 'Asukaskokouksessa valitaan asukastoimikunta ja käsitellään ensi vuoden budjetti.',
      paragraphs: [
        'Tervetuloa syksyn asukaskokoukseen kerhohuoneelle. Kokouskutsu ja esityslista ovat liitteenä.',
      ],
      author: 'Asukastoimikunta',
      daysAgo: 40,
      attachments: ['Kokouskutsu.pdf', 'Esityslista.pdf'],
    },
    {
      n: 11,
      scope: kallio,
      title: 'Vesikatko keskiviikkona',
      excerpt: 'Vesi on poikki keskiviikkona klo 9–11 putkitöiden vuoksi.',
      paragraphs: [
        'Putkitöiden vuoksi kylmä ja lämmin vesi on katkaistuna keskiviikkona klo 9–11.',
        'Varaathan tarvittaessa vettä etukäteen.',
      ],
      author: manager,
      daysAgo: 48,
    },
    {
      n: 12,
      scope: helsinginkatu21,
      title: 'Ilmanvaihdon mittaukset asunnoissa',
      excerpt: 'Ilmanvaihtoasentaja käy mittaamassa poistoilmaventtiilit kaikissa asunnoissa.',
      paragraphs: [
        'Ilmanvaihdon säätö- ja mittaustyöt tehdään kaikissa asunnoissa. Asentaja käyttää yleisavainta, jos et ole kotona.',
      ],
      author: manager,
      daysAgo: 55,
    },
    {
      n: 13,
      scope: everywhere,
      title: 'Muista kotivakuutus',
      excerpt: 'Kotivakuutus korvaa omaisuutesi vahingot. Vuokranantajan vakuutus ei kata niitä.',
      paragraphs: [
        'Kiinteistön vakuutus ei korvaa asukkaan omaisuudelle sattuneita vahinkoja. Suosittelemme kotivakuutusta kaikille asukkaille.',
      ],
      author: customerService,
      daysAgo: 65,
    },
    {
      n: 14,
      scope: kallio,
      title: 'Tervetuloa uudet asukkaat',
      excerpt: 'Asukasopas kertoo talon käytännöistä, saunavuoroista ja jätehuollosta.',
      paragraphs: ['Toivotamme uudet asukkaat tervetulleiksi! Asukasopas löytyy asiakirjoista.'],
      author: 'Asukastoimikunta',
      daysAgo: 80,
    },
    {
      n: 15,
      scope: helsinginkatu21,
      title: 'Saunavuorojen muutokset',
      excerpt: 'Yhteissaunan vuorot muuttuvat. Vapaita vuoroja on tiistaisin ja torstaisin.',
      paragraphs: ['Saunavuorot jaetaan uudelleen. Ilmoita toiveesi huoltoyhtiölle.'],
      author: manager,
      daysAgo: 90,
    },
    {
      n: 16,
      scope: everywhere,
      title: 'Asiakaspalvelun aukioloajat joulun aikaan',
      excerpt: 'Asiakaspalvelu on suljettu jouluaattona ja uudenvuodenpäivänä.',
      paragraphs: [
        'Asiakaspalvelu palvelee arkisin klo 8–16. Jouluaattona ja uudenvuodenpäivänä palvelu on suljettu.',
        'Kiireelliset vikailmoitukset hoitaa huoltoyhtiön päivystys.',
      ],
      author: customerService,
      daysAgo: 100,
    },
    {
      n: 17,
      scope: { buildingId: ids.sturenkatuBuilding },
      title: 'Sturenkadun pihavalaistus uusitaan',
      excerpt: 'Pihan valaisimet vaihdetaan led-valaisimiin.',
      paragraphs: [
        'Sturenkadun talon pihavalaisimet vaihdetaan energiatehokkaisiin led-valaisimiin.',
      ],
      author: manager,
      daysAgo: 6,
    },
    {
      n: 18,
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      title: 'Lumityöt alkoivat',
      excerpt: 'Huoltoyhtiö auraa ja hiekoittaa pihan arkisin klo 7 mennessä.',
      paragraphs: ['Talven lumityöt ovat alkaneet. Jätäthän pihatien vapaaksi aurausta varten.'],
      author: 'Isännöitsijä Heikki Koskinen',
      daysAgo: 4,
      image: { url: demoAssetUrls.snowImage, alt: 'Aurattu piha-alue ja lumikinoksia' },
    },
    {
      n: 19,
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      title: 'Asukastoimikunnan vaalit',
      excerpt: 'Asukastoimikunnan jäsenet valitaan vuosikokouksessa.',
      paragraphs: ['Asettu ehdolle asukastoimikuntaan! Vuosikokous pidetään kerhohuoneella.'],
      author: 'Asukastoimikunta',
      daysAgo: 15,
    },
    {
      n: 20,
      scope: { realPropertyId: ids.tikkurilaRealProperty },
      title: 'Kierrätyspiste siirtyy',
      excerpt: 'Kierrätyspiste siirtyy pihan pohjoispäähän.',
      paragraphs: ['Kierrätyspiste siirretään pihan pohjoispäähän pysäköintialueen viereen.'],
      author: 'Isännöitsijä Päivi Saarinen',
      daysAgo: 11,
    },
  ]
  let attachmentNumber = 0
  const attachmentRows: BulletinAttachmentsRow[] = []
  await insertRows(
    tx,
    'bulletins',
    bulletins.map((bulletin) => {
      const bodyHtml = [
        ...bulletin.paragraphs.map((p) => `<p>${p}</p>`),
        ...(bulletin.list === undefined
          ? []
          : [`<ul>${bulletin.list.map((item) => `<li>${item}</li>`).join('')}</ul>`]),
        `<p><strong>${bulletin.author}</strong></p>`,
      ].join('\n')
      for (const [i, name] of (bulletin.attachments ?? []).entries()) {
        attachmentRows.push({
          id: demoUuid('bulletinAttachment', ++attachmentNumber),
          bulletin_id: demoUuid('bulletin', bulletin.n),
          name,
          url: `/demo/attachments/${slug(name)}`,
          sort_order: i,
        })
      }
      return {
        id: demoUuid('bulletin', bulletin.n),
        real_property_id: bulletin.scope.realPropertyId ?? null,
        building_id: bulletin.scope.buildingId ?? null,
        title: bulletin.title,
        excerpt: bulletin.excerpt,
        body_html: bodyHtml,
        author: bulletin.author,
        featured_image_url: bulletin.image?.url ?? null,
        featured_image_alt: bulletin.image?.alt ?? null,
        published_at: at(-bulletin.daysAgo, '09:00'),
        updated_at: at(-bulletin.daysAgo, '09:00'),
      }
    }),
  )
  await insertRows(tx, 'bulletin_attachments', attachmentRows)
}
