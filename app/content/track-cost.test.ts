import { expect, test } from "vitest"
import { formatSeconds } from "#app/content/plan-figures.ts"
import { pricingSection } from "#app/content/pricing-section.server.ts"
import { check, estimate, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"

const calculatorWords = messagesFor("en", copyValues("en")).calculator

/** What the calculator shows for a typed length (app/components/pricing/track-cost-calculator.tsx): its seconds, or its message. */
function lengthShown(text: string) {
  const { lengthProblem, result } = check({ length: text, videos: "1" })
  return lengthProblem ? calculatorWords.errors[lengthProblem] : result!.secondsPerMonth
}

/** The same for a typed number of videos (of a 1:00 track): the count, or its message. */
function videosShown(text: string) {
  const { videosProblem, result } = check({ length: "1:00", videos: text })
  return videosProblem ? calculatorWords.errors[videosProblem] : result!.secondsPerMonth / 60
}

/** One plan's line of the estimate, billed monthly and yearly, as compact numbers. */
function line(seconds: number, videos: number, id: string) {
  const e = estimate(seconds, videos).plans.find((p) => p.plan.id === id)!
  const pick = (f: typeof e.monthly) => ({
    needed: f.needed,
    included: f.included,
    fits: f.fits,
    perMonth: f.perMonth,
    perPeriod: f.perPeriod,
  })
  return { monthly: pick(e.monthly), yearly: pick(e.yearly) }
}

test("each plan's tokens per minute come from its own quota and minutes in SPEC §9's table", () => {
  // Super: 500 tokens ≈ 2 min (250 a minute) monthly; 6,000 tokens ≈ 25 min (240 a minute) yearly.
  expect(line(120, 1, "super").monthly).toEqual({ needed: 500, included: 500, fits: true, perMonth: 10, perPeriod: 10 })
  expect(line(120, 1, "super").yearly).toEqual({ needed: 5760, included: 6000, fits: true, perMonth: 8.25, perPeriod: 99 })
  // Ultra: 2,000 tokens ≈ 8 min monthly; 24,000 tokens ≈ 1 h 40 min yearly.
  expect(line(180, 2, "ultra").monthly).toEqual({ needed: 1500, included: 2000, fits: true, perMonth: 21, perPeriod: 21 })
  expect(line(180, 2, "ultra").yearly).toEqual({ needed: 17280, included: 24000, fits: true, perMonth: 16.5, perPeriod: 198 })
  // Hyper: 50,000 tokens ≈ 3 h 28 min monthly; 600,000 tokens ≈ 41 h 40 min yearly.
  expect(line(180, 4, "hyper").monthly).toEqual({ needed: 2885, included: 50000, fits: true, perMonth: 104, perPeriod: 104 })
  expect(line(180, 4, "hyper").yearly).toEqual({ needed: 34560, included: 600000, fits: true, perMonth: 83.5, perPeriod: 1002 })
})

test("Basic includes no tokens, so no track fits it, and it costs nothing either way", () => {
  for (const [seconds, videos] of [
    [30, 1],
    [240, 1],
    [180, 4],
  ] as const) {
    expect(line(seconds, videos, "basic")).toEqual({
      monthly: { needed: null, included: 0, fits: false, perMonth: 0, perPeriod: 0 },
      yearly: { needed: null, included: 0, fits: false, perMonth: 0, perPeriod: 0 },
    })
  }
})

test("a plan fits exactly up to its quota and not one second beyond", () => {
  // Super monthly: 2 min a month.
  expect(line(120, 1, "super").monthly.fits).toBe(true)
  expect(line(121, 1, "super").monthly).toMatchObject({ fits: false, needed: 505 })
  // Super yearly: 25 min a year is 2:05 a month.
  expect(line(125, 1, "super").yearly).toMatchObject({ fits: true, needed: 6000 })
  expect(line(126, 1, "super").yearly.fits).toBe(false)
  // Ultra monthly: 8 min, i.e. two 4:00 tracks or sixteen of 0:30.
  expect(line(240, 2, "ultra").monthly).toMatchObject({ fits: true, needed: 2000 })
  expect(line(240, 3, "ultra").monthly.fits).toBe(false)
  expect(line(30, 16, "ultra").monthly.fits).toBe(true)
  expect(line(30, 17, "ultra").monthly.fits).toBe(false)
  // Ultra yearly: 100 min a year; sixteen 0:30 tracks a month are 96 min, seventeen 102.
  expect(line(30, 16, "ultra").yearly.fits).toBe(true)
  expect(line(30, 17, "ultra").yearly.fits).toBe(false)
  // Hyper monthly: 208 min, fifty-two 4:00 tracks; yearly 2,500 min a year.
  expect(line(240, 52, "hyper").monthly).toMatchObject({ fits: true, needed: 50000 })
  expect(line(240, 53, "hyper").monthly.fits).toBe(false)
  expect(line(240, 52, "hyper").yearly).toMatchObject({ fits: true, needed: 599040 })
  expect(line(240, 53, "hyper").yearly.fits).toBe(false)
})

test("the shortest and longest recommended tracks, 0:30 and 4:00, on every paid plan once a month", () => {
  const fits = (seconds: number) =>
    estimate(seconds, 1).plans.map((p) => `${p.plan.id} ${p.monthly.fits ? "fits" : "no"}/${p.yearly.fits ? "fits" : "no"}`)
  expect(fits(30)).toEqual(["basic no/no", "super fits/fits", "ultra fits/fits", "hyper fits/fits"])
  expect(fits(240)).toEqual(["basic no/no", "super no/no", "ultra fits/fits", "hyper fits/fits"])
  expect(line(30, 1, "super").monthly.needed).toBe(125)
  expect(line(240, 1, "ultra").monthly.needed).toBe(1000)
})

test("the cheapest fit is named, by price a month, or none when no plan holds that much", () => {
  const cheapest = (seconds: number, videos: number) => {
    const c = estimate(seconds, videos).cheapest
    return c && `${c.plan.id} ${c.billing}`
  }
  expect(cheapest(30, 1)).toBe("super yearly")
  expect(cheapest(180, 2)).toBe("ultra yearly")
  expect(cheapest(180, 4)).toBe("hyper yearly")
  expect(cheapest(240, 53)).toBe(null)
})

test("a track length is minutes:seconds from 0:30 to 4:00, and anything else says what to type", () => {
  expect(lengthShown("3:00")).toBe(180)
  expect(lengthShown(" 02:45 ")).toBe(165)
  expect(lengthShown("0:30")).toBe(30)
  expect(lengthShown("4:00")).toBe(240)
  expect(lengthShown("")).toBe("Enter the track's length in minutes and seconds, e.g. 3:00.")
  expect(lengthShown("three")).toBe("Write the length as minutes:seconds, e.g. 3:00 or 2:45.")
  expect(lengthShown("180")).toBe("Write the length as minutes:seconds, e.g. 3:00 or 2:45.")
  expect(lengthShown("-1:00")).toBe("Write the length as minutes:seconds, e.g. 3:00 or 2:45.")
  expect(lengthShown("99:99")).toBe("Seconds go from 00 to 59, e.g. 2:45.")
  expect(lengthShown("0:00")).toBe("The calculator covers the recommended track length, 0:30 to 4:00.")
  expect(lengthShown("0:29")).toBe("The calculator covers the recommended track length, 0:30 to 4:00.")
  expect(lengthShown("4:01")).toBe("The calculator covers the recommended track length, 0:30 to 4:00.")
})

test("a number of videos is a whole number from 1 to 1,000, and anything else says what to type", () => {
  expect(videosShown("4")).toBe(4)
  expect(videosShown(" 1000 ")).toBe(1000)
  expect(videosShown("")).toBe("Enter how many videos you make a month, e.g. 4.")
  expect(videosShown("-2")).toBe("The number of videos can't be negative: enter 1 or more.")
  expect(videosShown("2.5")).toBe("Enter a whole number of videos, e.g. 4.")
  expect(videosShown("four")).toBe("Enter a whole number of videos, e.g. 4.")
  expect(videosShown("0")).toBe("Enter at least 1 video.")
  expect(videosShown("1001")).toBe("The calculator counts up to 1,000 videos a month: for more, contact sales.")
})

test("the calculator gives each field its own problem and an estimate only when both are valid", () => {
  expect(check({ length: "3:00", videos: "2" })).toMatchObject({
    lengthProblem: null,
    videosProblem: null,
    result: { secondsPerMonth: 360 },
  })
  expect(check({ length: "4:01", videos: "-1" })).toEqual({
    lengthProblem: "lengthRange",
    videosProblem: "videosNegative",
    result: null,
  })
})

test("lengths read as the site writes them", () => {
  expect(formatTrackLength(30)).toBe("0:30")
  expect(formatTrackLength(240)).toBe("4:00")
  expect(formatSeconds(360)).toBe("6 min")
  expect(formatSeconds(150)).toBe("2 min 30 s")
  expect(formatSeconds(6000)).toBe("1 h 40 min")
  expect(pricingSection("en").plans.map((p) => p.features.monthly[0])).toEqual([
    "0 tokens included",
    "500 tokens/month",
    "2,000 tokens/month",
    "50,000 tokens/month",
  ])
})
