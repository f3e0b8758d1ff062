import type { FeatureCardItem } from "../../types.ts"

// What Kuaishou announced for Kling 2.5 Turbo in September 2025, framed for music-video use.
export const features: FeatureCardItem[] = [
  {
    title: "Comprensione del prompt migliorata",
    description:
      "Segue con più fedeltà prompt lunghi con diverse azioni e passaggi di causa ed effetto, così un'inquadratura pianificata ha più probabilità di uscire come l'hai scritta.",
  },
  {
    title: "Movimento ad alta energia più fluido",
    description:
      "I movimenti rapidi come ballare, correre e le rotazioni di camera restano compatti, con meno arti deformati e tremolii: ideale per le inquadrature con l'energia del ritornello.",
  },
  {
    title: "Stile più stabile da immagine a video",
    description:
      "Quando animi un'immagine fissa, colori, luci e aspetto dell'immagine di partenza restano per tutta la clip invece di cambiare dopo pochi secondi.",
  },
  {
    title: "Fotogramma iniziale e finale",
    description:
      "Indica il primo e l'ultimo fotogramma di un'inquadratura e lascia che il modello crei il movimento tra i due: utile per le transizioni sul battere.",
  },
  {
    title: "Clip a 1080p da 5 o 10 secondi",
    description:
      "Uscita in Full HD in modalità Pro, in 16:9, 9:16 o 1:1, in linea con i formati in cui si pubblicano i video musicali.",
  },
  {
    title: "Costo per clip più basso",
    description:
      "Kuaishou ha fissato per il modello Turbo un prezzo inferiore a quello del predecessore, e questo conta quando una canzone di tre minuti richiede decine di inquadrature e tentativi.",
  },
]
