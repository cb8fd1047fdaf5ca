import { getSchema } from '@tiptap/react'
import { Node } from '@tiptap/pm/model'
import StarterKit from '@tiptap/starter-kit'
import { describe, expect, it } from 'vitest'
import { textDocument, textPosition } from '../src/features/messages/rich-text.ts'

/** The editor's document for a plain text, on the editor's own schema. */
const documentOf = (text: string) => Node.fromJSON(getSchema([StarterKit]), textDocument(text))

describe('textPosition: a text area selection carried into the editor', () => {
  const cases: [string, number, number][] = [
    ['Tärkeää:', 0, 8],
    ['Hei,\nvoisinko saada saunavuoron?', 5, 13],
    ['Rivi yksi\n\nkolmas rivi', 11, 17],
    ['loppu\n', 6, 6],
  ]
  it.each(cases)('%j from %i to %i selects the same characters', (text, from, to) => {
    const doc = documentOf(text)
    const start = textPosition(text, from)
    const end = textPosition(text, to)
    expect(end).toBeLessThanOrEqual(doc.content.size)
    expect(doc.textBetween(start, end, '\n')).toBe(text.slice(from, to))
  })

  it('puts the caret at the end of the text at the end of the last paragraph', () => {
    const text = 'Hei\nmoi'
    expect(textPosition(text, text.length)).toBe(documentOf(text).content.size - 1)
  })
})
