import type * as en from "#app/content/home-sections-copy.ts"
import { FREE_VIDEOS, formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY, SATISFACTION } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"

const free = `${formatNumber(FREE_VIDEOS, "it")} ${plural(FREE_VIDEOS, "it", { one: "video", other: "video" })}`

export const heroCopy: typeof en.heroCopy = {
  badge: "Il n. 1 per i video musicali IA",
  cta: "Inizia ora",
  worksWith: "Funziona con le canzoni create con {suno} e {udio}, o con qualsiasi file MP3 o WAV",
  promises: [
    `I primi ${free} gratis, senza carta di credito`,
    "Senza filigrana",
    "Qualità HD",
    "Download immediato",
    `Elaborazione ${roundTheClock("it")}`,
  ],
  stats: [
    { value: atLeast(CREATORS, "it"), label: "creator" },
    { value: formatShare(SATISFACTION, "it"), label: "soddisfazione" },
    { value: formatShare(LIP_SYNC_ACCURACY, "it"), label: "precisione del lip-sync" },
    { value: atLeast(LANGUAGES, "it"), label: "lingue" },
  ],
  pauseVideo: "Metti in pausa il video di sfondo",
  playVideo: "Riproduci il video di sfondo",
}

export const demoCopy: typeof en.demoCopy = {
  eyebrow: "Demo",
  title: "Guardalo in azione",
  lead: "Guarda un brano diventare un video musicale finito: lo carichi, scegli uno stile, controlli l’anteprima a tempo ed esporti.",
  playLabel: "Riproduci il video dimostrativo del prodotto",
  videoTitle: "Syncreel: tour guidato del prodotto",
}

export const showcaseCopy: typeof en.showcaseCopy = {
  eyebrow: "Interfaccia",
  title: "Uno studio che sta in una scheda del browser",
  lead: "Tutti gli strumenti per dirigere i tuoi video, disposti in modo che per il primo bastino pochi minuti, non un tutorial.",
  viewLarger: "{title}: ingrandisci",
}

export const testimonialsCopy: typeof en.testimonialsCopy = {
  eyebrow: "Recensioni",
  title: `Amato da ${atLeast(CREATORS, "it")} creator`,
  lead: "Artisti, produttori, agenzie e insegnanti lo usano per dare un video a ogni uscita.",
  rating: "Valutazione: {rating} su 5",
  quote: "«{quote}»",
}

export const closingCopy: typeof en.closingCopy = {
  title: "La tua prossima uscita merita un video musicale",
  lead: `Crea i tuoi primi ${free} gratis, senza carta di credito. Pronti in meno di 5 minuti, in HD e senza filigrana.`,
  start: "Inizia a creare ora",
  watchDemo: "Guarda la demo",
  alsoOn: "Anche sul telefono e nel browser",
  webApp: "Apri l’app web",
}

export const storeBadges: typeof en.storeBadges = {
  ios: "Scarica su",
  android: "Disponibile su",
  newTab: "(si apre in una nuova scheda)",
}
