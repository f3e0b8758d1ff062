import type * as en from "#app/content/testimonials.ts"
import { translateTestimonials } from "#app/content/testimonials.ts"

export const testimonials: typeof en.testimonials = translateTestimonials({
  "Maya Chen": {
    role: "Independent-Künstlerin",
    content:
      "Am Abend des Masterings hatte ich schon das fertige Video zu meiner Single. Der Lip-Sync ist so genau, dass Freunde gefragt haben, welches Studio ich gebucht habe.",
  },
  "Jordan Reyes": {
    role: "Suno-Creator",
    content:
      "Ich mache jeden Tag einen Track mit Suno. Jetzt erscheint jeder mit eigenem Hochkant-Video, und meine TikTok-Aufrufe haben sich in einem Monat verdreifacht.",
  },
  "Priya Nair": {
    role: "Social-Media-Managerin, Loop Agency",
    content:
      "Wir schneiden Teaser für Kunden in 9:16, 16:9 und 1:1 aus einem einzigen Render. Kein Wasserzeichen, Full HD, und es ist schnell genug für Aufträge, die noch am selben Tag fertig sein müssen.",
  },
  "Lukas Weber": {
    role: "Produzent und Beatmaker",
    content:
      "Die Schnitte sitzen auf dem Beat, ohne dass ich einen Keyframe anfasse. Trotzdem gehe ich Bild für Bild durch, um ein, zwei Szenen zu tauschen.",
  },
  "Sofia Marquez": {
    role: "Musiklehrerin",
    content:
      "Meine Schülerinnen und Schüler machen aus ihren Udio-Songs in einer Unterrichtsstunde Musikvideos. Ihre eigenen Texte gesungen zu sehen, motiviert sie zum Weiterschreiben.",
  },
  "Dev Patel": {
    role: "A&R, Northside Records",
    content:
      "Wir testen damit visuelle Ideen für neue Signings, bevor wir einen Dreh buchen. Das hat uns Wochen und einen guten Teil des Budgets gespart.",
  },
})
