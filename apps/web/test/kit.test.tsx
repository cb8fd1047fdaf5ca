/**
 * The UI kit's interactive widgets as a user meets them: the date field in the format dates are
 * shown in, `dd.MM.yyyy` in fi, sv and en (issue 26 item 19), giving `yyyy-MM-dd` values (and with a time of day
 * `yyyy-MM-ddTHH:mm`), the native select in the field frame, and the file upload's progress,
 * abort and result.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import type { Lang } from '@asukas/domain'
import { DateField } from '../src/shared/ui/kit/DateField.tsx'
import { FileUpload } from '../src/shared/ui/kit/FileUpload.tsx'
import { LazyDateField } from '../src/shared/ui/kit/LazyDateFields.tsx'
import { Select } from '../src/shared/ui/kit/Select.tsx'
import type { UploadControls } from '../src/shared/ui/kit/FileUpload.tsx'

// The date field reads only the language; the translations themselves are not needed here.
let currentLang: Lang = 'fi'
vi.mock('../src/shared/i18n/LanguageProvider.tsx', () => ({
  useTranslation: () => ({ lang: currentLang }),
}))

// The browser's next paint, released by the test that waits for it.
const paint = vi.hoisted(() => ({ release: () => {}, waiting: false }))
vi.mock('../src/shared/lib/after-paint.ts', () => ({
  afterNextPaint: () =>
    new Promise<void>((resolve) => {
      paint.waiting = true
      paint.release = () => {
        paint.waiting = false
        resolve()
      }
    }),
}))

afterEach(cleanup)

function inLang(lang: Lang, node: React.ReactNode) {
  currentLang = lang
  return render(<Suspense fallback="…">{node}</Suspense>)
}

describe('LazyDateField', () => {
  it('loads the field only after the screen around it has painted; once loaded, a new field renders at once', async () => {
    const field = (
      <LazyDateField
        label="Päivä"
        calendarLabel="Kalenteri"
        qa="day"
        value="2026-11-05"
        onChange={() => undefined}
      />
    )
    const placeholder = () => document.querySelector('[data-qa="date-field-loading"]')
    // DateField.tsx is already imported by this file, so only the wait for a paint holds it back:
    // once the field has asked for the next paint, it shows the placeholder until that paint.
    const first = inLang('fi', field)
    await waitFor(() => expect(paint.waiting).toBe(true))
    expect(placeholder()).not.toBeNull()
    expect(screen.queryByRole('group', { name: 'Päivä' })).toBeNull()
    act(() => paint.release())
    expect(await screen.findByRole('group', { name: 'Päivä' })).toBeVisible()
    expect(placeholder()).toBeNull()
    first.unmount()

    inLang('fi', field)
    expect(screen.getByRole('group', { name: 'Päivä' })).toBeVisible()
    expect(placeholder()).toBeNull()
  })
})

describe('DateField', () => {
  it.each([
    ['fi', '05.11.2026'],
    ['sv', '05.11.2026'],
    ['en', '05.11.2026'],
  ] as const)(
    'shows a date in the %s format',
    async (lang, shown) => {
      inLang(
        lang,
        <DateField
          label="Päivä"
          calendarLabel="Kalenteri"
          qa="day"
          value="2026-11-05"
          onChange={() => undefined}
        />,
      )
      const group = await screen.findByRole('group', { name: 'Päivä' }, { timeout: 15_000 })
      expect(group.textContent?.replace(/[\u200e\u2066-\u2069]/g, '')).toContain(shown)
    },
    20_000,
  )

  it('marks the field invalid and shows the error', async () => {
    inLang(
      'fi',
      <DateField
        label="Päivä"
        calendarLabel="Kalenteri"
        qa="day"
        value=""
        error="Pakollinen tieto"
        onChange={() => undefined}
      />,
    )
    expect(await screen.findByText('Pakollinen tieto', {}, { timeout: 15_000 })).toBeVisible()
  }, 20_000)

  it.each([
    ['fi', '05.11.2026', '14.30'],
    ['sv', '05.11.2026', '14.30'],
    ['en', '05.11.2026', '14:30'],
  ] as const)(
    'with a time of day shows the %s format on a 24-hour clock and gives yyyy-MM-ddTHH:mm',
    async (lang, day, time) => {
      const onChange = vi.fn()
      inLang(
        lang,
        <DateField
          label="Julkaisuaika"
          calendarLabel="Kalenteri"
          qa="publish-at"
          granularity="minute"
          value="2026-11-05T14:30"
          onChange={onChange}
        />,
      )
      const group = await screen.findByRole('group', { name: 'Julkaisuaika' }, { timeout: 15_000 })
      const text = group.textContent?.replace(/[\u200e\u2066-\u2069]/g, '') ?? ''
      expect(text).toContain(day)
      expect(text).toContain(time)
      const segments = screen.getAllByRole('spinbutton')
      expect(segments.map((segment) => segment.getAttribute('data-type'))).toEqual([
        'day',
        'month',
        'year',
        'hour',
        'minute',
      ])
      fireEvent.keyDown(segments[4]!, { key: 'ArrowUp' })
      expect(onChange).toHaveBeenLastCalledWith('2026-11-05T14:31')
    },
    20_000,
  )
})

describe('Select', () => {
  const options = [
    { value: '', label: 'Valitse syy' },
    { value: 'work', label: 'Työpaikka' },
    { value: 'family', label: 'Perhe' },
  ]

  it('is a native select named by its label that gives the chosen value', () => {
    const onChange = vi.fn()
    render(<Select label="Syy" value="" onChange={onChange} options={options} qa="reason" />)
    const select = screen.getByRole('combobox', { name: 'Syy' })
    expect(select.tagName).toBe('SELECT')
    expect(select).toHaveAttribute('data-qa', 'reason')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Valitse syy',
      'Työpaikka',
      'Perhe',
    ])
    fireEvent.change(select, { target: { value: 'family' } })
    expect(onChange).toHaveBeenCalledWith('family')
  })

  it('ties its hint and error to the select and marks it invalid', () => {
    render(
      <Select
        label="Syy"
        hint="Valitse lähin"
        error="Tieto on pakollinen"
        value=""
        onChange={() => undefined}
        options={options}
        qa="reason"
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Syy' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Valitse lähin Tieto on pakollinen')
    expect(document.querySelector('[data-qa="reason-error"]')).toHaveTextContent(
      'Tieto on pakollinen',
    )
  })

  it('in its compact header form keeps the label and hint for screen readers only', () => {
    render(
      <Select
        compact
        label="Sopimus"
        hint="Avaa saman sivun valitulle sopimukselle"
        value="work"
        onChange={() => undefined}
        options={options}
        qa="contract-switcher"
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Sopimus' })
    expect(select).toHaveAccessibleDescription('Avaa saman sivun valitulle sopimukselle')
    expect(screen.getByText('Avaa saman sivun valitulle sopimukselle')).toHaveClass(
      'visually-hidden',
    )
    expect(select).toHaveValue('work')
  })
})

describe('FileUpload', () => {
  const texts = {
    choose: 'Valitse tiedosto',
    dropHere: 'Pudota tähän',
    abort: 'Keskeytä',
    remove: 'Poista',
    uploading: (percent: number) => `Ladataan ${percent} %`,
    done: 'Valmis',
    failed: 'Epäonnistui',
    aborted: 'Keskeytetty',
  }

  it('shows progress, gives the result, and can abort', async () => {
    const controls: UploadControls[] = []
    const finish: ((id: string) => void)[] = []
    const onChange = vi.fn()
    const upload = (_file: File, control: UploadControls) =>
      new Promise<string>((resolve, reject) => {
        controls.push(control)
        finish.push(resolve)
        control.signal.addEventListener('abort', () => reject(control.signal.reason))
      })
    const { container } = render(
      <FileUpload label="Liitteet" upload={upload} onChange={onChange} texts={texts} qa="files" />,
    )
    const input = container.querySelector('input[type="file"]') as HTMLInputElement
    const files = [
      new File(['a'], 'kuva.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'toinen.jpg', { type: 'image/jpeg' }),
    ]
    fireEvent.change(input, { target: { files } })
    expect(await screen.findAllByText('Ladataan 0 %')).toHaveLength(2)
    act(() => controls[0]?.onProgress(0.5))
    expect(screen.getByText('Ladataan 50 %')).toBeVisible()
    expect(screen.getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '50')

    act(() => finish[0]?.('file-1'))
    expect(await screen.findByText('Valmis')).toBeVisible()
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['file-1']))

    fireEvent.click(screen.getByRole('button', { name: /^Keskeytä\s*toinen\.jpg$/ }))
    expect(await screen.findByText('Keskeytetty')).toBeVisible()
    expect(controls[1]?.signal.aborted).toBe(true)
  })

  it('opens the file chooser from its button, the input out of the tab order, named progress', async () => {
    const upload = () => new Promise<string>(() => undefined)
    const { container } = render(
      <FileUpload
        label="Liitteet"
        upload={upload}
        onChange={vi.fn()}
        texts={texts}
        accept={['image/jpeg', 'application/pdf']}
        multiple={false}
        qa="files"
      />,
    )
    const input = container.querySelector('input[type="file"]') as HTMLInputElement
    expect(input).not.toBeVisible()
    expect(input).toHaveAttribute('tabindex', '-1')
    expect(input).toHaveAttribute('accept', 'image/jpeg,application/pdf')
    expect(input.multiple).toBe(false)
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined)
    fireEvent.click(screen.getByRole('button', { name: 'Valitse tiedosto' }))
    expect(opened).toHaveBeenCalledTimes(1)
    fireEvent.change(input, { target: { files: [new File(['a'], 'kuva.jpg')] } })
    expect(await screen.findByRole('progressbar', { name: 'kuva.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
  })
})
