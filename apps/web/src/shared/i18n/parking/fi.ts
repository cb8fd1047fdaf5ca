/**
 * Finnish texts of parking: the staff's parking screen (areas, spots, prices, rules, reservations; issue 14); the master of the section (see `../lazy-section.ts`). Loaded on demand
 * with the staff screens; `sv.ts` and `en.ts` must have exactly the same keys.
 */
import type { Lang, ParkingEquipment } from '@asukas/domain'

/** The parking section in Finnish (the master: its shape is {@link ParkingTranslations}). */
export const parkingFi = {
  staff: {
    title: 'Pysäköinti',
    empty: 'Ei pysäköintialueita.',
    spot: 'Paikka',
    equipment: 'Varustelu',
    equipmentNames: {
      covered: 'Katos',
      ev_charger: 'Latauspiste',
      garage: 'Autotalli',
      heating_outlet: 'Lämmitystolppa',
      motorbike_spot: 'Moottoripyöräpaikka',
      yard: 'Piha',
      building: 'Halli',
      disabled_spot: 'Invapaikka',
    } satisfies Record<ParkingEquipment, string>,
    inUse: 'Käytössä',
    notInUse: 'Ei käytössä',
    takeIntoUse: 'Ota käyttöön',
    takeOutOfUse: 'Poista käytöstä',
    prices: 'Hinnat',
    price: 'Hinta €/kk',
    validFrom: 'Voimassa alkaen',
    validTo: 'Voimassa asti (valinnainen)',
    addPrice: 'Lisää hinta',
    reservations: 'Varaukset',
    noReservations: 'Ei varauksia.',
    openEnded: 'toistaiseksi',
    endDate: 'Viimeinen päivä',
    endReservation: 'Päätä varaus asukkaan puolesta',
    rules: 'Pysäköintisäännöt',
    rulesHint:
      'Asukas hyväksyy säännöt varatessaan paikan. Tyhjä rivi aloittaa uuden kappaleen. Jos ruotsin- tai englanninkielinen teksti puuttuu, asukas näkee suomenkielisen.',
    rulesIn: { fi: 'suomeksi', sv: 'ruotsiksi', en: 'englanniksi' } satisfies Record<Lang, string>,
    saveRules: 'Tallenna säännöt',
    newArea: 'Uusi pysäköintialue',
    areaType: 'Alueen tyyppi',
    locationDetails: 'Sijainnin tarkenne',
    street: 'Katu',
    streetNumber: 'Numero',
    city: 'Kaupunki',
    addArea: 'Lisää alue',
    newSpot: 'Uusi paikka',
    spotId: 'Paikan tunnus',
    addSpot: 'Lisää paikka',
    saved: 'Muutos tallennettu.',
  },
}

/** The shape of the parking section. */
export type ParkingTranslations = typeof parkingFi
