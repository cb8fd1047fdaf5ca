/**
 * Demo data: parking (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import { parkingArea, parkingReservation } from '../builders/parking.ts'
import { insertRows } from '../builders/insert.ts'
import { demoUuid } from '../builders/ids.ts'
import { demoIds } from './ids.ts'
import { addDays, helsinkiTime, startOfMonth } from '../dates.ts'

/**
 * The demo parking rules of an area (issue 26 item 7), in Finnish, Swedish and English; `where`
 * names the area's own rule.
 */
function demoRules(where: { fi: string; sv: string; en: string }) {
  return {
    rules_fi: [
      'Pysäköi vain omalle, varaamallesi paikalle. Vieraat pysäköivät vieraspaikoille.',
      where.fi,
      'Paikalla ei saa säilyttää tavaroita, renkaita eikä käyttökiellossa olevaa ajoneuvoa.',
      'Varaus on voimassa toistaiseksi. Irtisano varaus tällä sivulla, kun et enää tarvitse paikkaa.',
    ].join('\n\n'),
    rules_sv: [
      'Parkera endast på den plats du har bokat. Gäster parkerar på gästplatserna.',
      where.sv,
      'På platsen får inga föremål, däck eller avställda fordon förvaras.',
      'Bokningen gäller tills vidare. Säg upp den på den här sidan när du inte längre behöver platsen.',
    ].join('\n\n'),
    rules_en: [
      'Park only in the spot you have reserved. Guests park in the guest spots.',
      where.en,
      'No goods, tyres or vehicles taken off the road may be kept in the spot.',
      'A reservation is valid until further notice. End it on this page when you no longer need the spot.',
    ].join('\n\n'),
  }
}

const yardRule = {
  fi: 'Lumityöt: siirrä auto pois merkittyinä aurauspäivinä.',
  sv: 'Snöröjning: flytta bilen de utmärkta plogdagarna.',
  en: 'Snow clearing: move your car on the marked ploughing days.',
}

/** Seeds the demo parking. */
export async function seedDemoParking(ctx: DemoContext): Promise<void> {
  const {
    tx,
    d,
    at,
    helsinki,
    helsinkiVallila,
    espoo,
    vantaa,
    helsinginkatu,
    sturenkatu,
    saterinkatu,
    tikkurilantie,
  } = ctx
  const ids = demoIds
  const area = (i: number): string => demoUuid('parkingArea', i)
  await insertRows(tx, 'parking_areas', [
    parkingArea({
      id: area(1),
      real_property_id: ids.kallioRealProperty,
      parking_area_type: 'outdoor',
      location_details: 'Sisäpiha',
      street_name: helsinginkatu,
      street_number: '21',
      city: helsinki,
      sort_order: 1,
      ...demoRules(yardRule),
    }),
    parkingArea({
      id: area(2),
      real_property_id: ids.kallioRealProperty,
      parking_area_type: 'parking_hall',
      location_details: 'Pysäköintihalli, taso -1',
      street_name: sturenkatu,
      street_number: '18',
      city: helsinkiVallila,
      sort_order: 2,
      ...demoRules({
        fi: 'Hallin ovi suljetaan klo 23–6; käytä avaintunnistetta. Nopeus hallissa enintään 10 km/h.',
        sv: 'Hallens dörr är stängd kl. 23–6; använd nyckelbrickan. Högst 10 km/h i hallen.',
        en: 'The hall door is closed 23–6; use your key tag. At most 10 km/h in the hall.',
      }),
    }),
    parkingArea({
      id: area(3),
      real_property_id: ids.leppavaaraRealProperty,
      parking_area_type: 'carport',
      location_details: 'Autokatos',
      street_name: saterinkatu,
      street_number: '7',
      city: espoo,
      sort_order: 1,
      ...demoRules(yardRule),
    }),
    parkingArea({
      id: area(4),
      real_property_id: ids.tikkurilaRealProperty,
      parking_area_type: 'outdoor',
      location_details: 'Piha-alue',
      street_name: tikkurilantie,
      street_number: '40',
      city: vantaa,
      sort_order: 1,
      ...demoRules(yardRule),
    }),
  ])
  interface SpotSeed {
    n: number
    area: number
    code: string
    equipment: string[]
    inUse?: boolean
    details?: string
    prices: [price: number, from: string, to: string | null][]
  }
  const yardPrices: SpotSeed['prices'] = [
    [32.5, '2025-01-01', '2025-12-31'],
    [35, '2026-01-01', null],
  ]
  const hallPrices: SpotSeed['prices'] = [
    [89, '2025-01-01', d(39)],
    [92.5, d(40), null],
  ]
  const evPrices: SpotSeed['prices'] = [
    [109, '2025-01-01', d(39)],
    [112.5, d(40), null],
  ]
  const spots: SpotSeed[] = [
    { n: 1, area: 1, code: 'HK21-P01', equipment: ['yard', 'heating_outlet'], prices: yardPrices },
    { n: 2, area: 1, code: 'HK21-P02', equipment: ['yard', 'heating_outlet'], prices: yardPrices },
    { n: 3, area: 1, code: 'HK21-P03', equipment: ['yard', 'heating_outlet'], prices: yardPrices },
    { n: 4, area: 1, code: 'HK21-P04', equipment: ['yard'], prices: [[30, '2025-01-01', null]] },
    {
      n: 5,
      area: 1,
      code: 'HK21-P05',
      equipment: ['yard', 'heating_outlet', 'disabled_spot'],
      details: 'Liikkumisesteisten pysäköintipaikka, leveys 3,6 m',
      prices: yardPrices,
    },
    {
      n: 6,
      area: 1,
      code: 'HK21-P06',
      equipment: ['yard', 'motorbike_spot'],
      prices: [[15, '2025-01-01', null]],
    },
    {
      n: 7,
      area: 2,
      code: 'HK21-H01',
      equipment: ['building', 'ev_charger'],
      details: 'Latauspiste 11 kW',
      prices: evPrices,
    },
    { n: 8, area: 2, code: 'HK21-H02', equipment: ['building', 'ev_charger'], prices: evPrices },
    { n: 9, area: 2, code: 'HK21-H03', equipment: ['building'], prices: hallPrices },
    { n: 10, area: 2, code: 'HK21-H04', equipment: ['building'], prices: hallPrices },
    {
      n: 11,
      area: 2,
      code: 'HK21-H05',
      equipment: ['building'],
      inUse: false,
      details: 'Pois käytöstä lattiakorjauksen ajan',
      prices: hallPrices,
    },
    {
      n: 12,
      area: 3,
      code: 'ST7-K01',
      equipment: ['covered', 'heating_outlet'],
      prices: [[42, '2024-01-01', null]],
    },
    {
      n: 13,
      area: 3,
      code: 'ST7-K02',
      equipment: ['covered', 'heating_outlet'],
      prices: [[42, '2024-01-01', null]],
    },
    {
      n: 14,
      area: 3,
      code: 'ST7-K03',
      equipment: ['covered', 'garage'],
      prices: [[65, '2024-01-01', null]],
    },
    {
      n: 15,
      area: 4,
      code: 'TT40-P01',
      equipment: ['yard', 'heating_outlet'],
      prices: [[25, '2024-01-01', null]],
    },
    {
      n: 16,
      area: 4,
      code: 'TT40-P02',
      equipment: ['yard', 'heating_outlet'],
      prices: [[25, '2024-01-01', null]],
    },
    { n: 17, area: 4, code: 'TT40-P03', equipment: ['yard'], prices: [[20, '2024-01-01', null]] },
    {
      n: 18,
      area: 4,
      code: 'TT40-P04',
      equipment: ['yard', 'ev_charger', 'disabled_spot'],
      prices: [[45, '2024-01-01', null]],
    },
  ]
  await insertRows(
    tx,
    'parking_spots',
    spots.map((spot) => ({
      id: demoUuid('parkingSpot', spot.n),
      parking_area_id: area(spot.area),
      rentable_parking_spot_id: spot.code,
      location_details:
        spot.area === 2
          ? `Paikka ${spot.code.slice(-3)}, taso -1`
          : `Paikka ${spot.code.slice(-3)}`,
      additional_details: spot.details ?? null,
      equipment: spot.equipment,
      is_in_use: spot.inUse ?? true,
      heating_key_type: spot.equipment.includes('heating_outlet') ? 'Lämmitysavain, sininen' : null,
      electricity_billing_type: spot.equipment.includes('ev_charger') ? 'Kulutuksen mukaan' : null,
    })),
  )
  let priceNumber = 0
  await insertRows(
    tx,
    'parking_prices',
    spots.flatMap((spot) =>
      spot.prices.map(([price, from, to]) => ({
        id: demoUuid('parkingPrice', ++priceNumber),
        parking_spot_id: demoUuid('parkingSpot', spot.n),
        price,
        valid_from: from,
        valid_to: to,
      })),
    ),
  )
  const spot = (n: number): string => demoUuid('parkingSpot', n)
  const reservation = (i: number): string => demoUuid('parkingReservation', i)
  await insertRows(tx, 'parking_reservations', [
    // Aino: current, open-ended (hall spot with charger).
    parkingReservation({
      id: reservation(1),
      parking_spot_id: ids.ainoHallParkingSpot,
      contract_id: ids.ainoRentalContract,
      user_id: ids.ainoUser,
      start_date: addDays(startOfMonth(d(-47)), 0),
      end_date: null,
      created_at: at(-47, '09:20'),
    }),
    // Aino: previous yard spot.
    parkingReservation({
      id: reservation(2),
      parking_spot_id: spot(3),
      contract_id: ids.ainoRentalContract,
      user_id: ids.ainoUser,
      start_date: '2021-06-01',
      end_date: addDays(startOfMonth(d(-47)), -1),
      created_at: helsinkiTime('2021-05-25', '12:00'),
    }),
    // Antti (same contract): upcoming yard spot for the second car.
    parkingReservation({
      id: reservation(3),
      parking_spot_id: spot(1),
      contract_id: ids.ainoRentalContract,
      user_id: ids.anttiUser,
      start_date: d(5),
      end_date: null,
      created_at: at(-1, '20:00'),
    }),
    // The neighbour: one current spot ending soon, one starting later.
    parkingReservation({
      id: reservation(4),
      parking_spot_id: spot(2),
      contract_id: ids.neighbourContract,
      user_id: null,
      start_date: '2023-02-01',
      end_date: d(20),
      created_at: helsinkiTime('2023-01-20', '10:00'),
    }),
    parkingReservation({
      id: reservation(5),
      parking_spot_id: spot(9),
      contract_id: ids.neighbourContract,
      user_id: null,
      start_date: d(21),
      end_date: null,
      created_at: at(-10, '10:00'),
    }),
    // Mikko: current, open-ended.
    parkingReservation({
      id: reservation(6),
      parking_spot_id: spot(16),
      contract_id: ids.mikkoContract,
      user_id: ids.mikkoUser,
      start_date: '2019-03-01',
      end_date: null,
      created_at: helsinkiTime('2019-02-15', '12:00'),
    }),
  ])
}
