import type * as en from "#app/content/showcase.ts"
import { translateScreenshots } from "#app/content/showcase.ts"

export const screenshots: typeof en.screenshots = translateScreenshots({
  "frame-by-frame-control": {
    title: "Controllo fotogramma per fotogramma",
    description: "Scorri ogni fotogramma sulla timeline e rigenera qualsiasi scena con un nuovo prompt senza toccare il resto.",
    alt: "La timeline dell’editor con le miniature delle scene, la forma d’onda del brano e un fotogramma selezionato pronto da modificare",
  },
  "real-time-preview": {
    title: "Anteprima in tempo reale",
    description:
      "Guarda il video scorrere sul tuo brano mentre viene generato e individua un taglio sbagliato prima di esportare.",
    alt: "Il player di anteprima con una scena generata, i controlli di riproduzione e, sotto, la traccia del lip-sync",
  },
  "smart-asset-library": {
    title: "Libreria intelligente",
    description: "Tieni cantanti, stili e scene in un’unica libreria e riusali in ogni uscita.",
    alt: "Una griglia di personaggi, stili e scene salvati nella libreria, con i filtri a sinistra",
  },
  "quick-video-generation": {
    title: "Generazione rapida dei video",
    description: "Carica un brano, scegli uno stile e un formato, e ottieni un video finito in meno di 5 minuti.",
    alt: "Il modulo per un nuovo video con un brano caricato, la scelta dello stile e i formati 9:16, 16:9 e 1:1",
  },
})
