import { expect, test } from "vitest"
import { clockTime, vttTimestamp, webVtt } from "./webvtt.ts"

test("a WebVTT file lists each cue with hour, minute, second and millisecond timestamps", () => {
  expect(
    webVtt([
      { start: 0, end: 6.5, text: "Upload your track." },
      { start: 5.7, end: 3725.25, text: "[Music]" },
    ]),
  ).toBe("WEBVTT\n\n00:00:00.000 --> 00:00:06.500\nUpload your track.\n\n00:00:05.700 --> 01:02:05.250\n[Music]\n")
  expect(vttTimestamp(59.9996)).toBe("00:01:00.000")
})

test("a reader sees positions as minutes and seconds", () => {
  expect([0, 10, 75, 600].map(clockTime)).toEqual(["0:00", "0:10", "1:15", "10:00"])
})
