/** Swedish texts of the files section (same keys as the Finnish master `fi.ts`). */
import type { FilesTranslations } from './fi.ts'

/** The files section in Swedish. */
export const filesSv: FilesTranslations = {
  label: 'Bilagor',
  none: 'Inga bilagor',
  slow: 'Det tar längre tid än vanligt att ladda…',
  add: 'Lägg till bilagor',
  hint: 'Tillåtna filtyper: .jpg, .jpeg, .png, .gif, .pdf. Högst 10 MB per fil.',
  tooLarge:
    'Filen {name} är för stor. Högst 10 MB. Tillåtna filtyper: .jpg, .jpeg, .png, .gif, .pdf.',
  wrongType: 'Filtypen för {name} stöds inte. Tillåtna filtyper: .jpg, .jpeg, .png, .gif, .pdf.',
  failed: 'Filen {name} kunde inte laddas upp och skickas inte.',
  open: 'Öppna',
  opening: 'Filen öppnas…',
  failedToOpen: 'Filen kunde inte öppnas. Tillåt popup-fönster och försök igen.',
  failedToLoad: 'Bilagan kunde inte öppnas.',
  uploadingWait: 'Vänta tills bilagorna har laddats upp.',
}
