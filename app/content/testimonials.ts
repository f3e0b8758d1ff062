/**
 * Testimonial cards (SPEC §2, §3). Example marketing copy: replace the
 * entries here with real quotes (and permission) as they come in.
 */
export type Testimonial = {
  name: string
  role: string
  content: string
  rating: 1 | 2 | 3 | 4 | 5
  initials: string
  /** Tailwind background for the avatar; a -strong colour so the white initials stay readable. */
  color: string
}

export const testimonials: Testimonial[] = [
  {
    name: "Maya Chen",
    role: "Independent artist",
    content:
      "I had a finished video for my single the same evening I mastered it. The lip-sync is so close that friends asked which studio I hired.",
    rating: 5,
    initials: "MC",
    color: "bg-violet-strong",
  },
  {
    name: "Jordan Reyes",
    role: "Suno creator",
    content:
      "I make a track a day with Suno. Now each one goes out with its own vertical video, and my TikTok views tripled in a month.",
    rating: 5,
    initials: "JR",
    color: "bg-pink-strong",
  },
  {
    name: "Priya Nair",
    role: "Social media manager, Loop Agency",
    content:
      "We cut client teasers in 9:16, 16:9 and 1:1 from one render. No watermark, Full HD, and the turnaround fits a same-day brief.",
    rating: 5,
    initials: "PN",
    color: "bg-orange-strong",
  },
  {
    name: "Lukas Weber",
    role: "Producer and beatmaker",
    content:
      "The cuts land on the beat without me touching a keyframe. I still step through frame by frame to swap a scene or two.",
    rating: 4,
    initials: "LW",
    color: "bg-violet-strong",
  },
  {
    name: "Sofia Marquez",
    role: "Music teacher",
    content:
      "My students turn their Udio songs into music videos in one lesson. Seeing their lyrics sung on screen keeps them writing.",
    rating: 5,
    initials: "SM",
    color: "bg-pink-strong",
  },
  {
    name: "Dev Patel",
    role: "A&R, Northside Records",
    content:
      "We use it to test visual ideas for new signings before we book a shoot. It has saved us weeks and a fair share of the budget.",
    rating: 5,
    initials: "DP",
    color: "bg-orange-strong",
  },
]

/** What a language translates of the cards: each one's role and quote, by the person's name (names stay). */
export type TestimonialWords = Record<string, Pick<Testimonial, "role" | "content">>

/** The cards in another language: the same people, ratings and avatars, with their words translated. */
export function translateTestimonials(words: TestimonialWords): Testimonial[] {
  return testimonials.map((card) => {
    const translated = words[card.name]
    if (!translated) throw new Error(`The translation has no words for ${card.name}'s testimonial`)
    return { ...card, ...translated }
  })
}
