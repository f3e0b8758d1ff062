/** One caption: from `start` to `end`, in seconds from the start of the video. */
export type CaptionCue = { start: number; end: number; text: string }

/** A WebVTT timestamp: 75.5 → "00:01:15.500". */
export function vttTimestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000)
  const pad = (n: number, width = 2) => String(n).padStart(width, "0")
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

/** A WebVTT file of these cues. */
export function webVtt(cues: CaptionCue[]): string {
  return `WEBVTT\n\n${cues.map((c) => `${vttTimestamp(c.start)} --> ${vttTimestamp(c.end)}\n${c.text}`).join("\n\n")}\n`
}

/** A position in a video as a reader sees it: 0 → "0:00", 75 → "1:15". */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`
}
