/**
 * Metadata stripping of MP4 / QuickTime videos (issue 23 item 5), on a small real movie built
 * box by box (test/helpers/files.ts): the location in `©xyz`, in Apple's `meta` keys and in a
 * GPS track is gone, every byte stays where it was, the video frame is untouched.
 */
import { describe, expect, it } from 'vitest'
import { stripVideoMetadata, VideoMetadataError } from '../../src/platform/files/index.ts'
import {
  mp4Box,
  videoFrame,
  videoGpsSample,
  videoLocation,
  videoWithLocation,
} from '../helpers/files.ts'

/** The types of the boxes from `start` to `end`. */
function boxTypes(bytes: Buffer, start = 0, end = bytes.length): string[] {
  const types: string[] = []
  for (let at = start; at < end; at += bytes.readUInt32BE(at)) {
    types.push(bytes.toString('latin1', at + 4, at + 8))
  }
  return types
}

describe('stripVideoMetadata', () => {
  it('removes the ©xyz location, the Apple location key and the GPS track, moving no byte', () => {
    const original = videoWithLocation()
    expect(original.includes(Buffer.from(videoLocation))).toBe(true)
    expect(original.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(true)
    const clean = stripVideoMetadata(original)
    expect(clean.length).toBe(original.length)
    expect(clean.includes(Buffer.from(videoLocation))).toBe(false)
    expect(clean.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(false)
    expect(clean.includes(Buffer.from('ISO6709'))).toBe(false)
    expect(clean.includes(videoGpsSample)).toBe(false)
    // The video frame is where the sample table says, unchanged; the input is not modified.
    const frameAt = original.indexOf(videoFrame)
    expect(clean.subarray(frameAt, frameAt + videoFrame.length).equals(videoFrame)).toBe(true)
    expect(original.includes(Buffer.from(videoLocation))).toBe(true)
    expect(boxTypes(clean)).toEqual(['ftyp', 'moov', 'mdat'])
    const moovAt = clean.indexOf('moov') - 4
    expect(boxTypes(clean, moovAt + 8, moovAt + clean.readUInt32BE(moovAt))).toEqual([
      'mvhd',
      'trak',
      'free',
      'free',
      'free',
    ])
  })

  it('cleans a QuickTime movie and one whose mdat has a 64-bit size', () => {
    expect(stripVideoMetadata(videoWithLocation('qt  ')).includes(Buffer.from(videoLocation))).toBe(
      false,
    )
    const movie = videoWithLocation()
    const mdatAt = movie.lastIndexOf('mdat') - 4
    const large = Buffer.alloc(16)
    large.writeUInt32BE(1)
    large.write('mdat', 4, 'latin1')
    large.writeBigUInt64BE(BigInt(movie.length - mdatAt + 8), 8)
    const widened = Buffer.concat([movie.subarray(0, mdatAt), large, movie.subarray(mdatAt + 8)])
    // The samples moved 8 bytes on: so do the chunk offsets of both tracks.
    for (let at = widened.indexOf('stco'); at !== -1; at = widened.indexOf('stco', at + 4)) {
      widened.writeUInt32BE(widened.readUInt32BE(at + 12) + 8, at + 12)
    }
    const clean = stripVideoMetadata(widened)
    expect(clean.includes(Buffer.from(videoLocation))).toBe(false)
    expect(clean.includes(videoGpsSample)).toBe(false)
    expect(clean.includes(videoFrame)).toBe(true)
  })

  it('refuses what it cannot walk: a box past its parent, no movie, a compressed movie', () => {
    const movie = videoWithLocation()
    const broken = Buffer.from(movie)
    broken.writeUInt32BE(movie.length, movie.indexOf('moov') - 4)
    expect(() => stripVideoMetadata(broken)).toThrow(VideoMetadataError)
    expect(() => stripVideoMetadata(mp4Box('ftyp', Buffer.from('isom')))).toThrow(
      VideoMetadataError,
    )
    const compressed = Buffer.concat([
      mp4Box('ftyp', Buffer.from('qt  ')),
      mp4Box('moov', mp4Box('cmov', Buffer.alloc(8))),
    ])
    expect(() => stripVideoMetadata(compressed)).toThrow(VideoMetadataError)
    expect(() => stripVideoMetadata(Buffer.from([0, 0, 0]))).toThrow(VideoMetadataError)
  })
})
