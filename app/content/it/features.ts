import type * as en from "#app/content/features.ts"
import { features as english } from "#app/content/features.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare, roundTheClock } from "#app/content/fact-format.ts"

const words: Record<en.Feature["slug"], { title: string; description: string }> = {
  "lightning-fast": {
    title: "Velocissimo",
    description: `Carica un brano e ricevi un video musicale finito in meno di 5 minuti, con il rendering attivo ${roundTheClock("it")}.`,
  },
  "perfect-sync": {
    title: "Sincronia perfetta",
    description: "Tagli, movimenti di camera ed effetti cadono sul beat, perché ogni scena segue il ritmo del tuo brano.",
  },
  "lip-sync": {
    title: "Lip-sync",
    description: `I cantanti mimano ogni parola della tua traccia vocale con un lip-sync preciso al ${formatShare(LIP_SYNC_ACCURACY, "it")}, in oltre ${formatNumber(LANGUAGES, "it")} lingue.`,
  },
  "multiple-formats": {
    title: "Formati multipli",
    description: "Esporta in verticale 9:16, orizzontale 16:9 o quadrato 1:1: video pronti per TikTok, YouTube e Instagram.",
  },
  "ai-enhancement": {
    title: "Miglioramento IA",
    description:
      "Scegli uno stile e lascia che l’IA regoli luce e colore di ogni fotogramma e ne aumenti la risoluzione, poi rifinisci il risultato fotogramma per fotogramma.",
  },
  "instant-export": {
    title: "Esportazione istantanea",
    description: "Scarica il video in Full HD senza filigrana appena è pronto, in MP4, MOV o WebM.",
  },
}

export const features: typeof en.features = english.map((feature) => ({ ...feature, ...words[feature.slug] }))

export const featuresSectionText: typeof en.featuresSectionText = {
  eyebrow: "Funzionalità",
  title: "Tutto ciò che serve alla tua canzone per farsi vedere",
  lead: "Dal primo beat all’esportazione finale, l’IA si occupa delle parti difficili e il controllo resta a te.",
  learnMore: "Scopri di più",
  learnMoreAbout: (title) => ` su ${title}`,
  startCreating: "Inizia a creare ora",
  viewExamples: "Guarda gli esempi",
}
