/**
 * Metadata stripping of MP4 and QuickTime videos (issue 23 item 5: a phone video's location
 * must not leave the server, as with photos). Both formats are trees of boxes ("atoms"): a
 * 32-bit big-endian size, a four-character type, then the payload (ISO/IEC 14496-12 §4.2; size 1
 * means a 64-bit size follows the type, size 0 "to the end of the enclosing box").
 *
 * The file is cleaned in place, so no byte moves and every chunk offset (`stco`/`co64`) stays
 * right, whether `moov` comes before or after `mdat`: a box to remove becomes a `free` box of
 * the same size with its payload zeroed. Removed:
 * - user data and metadata boxes wherever they can hang in the movie: `udta` (QuickTime `©xyz`
 *   location, 3GPP `loci`, camera make and model), `meta` (Apple's `mdta` keys such as
 *   `com.apple.quicktime.location.ISO6709`), `uuid` (XMP, vendor data) and any `©…` atom;
 * - every track that is not video (`vide`) or sound (`soun`): timed metadata (GoPro GPS `gpmd`,
 *   Google `camm`, Apple `mebx`), text and subtitle tracks (some drones write GPS as subtitles),
 *   timecode and hint tracks; their sample bytes in `mdat` are zeroed too, found through their
 *   sample tables (`stsz`/`stz2`, `stsc`, `stco`/`co64`);
 * - the contents of `free`/`skip`/`wide` padding, which editors leave old metadata in.
 *
 * Nothing is decoded, so no codec runs on a resident's bytes (ffmpeg was the alternative;
 * docs/decisions/0025 says why not). A file that cannot be walked (a size past its parent, a
 * compressed `cmov` movie, a fragmented movie with a non-audio/video track) is refused with
 * {@link VideoMetadataError}; the files platform answers 415 UNSUPPORTED_FILE_TYPE.
 */

/** Raised for a video the cleaner cannot walk or clean; the upload is refused. */
export class VideoMetadataError extends Error {
  override name = 'VideoMetadataError'
}

/** A box: where it starts, where its payload starts, where it ends, its type. */
interface Box {
  type: string
  start: number
  payload: number
  end: number
}

/** Boxes whose children may hold metadata or tracks (ISO/IEC 14496-12 §8; QuickTime). */
const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'mvex'])
/** Metadata boxes removed wherever they are met. */
const metadataBoxes = new Set(['udta', 'meta', 'uuid', 'XMP_', 'ID32', 'cprt', 'loci'])
/** Padding boxes whose payload is zeroed. */
const paddingBoxes = new Set(['free', 'skip', 'wide'])
/** Handlers of the tracks that are kept. */
const keptHandlers = new Set(['vide', 'soun'])
/** Deepest box nesting walked (real files use fewer than ten levels). */
const maxDepth = 16

/** The boxes in `bytes` from `start` to `end`. */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = []
  let offset = start
  while (offset < end) {
    if (end - offset < 8) throw new VideoMetadataError('truncated box header')
    let size = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    let header = 8
    if (size === 1) {
      if (end - offset < 16) throw new VideoMetadataError('truncated box header')
      const large = bytes.readBigUInt64BE(offset + 8)
      if (large > BigInt(end - offset)) throw new VideoMetadataError(`box ${type} too long`)
      size = Number(large)
      header = 16
    } else if (size === 0) {
      size = end - offset
    }
    if (size < header || offset + size > end) {
      throw new VideoMetadataError(`box ${type} of size ${size} does not fit`)
    }
    boxes.push({ type, start: offset, payload: offset + header, end: offset + size })
    offset += size
  }
  return boxes
}

/** Turns `box` into a `free` box of the same size with a zeroed payload. */
function erase(bytes: Buffer, box: Box): void {
  bytes.write('free', box.start + 4, 'latin1')
  bytes.fill(0, box.payload, box.end)
}

/** The first child of `box` of type `type`, if any. */
function child(bytes: Buffer, box: Box, type: string): Box | undefined {
  return boxesIn(bytes, box.payload, box.end).find((b) => b.type === type)
}

/** The handler type (`vide`, `soun`, `meta`, …) of a `trak`, or `''` without one. */
function handlerOf(bytes: Buffer, trak: Box): string {
  const mdia = child(bytes, trak, 'mdia')
  const hdlr = mdia && child(bytes, mdia, 'hdlr')
  // FullBox version and flags (4 bytes), pre_defined (4 bytes), then handler_type.
  if (!hdlr || hdlr.end - hdlr.payload < 12) return ''
  return bytes.toString('latin1', hdlr.payload + 8, hdlr.payload + 12)
}

/** Reads a FullBox's table: entry count at payload + 4, entries from payload + 8. */
function tableOf(bytes: Buffer, box: Box, entrySize: number, countAt = 4): { count: number } {
  if (box.end - box.payload < countAt + 4) throw new VideoMetadataError(`short ${box.type}`)
  const count = bytes.readUInt32BE(box.payload + countAt)
  if (count * entrySize > box.end - (box.payload + countAt + 4)) {
    throw new VideoMetadataError(`${box.type} entries past its end`)
  }
  return { count }
}

/** The sizes of a track's samples, from `stsz` or `stz2`. */
function sampleSizes(bytes: Buffer, stbl: Box): number[] {
  const stsz = child(bytes, stbl, 'stsz')
  if (stsz) {
    if (stsz.end - stsz.payload < 12) throw new VideoMetadataError('short stsz')
    const fixed = bytes.readUInt32BE(stsz.payload + 4)
    const count = bytes.readUInt32BE(stsz.payload + 8)
    if (fixed !== 0) {
      if (count > bytes.length) throw new VideoMetadataError('stsz count too large')
      return new Array<number>(count).fill(fixed)
    }
    tableOf(bytes, stsz, 4, 8)
    return Array.from({ length: count }, (_, i) => bytes.readUInt32BE(stsz.payload + 12 + 4 * i))
  }
  const stz2 = child(bytes, stbl, 'stz2')
  if (!stz2) return []
  if (stz2.end - stz2.payload < 12) throw new VideoMetadataError('short stz2')
  const fieldSize = bytes.readUInt8(stz2.payload + 7)
  const count = bytes.readUInt32BE(stz2.payload + 8)
  const at = stz2.payload + 12
  if (![4, 8, 16].includes(fieldSize) || at + Math.ceil((count * fieldSize) / 8) > stz2.end) {
    throw new VideoMetadataError('bad stz2')
  }
  return Array.from({ length: count }, (_, i) => {
    if (fieldSize === 16) return bytes.readUInt16BE(at + 2 * i)
    if (fieldSize === 8) return bytes.readUInt8(at + i)
    const byte = bytes.readUInt8(at + (i >> 1))
    return i % 2 === 0 ? byte >> 4 : byte & 0x0f
  })
}

/** The file offsets of a track's chunks, from `stco` or `co64`. */
function chunkOffsets(bytes: Buffer, stbl: Box): number[] {
  const stco = child(bytes, stbl, 'stco')
  if (stco) {
    const { count } = tableOf(bytes, stco, 4)
    return Array.from({ length: count }, (_, i) => bytes.readUInt32BE(stco.payload + 8 + 4 * i))
  }
  const co64 = child(bytes, stbl, 'co64')
  if (!co64) return []
  const { count } = tableOf(bytes, co64, 8)
  return Array.from({ length: count }, (_, i) =>
    Number(bytes.readBigUInt64BE(co64.payload + 8 + 8 * i)),
  )
}

/**
 * Zeroes the sample bytes of a track (its sample tables say where they are: the chunks of
 * `stco`/`co64`, the samples per chunk of `stsc`, each sample's size of `stsz`/`stz2`).
 */
function zeroSamples(bytes: Buffer, trak: Box): void {
  const mdia = child(bytes, trak, 'mdia')
  const minf = mdia && child(bytes, mdia, 'minf')
  const stbl = minf && child(bytes, minf, 'stbl')
  if (!stbl) return
  const sizes = sampleSizes(bytes, stbl)
  const offsets = chunkOffsets(bytes, stbl)
  const stsc = child(bytes, stbl, 'stsc')
  if (!stsc || sizes.length === 0 || offsets.length === 0) return
  const { count } = tableOf(bytes, stsc, 12)
  const runs = Array.from({ length: count }, (_, i) => ({
    firstChunk: bytes.readUInt32BE(stsc.payload + 8 + 12 * i),
    samplesPerChunk: bytes.readUInt32BE(stsc.payload + 12 + 12 * i),
  }))
  let sample = 0
  for (let chunk = 1; chunk <= offsets.length && sample < sizes.length; chunk++) {
    const run = runs.findLast((r) => r.firstChunk <= chunk)
    let position = offsets[chunk - 1] ?? 0
    for (let n = 0; n < (run?.samplesPerChunk ?? 0) && sample < sizes.length; n++) {
      const size = sizes[sample++] ?? 0
      if (position + size > bytes.length) throw new VideoMetadataError('sample past the end')
      bytes.fill(0, position, position + size)
      position += size
    }
  }
}

/**
 * Cleans the children of one box (or of the file when `parent` is null), depth first.
 *
 * @returns whether a track was removed (for the fragmented-movie check).
 */
function clean(bytes: Buffer, boxes: Box[], depth: number): boolean {
  if (depth > maxDepth) throw new VideoMetadataError('boxes nested too deep')
  let removedTrack = false
  for (const box of boxes) {
    if (box.type === 'cmov') throw new VideoMetadataError('compressed movie header')
    if (metadataBoxes.has(box.type) || box.type.charCodeAt(0) === 0xa9) {
      erase(bytes, box)
    } else if (paddingBoxes.has(box.type)) {
      bytes.fill(0, box.payload, box.end)
    } else if (box.type === 'trak' && !keptHandlers.has(handlerOf(bytes, box))) {
      zeroSamples(bytes, box)
      erase(bytes, box)
      removedTrack = true
    } else if (containers.has(box.type)) {
      removedTrack = clean(bytes, boxesIn(bytes, box.payload, box.end), depth + 1) || removedTrack
    }
  }
  return removedTrack
}

/**
 * A copy of the MP4 / QuickTime video `bytes` without its metadata (see the module comment);
 * the same length, every audio and video sample unchanged.
 *
 * @throws VideoMetadataError when the file cannot be walked or cleaned.
 */
export function stripVideoMetadata(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes)
  const top = boxesIn(copy, 0, copy.length)
  if (!top.some((box) => box.type === 'moov')) throw new VideoMetadataError('no movie header')
  const removedTrack = clean(copy, top, 0)
  // A fragmented movie keeps samples in `moof`/`mdat` pairs that the sample tables do not list.
  if (removedTrack && top.some((box) => box.type === 'moof')) {
    throw new VideoMetadataError('fragmented movie with a metadata track')
  }
  return copy
}
