/**
 * Demo data: documents (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import { insertRows } from '../builders/insert.ts'
import { demoUuid } from '../builders/ids.ts'
import { demoIds } from './ids.ts'
import { demoScopes, slug } from './helpers.ts'

/** Seeds the demo documents. */
export async function seedDemoDocuments(ctx: DemoContext): Promise<void> {
  const { everywhere, kallio, helsinginkatu21 } = demoScopes
  const { tx, at } = ctx
  const ids = demoIds
  const documents: {
    scope: { realPropertyId?: string; buildingId?: string }
    category: 'memos' | 'general' | 'safety'
    name: string
    daysAgo: number
  }[] = [
    { scope: kallio, category: 'memos', name: 'Asukaskokouksen pöytäkirja, syksy', daysAgo: 35 },
    { scope: kallio, category: 'memos', name: 'Asukaskokouksen pöytäkirja, kevät', daysAgo: 210 },
    { scope: kallio, category: 'general', name: 'Järjestyssäännöt', daysAgo: 400 },
    { scope: kallio, category: 'general', name: 'Asukasopas', daysAgo: 300 },
    {
      scope: helsinginkatu21,
      category: 'safety',
      name: 'Pelastussuunnitelma, Helsinginkatu 21',
      daysAgo: 250,
    },
    { scope: kallio, category: 'safety', name: 'Väestönsuojan käyttöohje', daysAgo: 500 },
    { scope: everywhere, category: 'general', name: 'Muuttajan muistilista', daysAgo: 120 },
    {
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      category: 'general',
      name: 'Asumisoikeusasukkaan opas',
      daysAgo: 180,
    },
    {
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      category: 'safety',
      name: 'Pelastussuunnitelma, Säterinkatu 7',
      daysAgo: 220,
    },
    {
      scope: { realPropertyId: ids.leppavaaraRealProperty },
      category: 'memos',
      name: 'Asukastoimikunnan kokousmuistio',
      daysAgo: 25,
    },
    {
      scope: { realPropertyId: ids.tikkurilaRealProperty },
      category: 'general',
      name: 'Järjestyssäännöt, Tikkurilantie 40',
      daysAgo: 365,
    },
    {
      scope: { realPropertyId: ids.tikkurilaRealProperty },
      category: 'safety',
      name: 'Pelastussuunnitelma, Tikkurilantie 40',
      daysAgo: 330,
    },
  ]
  await insertRows(
    tx,
    'documents',
    documents.map((document, i) => ({
      id: demoUuid('document', i + 1),
      real_property_id: document.scope.realPropertyId ?? null,
      building_id: document.scope.buildingId ?? null,
      category_id: document.category,
      name: document.name,
      document_type: 'pdf',
      url: `/demo/documents/${slug(document.name)}.pdf`,
      published_at: at(-document.daysAgo, '12:00'),
    })),
  )
}
