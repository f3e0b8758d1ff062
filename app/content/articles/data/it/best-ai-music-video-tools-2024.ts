import { COMPARISON_TOP_PRICE, FREE_VIDEOS, formatPrice } from "#app/content/plans.ts"
import type { ToolReview } from "../../types.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare } from "#app/content/fact-format.ts"

export const tools: ToolReview[] = [
  {
    name: "Syncreel",
    rating: 4.5,
    price: `Da gratis a ${formatPrice(COMPARISON_TOP_PRICE, "it")}/mese`,
    users: `Oltre ${formatNumber(CREATORS, "it")} creator`,
    processingTime: "Meno di 5 minuti nella maggior parte dei casi",
    pros: [
      `Lip-sync integrato, precisione del ${formatShare(LIP_SYNC_ACCURACY, "it")} in oltre ${formatNumber(LANGUAGES, "it")} lingue`,
      "Esportazione in verticale 9:16, orizzontale 16:9 e quadrato 1:1 in Full HD",
      "Controllo fotogramma per fotogramma per correggere i singoli momenti",
      "Funziona direttamente con i brani creati con Suno o Udio",
      `I primi ${FREE_VIDEOS} video gratis, senza carta di credito`,
    ],
    cons: [
      "Pensato per video con un cantante che si esibisce, meno per visualizer astratti",
      "L'esportazione in Full HD senza filigrana richiede un piano a pagamento",
      "Risultati migliori con brani da 30 secondi a 4 minuti",
    ],
    bestFor:
      "Artisti e creator di musica con l'IA che vogliono un performer che canta, in lip-sync con la voce, in ogni formato per le piattaforme",
    verdict:
      "La strada più diretta da una canzone finita a un video musicale in lip-sync, con i formati e le impostazioni di esportazione che i social si aspettano.",
    badge: "Scelta della redazione",
  },
  {
    name: "Kaiber",
    rating: 4,
    price:
      "Crediti di prova gratuiti; a pagamento circa da 10 a 30 $ al mese più pacchetti di crediti (indicativo, ad agosto 2025)",
    users: "Nessun dato pubblico verificato",
    processingTime: "Varia in base a modello, durata della clip e impostazioni",
    pros: [
      "Spazio di lavoro a tela (Superstudio) che unisce generazione di immagini e di video",
      "Opzioni di animazione audio-reattiva per le immagini musicali",
      "Rielaborazione dello stile di filmati esistenti oltre alla generazione da zero",
      "Affermato tra i musicisti, compreso il video di Lost dei Linkin Park del 2023",
    ],
    cons: [
      "Non pensato principalmente intorno a un cantante in lip-sync",
      "I costi a crediti possono essere difficili da prevedere per i video lunghi",
      "Assemblare un video completo richiede più lavoro manuale",
    ],
    bestFor:
      "Artisti visivi e musicisti che vogliono animazioni stilizzate e sperimentali e amano mescolare più modelli nello stesso posto",
    verdict:
      "Un parco giochi creativo flessibile con una solida esperienza artistica; più adatto alle immagini stilizzate che ai video di performance.",
  },
  {
    name: "Neural Frames",
    rating: 4,
    price: "Piano gratuito; piani a pagamento circa da 19 a 99 $ al mese (indicativo, ad agosto 2025)",
    users: "Nessun dato pubblico verificato",
    processingTime: "Varia in base a durata, risoluzione e modello",
    pros: [
      "Reattività all'audio dettagliata, che può seguire le singole parti di un brano",
      "Editor con timeline e controllo fine dell'animazione a livello di fotogramma",
      "Molto adatto a visualizer, loop e sfondi per i live",
    ],
    cons: [
      "Curva di apprendimento più ripida rispetto ai generatori in un solo passaggio",
      "Non pensato principalmente intorno a un cantante in lip-sync",
      "I render lunghi e ad alta risoluzione consumano crediti in fretta",
    ],
    bestFor: "Producer di musica elettronica, VJ e chiunque voglia immagini che pulsano con la musica e sia disposto a regolarle",
    verdict:
      "Il controllo più approfondito per l'animazione audio-reattiva; il prezzo da pagare è il tempo per imparare e regolare.",
  },
]
