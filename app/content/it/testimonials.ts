import type * as en from "#app/content/testimonials.ts"
import { translateTestimonials } from "#app/content/testimonials.ts"

export const testimonials: typeof en.testimonials = translateTestimonials({
  "Maya Chen": {
    role: "Artista indipendente",
    content:
      "Avevo il video del mio singolo pronto la sera stessa del mastering. Il lip-sync è così preciso che gli amici mi hanno chiesto quale studio avessi ingaggiato.",
  },
  "Jordan Reyes": {
    role: "Creator su Suno",
    content:
      "Faccio un brano al giorno con Suno. Ora ognuno esce con il suo video verticale e in un mese le mie visualizzazioni su TikTok sono triplicate.",
  },
  "Priya Nair": {
    role: "Social media manager, Loop Agency",
    content:
      "Montiamo i teaser dei clienti in 9:16, 16:9 e 1:1 da un solo render. Niente filigrana, Full HD e tempi che ci permettono di consegnare in giornata.",
  },
  "Lukas Weber": {
    role: "Produttore e beatmaker",
    content:
      "I tagli cadono sul beat senza che io tocchi un keyframe. Scorro comunque fotogramma per fotogramma per cambiare una scena o due.",
  },
  "Sofia Marquez": {
    role: "Insegnante di musica",
    content:
      "I miei studenti trasformano le canzoni che creano con Udio in video musicali in una sola lezione. Vedere i loro testi cantati sullo schermo li spinge a continuare a scrivere.",
  },
  "Dev Patel": {
    role: "A&R, Northside Records",
    content:
      "Lo usiamo per provare le idee visive per i nuovi artisti prima di prenotare le riprese. Ci ha fatto risparmiare settimane e una bella fetta di budget.",
  },
})
