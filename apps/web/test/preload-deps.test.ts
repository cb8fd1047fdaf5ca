import { describe, expect, it } from 'vitest'
import type { OutputBundle, OutputChunk } from 'rolldown'
import { preloadDepsPlugin, resolvePreloadDependencies } from '../build/preload-deps.ts'

/** A chunk of a bundle with its static imports (the fields the plugin reads). */
function chunk(fileName: string, imports: string[]): OutputChunk {
  return { type: 'chunk', fileName, imports } as unknown as OutputChunk
}

/** Runs the plugin's `generateBundle` on a bundle of `chunks`. */
function record(chunks: OutputChunk[]) {
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle
  const hook = preloadDepsPlugin().generateBundle as {
    handler: (this: unknown, options: unknown, bundle: OutputBundle) => void
  }
  hook.handler.call({}, {}, bundle)
}

describe('preload lists of dynamic imports (build/preload-deps.ts)', () => {
  record([
    chunk('assets/main-a1.js', ['assets/vendor-b2.js', 'assets/client-c3.js']),
    chunk('assets/client-c3.js', ['assets/zod-d4.js']),
    chunk('assets/vendor-b2.js', []),
    chunk('assets/zod-d4.js', []),
    chunk('assets/Screen-e5.js', ['assets/vendor-b2.js', 'assets/Form-f6.js', 'assets/zod-d4.js']),
    chunk('assets/Form-f6.js', []),
  ])

  it('leaves out what the importer loads statically, directly or through another chunk', () => {
    expect(
      resolvePreloadDependencies(
        'assets/Screen-e5.js',
        ['assets/vendor-b2.js', 'assets/Form-f6.js', 'assets/zod-d4.js'],
        { hostId: 'assets/main-a1.js' },
      ),
    ).toEqual(['assets/Form-f6.js'])
  })

  it('keeps every dependency for an importer that loads none of them', () => {
    const deps = ['assets/vendor-b2.js', 'assets/Form-f6.js']
    expect(
      resolvePreloadDependencies('assets/Screen-e5.js', deps, { hostId: 'assets/Form-f6.js' }),
    ).toEqual(deps)
  })

  it("names nothing for the app's module, whose chunks the server names in the page", () => {
    expect(
      resolvePreloadDependencies('assets/main-a1.js', ['assets/vendor-b2.js'], {
        hostId: 'assets/index-g7.js',
      }),
    ).toEqual([])
  })
})
