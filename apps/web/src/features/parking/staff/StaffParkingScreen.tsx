/**
 * The staff's parking screen (issue 14 "Parking: areas, spots, equipment, prices with validity
 * dates, in-use flag; the reservations per spot; end a reservation on a resident's behalf"):
 * property managers see the areas of their real properties with each area's rules, spots, prices
 * and reservations. Loading, slow and failed loads through the kit's `AsyncView`.
 */
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useParkingText } from '../../../shared/i18n/parking/section.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { AsyncView } from '../../../shared/ui/kit/AsyncView.tsx'
import { useErrorText } from '../../staff/index.ts'
import { AreaRulesForm, NewAreaForm, NewSpotForm } from './AreaForms.tsx'
import { useStaffParking, useStaffParkingAction } from './queries.ts'
import { SpotCard } from './SpotCard.tsx'

/** Parking for staff (default export for `React.lazy`). */
export default function StaffParkingScreen() {
  const p = useParkingText().staff
  useDocumentTitle(p.title)
  const parking = useStaffParking()
  const action = useStaffParkingAction()
  const errorText = useErrorText()
  return (
    <div className="staff-page" data-qa="staff-parking">
      <h1>{p.title}</h1>
      <div role="status" aria-live="polite">
        {action.isSuccess && <Alert variant="success">{p.saved}</Alert>}
      </div>
      {action.isError && (
        <Alert variant="error" qa="parking-error">
          {errorText(action.error)}
        </Alert>
      )}
      <NewAreaForm action={action} />
      <AsyncView
        query={parking}
        isEmpty={(areas) => areas.length === 0}
        empty={<p>{p.empty}</p>}
        qa="parking-areas"
      >
        {(areas) =>
          areas.map((area) => (
            <section key={area.id} className="panel" aria-labelledby={`area-${area.id}`}>
              <h2 id={`area-${area.id}`}>
                {area.locationDetails ?? area.parkingAreaType} · {area.address}
              </h2>
              <p className="staff-meta">{area.realPropertyName}</p>
              <AreaRulesForm area={area} action={action} />
              <ul className="staff-list">
                {area.spots.map((spot) => (
                  <SpotCard key={spot.id} spot={spot} action={action} />
                ))}
              </ul>
              <NewSpotForm areaId={area.id} action={action} />
            </section>
          ))
        }
      </AsyncView>
    </div>
  )
}
