import { COMPARISON_TOP_PRICE, FREE_VIDEOS, formatPrice } from "#app/content/plans.ts"
import type { ToolReview } from "../../types.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare } from "#app/content/fact-format.ts"

// Competitor prices and user figures are approximate, as of October 20, 2025; they are
// not product limits, and each vendor changes them often.
export const tools: ToolReview[] = [
  {
    name: "Syncreel",
    rating: 4.8,
    price: `Da gratis a ${formatPrice(COMPARISON_TOP_PRICE, "it")}/mese`,
    users: `Oltre ${formatNumber(CREATORS, "it")} creator`,
    processingTime: "Meno di 5 minuti nella maggior parte dei casi",
    pros: [
      `Costruito attorno al lip-sync: una precisione dichiarata del ${formatShare(LIP_SYNC_ACCURACY, "it")}, oltre ${formatNumber(LANGUAGES, "it")} lingue`,
      "Esportazioni in Full HD verticali 9:16, orizzontali 16:9 e quadrate 1:1",
      "Controllo fotogramma per fotogramma per correggere un singolo momento senza rigenerare",
      "Accetta i brani creati con Suno o Udio così come sono",
      `I primi ${FREE_VIDEOS} video gratis, senza bisogno di carta di credito`,
    ],
    cons: [
      "Pensato per i video musicali, non è un editor video generico",
      "Le esportazioni senza filigrana richiedono un piano a pagamento",
      "Con uscite regolari la prova gratuita si esaurisce in fretta",
    ],
    bestFor: "Musicisti e creator di musica IA che hanno bisogno di video in lip-sync per TikTok, Reels, Shorts e YouTube",
    verdict:
      "La strada più diretta da una canzone finita a un video in lip-sync pronto da pubblicare, in tutti i formati principali.",
    badge: "Scelta della redazione",
  },
  {
    name: "Kaiber",
    rating: 4.4,
    price: "Circa da 10 $ a oltre 30 $ al mese (indicativo, a ottobre 2025)",
    users: "Ampia community di creator (dati non pubblicati)",
    processingTime: "Da circa uno a diversi minuti per clip, a seconda del modello e della durata",
    pros: [
      "Immagini reattive all'audio che pulsano e si trasformano con la musica",
      "Superstudio, uno spazio di lavoro a tela che combina diversi modelli di immagini e video",
      'Solida esperienza con gli artisti, tra cui il video di "Lost" dei Linkin Park del 2023',
    ],
    cons: [
      "Il lip-sync non è il suo punto focale",
      "Il costo in crediti varia da modello a modello, il che rende più difficile fare un budget",
      "Gli stili astratti sono più facili da ottenere rispetto a personaggi realistici e coerenti",
    ],
    bestFor: "Artisti che vogliono immagini stilizzate e reattive all'audio e visualizer senza testo",
    verdict:
      "Un parco giochi creativo per le immagini musicali; abbinalo a uno strumento di lip-sync quando un cantante deve esibirsi.",
  },
  {
    name: "Neural Frames",
    rating: 4.3,
    price: "Circa da 19 $ a 99 $ al mese (indicativo, a ottobre 2025)",
    users: "Base di utenti più piccola e focalizzata sulla musica (dati non pubblicati)",
    processingTime: "Minuti per le sezioni brevi; le canzoni complete richiedono più tempo",
    pros: [
      "Pensato per la musica: modula il movimento a partire da stem separati come cassa, rullante e basso",
      "Controllo a livello di fotogramma su prompt e movimenti di camera nella timeline",
      "Ideale per visualizer a tutta durata agganciati al ritmo",
    ],
    cons: [
      "Curva di apprendimento più ripida rispetto agli strumenti in cui basta scrivere un prompt",
      "Personaggi e volti cambiano più che negli strumenti dedicati ai personaggi",
      "Prezzo d'ingresso più alto della maggior parte delle alternative",
    ],
    bestFor: "Artisti di musica elettronica e strumentale che vogliono immagini legate strettamente al ritmo",
    verdict:
      "Lo strumento di animazione più attento alla musica tra questi, al suo meglio quando nessuno deve cantare sullo schermo.",
  },
  {
    name: "Runway",
    rating: 4.6,
    price: "Piano gratuito con crediti una tantum; circa da 15 $ a 95 $ al mese (indicativo, a ottobre 2025)",
    users: "Ampia base di professionisti e creator (dati non pubblicati)",
    processingTime: "Da pochi secondi a qualche minuto per clip da 5 a 10 secondi",
    pros: [
      "Modelli Gen-4 con immagini di riferimento per personaggi e luoghi coerenti",
      "Il trasferimento della performance di Act-Two e l'editing video di Aleph ampliano ciò che puoi fare con il girato",
      "Una suite di editing completa accanto alla generazione",
    ],
    cons: [
      "Alla qualità più alta i crediti finiscono in fretta",
      "Le clip brevi vanno montate a mano per coprire una canzone intera",
      "Più strumenti di quanti ne servano a un creator occasionale",
    ],
    bestFor: "Filmmaker e agenzie che creano inquadrature cinematografiche per il montaggio di un video musicale",
    verdict: "Il kit di video generativo più completo; mettiti in conto di fare da solo il montaggio sulla musica.",
  },
  {
    name: "Pika",
    rating: 4.2,
    price: "Piano gratuito; circa da 10 $ a 95 $ al mese (indicativo, a ottobre 2025)",
    users: "Ampio pubblico di consumatori (dati non pubblicati)",
    processingTime: "Spesso meno di un minuto per clip breve",
    pros: [
      "Effetti rapidi e giocosi come Pikaffects, Pikaswaps e Pikadditions",
      "Transizioni con fotogrammi chiave Pikaframes per cambi di scena fluidi",
      "Prezzo d'ingresso basso e interfaccia semplice",
    ],
    cons: [
      "Clip troppo brevi per un video che copra tutta la canzone",
      "Meno controllo su personaggi realistici e coerenti",
      "Gli effetti possono somigliare a quelli che pubblicano in tanti",
    ],
    bestFor: "Brevi hook per i social e transizioni d'effetto per il teaser di una canzone",
    verdict: "Ottimo per un momento virale; non è fatto per reggere da solo un intero video musicale.",
  },
]
