import type * as en from "#app/content/feature-pages.ts"
import { platformNotes as english } from "#app/content/feature-pages.ts"
import { formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"

const accuracy = formatShare(LIP_SYNC_ACCURACY, "it")

export const featurePageText: typeof en.featurePageText = {
  figuresLabel: "Numeri chiave",
  platformNotesTitle: "Note sulle piattaforme",
  platformNotesIntro:
    "I limiti di caricamento delle principali piattaforme, così il video che esporti viene accettato. Sono regole delle piattaforme stesse e cambiano di tanto in tanto.",
  platformTableLabel: "Limiti di caricamento per piattaforma",
  platformTableHeadings: ["Piattaforma", "Durata del video", "Dimensione massima del file", "Formato migliore"],
  moreFeatures: "Altre funzionalità",
  learnMore: "Scopri di più",
  closingTitle: "Ascoltalo. Guardalo. Condividilo.",
  closingText: (videos) =>
    `Carica un brano e ottieni il tuo primo video musicale in pochi minuti. I primi ${formatNumber(videos, "it")} ${plural(videos, "it", { one: "video è gratuito", other: "video sono gratuiti" })}, senza carta di credito.`,
  closingCta: "Inizia a creare ora",
}

const notes: Omit<(typeof english)[number], "maxSize">[] = [
  { platform: "TikTok e altre app di video brevi", length: "Da 15 secondi a 3 minuti", format: "Verticale 9:16" },
  {
    platform: "YouTube",
    length: "Illimitata (oltre 15 minuti serve un account verificato)",
    format: "Orizzontale 16:9 (Shorts: 9:16)",
  },
  { platform: "Post di Instagram", length: "Da 3 a 60 secondi", format: "Quadrato 1:1 o verticale 9:16" },
  { platform: "Facebook", length: "Da 1 secondo a 240 minuti", format: "Uno qualsiasi dei tre" },
]

export const platformNotes: typeof en.platformNotes = english.map((note, i) => ({ ...note, ...notes[i] }))

export const featurePages: typeof en.featurePages = {
  "lightning-fast": {
    title: "Generatore di video musicali con IA velocissimo",
    headline: "Dal brano finito al video musicale in meno di 5 minuti",
    intro:
      "Carica una canzone e, nella maggior parte dei casi, ricevi un video musicale completo e in lip-sync in meno di cinque minuti. Il rendering è attivo 24 ore su 24, 7 giorni su 7: un'idea avuta la sera dell'uscita non deve aspettare il mattino.",
    description: `Syncreel trasforma un brano in un video musicale finito e in lip-sync in meno di 5 minuti nella maggior parte dei casi, con rendering ${roundTheClock("it")} ed export in 30 s.`,
    figures: [
      { value: "< 5 min", label: "per un video finito, nella maggior parte dei casi" },
      { value: `${roundTheClock("it")}`, label: "elaborazione, tutti i giorni dell'anno" },
      { value: "< 30 s", label: "per esportare il file finito" },
      { value: "30 s – 4 min", label: "durata consigliata del brano" },
    ],
    sections: [
      {
        title: "Perché la velocità cambia il tuo modo di lavorare",
        paragraphs: [
          "Quando un video richiede settimane, ne fai uno e speri che funzioni. Quando bastano pochi minuti, puoi provare una versione notturna e cupa e una luminosa e diurna, pubblicarle entrambe e tenere quella che il tuo pubblico guarda fino alla fine.",
          "Le bozze veloci rendono anche più semplice la revisione. Guardi un primo montaggio con l'audio, annoti i due momenti da cambiare e li sistemi finché l'idea è ancora fresca.",
        ],
      },
      {
        title: "Cosa succede in quei pochi minuti",
        paragraphs: ["Il generatore elabora il tuo brano in un unico passaggio, così niente resta in attesa di una persona:"],
        points: [
          "L'audio viene analizzato per tempo, battute, sezioni e voce principale.",
          "Le scene vengono pianificate perché tagli e movimenti di camera cadano sulla musica.",
          "Il performer viene animato e sincronizzato con la voce.",
          "Il video viene renderizzato nel formato scelto, pronto da vedere in anteprima ed esportare.",
        ],
      },
      {
        title: "Come ottenere i risultati più rapidi",
        paragraphs: [
          "I brani tra 30 secondi e 4 minuti offrono il miglior equilibrio tra velocità e qualità. Per una canzone più lunga, crea il video completo per YouTube e una versione breve con la parte più forte per i social.",
          "Anche una descrizione visiva breve e precisa fa risparmiare tempo: più è chiara, meno rigenerazioni ti servono.",
        ],
      },
    ],
  },
  "perfect-sync": {
    title: "Sincronia perfetta: video musicali montati sul beat",
    headline: "Ogni taglio, movimento ed effetto cade sul beat",
    intro:
      "Syncreel ascolta prima di disegnare. Le scene seguono il tempo e la struttura del tuo brano: il video respira con la strofa, si solleva con il ritornello e colpisce ogni drop.",
    description:
      "Sincronia perfetta adatta ogni scena al tuo brano: tagli e movimenti di camera cadono sul beat e ne seguono la struttura, a 30 o 60 FPS e audio a 320 kbps.",
    figures: [
      { value: "30 / 60 FPS", label: "frame rate adatti all'energia" },
      { value: "320 kbps", label: "audio MP3 nel file esportato" },
      { value: "Foto\u00adgramma per foto\u00adgramma", label: "controllo per spostare ogni momento" },
      { value: "30 s – 4 min", label: "durata consigliata del brano" },
    ],
    sections: [
      {
        title: "Costruito a partire dalla musica",
        paragraphs: [
          "La maggior parte degli strumenti video tratta la colonna sonora come qualcosa da aggiungere alla fine. Qui il brano è il punto di partenza: battute, misure e sezioni decidono dove cambiano le scene e come si muove la camera.",
        ],
        points: [
          "I tagli cadono sui beat e sui battere, non a caso.",
          "Strofe, ritornelli e bridge ricevono un trattamento visivamente diverso.",
          "L'energia del mix detta il ritmo del movimento sullo schermo.",
          "I passaggi tranquilli hanno spazio per respirare, senza riempitivi inutili.",
        ],
      },
      {
        title: "Scegli il frame rate giusto",
        paragraphs: [
          "Esporta a 60 FPS per i brani dance veloci e i movimenti di camera rapidi, dove conta la fluidità. Scegli 30 FPS per ballate e canzoni lente, dove un'atmosfera più calma e cinematografica si sposa con la musica.",
        ],
      },
      {
        title: "Correggi un momento senza ricominciare",
        paragraphs: [
          "Se una transizione arriva una frazione di secondo in anticipo, non ti serve un nuovo video. Il controllo fotogramma per fotogramma ti permette di spostare un cambio, sostituire un'inquadratura o rigenerare una singola sezione, e l'anteprima in tempo reale la riproduce con l'audio prima di confermare.",
        ],
      },
    ],
  },
  "lip-sync": {
    title: "Lip-sync con IA per video musicali",
    headline: "Ogni parola cantata, ogni sillaba a tempo",
    intro: `Il performer del tuo video canta il tuo testo, non un'approssimazione. Il labiale segue la voce principale sillaba per sillaba, in oltre ${formatNumber(LANGUAGES, "it")} lingue.`,
    description: `Il lip-sync di Syncreel allinea la bocca del performer alla tua voce con una precisione del ${accuracy} in oltre ${formatNumber(LANGUAGES, "it")} lingue: i cantanti IA cantano ogni parola.`,
    figures: [
      { value: accuracy, label: "precisione del lip-sync" },
      { value: `${atLeast(LANGUAGES, "it")}`, label: "lingue supportate" },
      { value: "30 / 60 FPS", label: "movimento della bocca fluido" },
      { value: "< 5 min", label: "per un video in lip-sync, nella maggior parte dei casi" },
    ],
    sections: [
      {
        title: "Perché il lip-sync fa la differenza in un video musicale",
        paragraphs: [
          "Il pubblico perdona uno sfondo stilizzato, ma non un cantante con la bocca fuori tempo. Suoni come p, b e m chiudono le labbra e l'occhio coglie subito un errore. Un lip-sync preciso è ciò che trasforma un personaggio generato in un interprete.",
          "Conta soprattutto per le canzoni create con strumenti di musica IA, dove non c'è un artista da riprendere. La voce esiste già: il lip-sync le dà un volto.",
        ],
      },
      {
        title: "Come segue la tua voce",
        paragraphs: ["La voce principale viene isolata dal mix e associata ai movimenti della bocca che producono ogni suono:"],
        points: [
          "Le sillabe vengono abbinate alle forme della bocca, comprese le consonanti a labbra chiuse che il pubblico nota per prime.",
          "Le note tenute mantengono la bocca aperta e ferma, senza sbattere.",
          "Nei passaggi strumentali il performer riposa, si muove o reagisce.",
          `Oltre ${formatNumber(LANGUAGES, "it")} lingue: un ritornello in spagnolo o una strofa in giapponese funzionano altrettanto bene.`,
        ],
      },
      {
        title: "Come ottenere il risultato migliore",
        paragraphs: [
          "Una voce principale chiara e in primo piano dà la sincronia più precisa. Le strofe rap veloci e le voci molto processate meritano un controllo attento in anteprima, e ogni momento da sistemare si corregge fotogramma per fotogramma.",
        ],
      },
    ],
  },
  "multiple-formats": {
    title: "Video musicali in 9:16, 16:9 e 1:1",
    headline: "Verticale, orizzontale e quadrato da un solo progetto",
    intro:
      "Crea il video una volta ed esportalo per ogni schermo: 9:16 per TikTok, Reels e Shorts, 16:9 per YouTube e 1:1 per i post nel feed, sempre a piena risoluzione.",
    description:
      "Esporta un progetto in verticale 9:16 (1080x1920), orizzontale 16:9 (1920x1080) o quadrato 1:1 (1080x1080), in MP4, MOV o WebM, per ogni piattaforma che usi.",
    figures: [
      { value: "1080x1920", label: "verticale 9:16" },
      { value: "1920x1080", label: "orizzontale 16:9" },
      { value: "1080x1080", label: "quadrato 1:1" },
      { value: "MP4 · MOV · WebM", label: "formati di file" },
    ],
    sections: [
      {
        title: "Una canzone, ogni feed",
        paragraphs: [
          "Un video orizzontale in un feed verticale spreca gran parte dello schermo, e uno verticale su YouTube resta chiuso tra due bande nere. Esportare la forma giusta per ogni piattaforma è uno dei modi più semplici per tenere viva l'attenzione.",
        ],
        points: [
          "Verticale 9:16 (1080x1920) per TikTok, Instagram Reels e YouTube Shorts.",
          "Orizzontale 16:9 (1920x1080) per YouTube e i siti web.",
          "Quadrato 1:1 (1080x1080) per i post nel feed di Instagram e Facebook.",
        ],
      },
      {
        title: "Inquadrato per la forma, non solo ritagliato",
        paragraphs: [
          "Le versioni verticali tengono il performer vicino e al centro; quelle orizzontali lasciano spazio a campi lunghi e paesaggi. All'inizio scegli il formato che conta di più, poi esporta gli altri dallo stesso progetto.",
        ],
      },
      {
        title: "Il file giusto per ogni uso",
        paragraphs: [
          "L'MP4 si riproduce ovunque ed è il formato predefinito per i caricamenti. Il MOV è adatto a un ulteriore montaggio in un editor desktop. Il WebM è leggero e si riproduce nei browser moderni: una buona scelta per un video di sfondo sul sito di un artista.",
        ],
      },
    ],
  },
  "ai-enhancement": {
    title: "Miglioramento IA per video musicali",
    headline: "Luce, colore e dettagli da cinema in ogni fotogramma",
    intro:
      "Scegli uno stile e l'IA si occupa del mestiere: illuminazione, color grading e upscaling su tutto il video, consegnato in Full HD con colore a 10 bit. Poi rifinisci ogni momento fotogramma per fotogramma.",
    description:
      "Il Miglioramento IA illumina, corregge e fa l'upscaling di ogni fotogramma: Full HD, colore a 10 bit, 15–25 Mbps e nessuna filigrana nei piani a pagamento.",
    figures: [
      { value: "10 bit", label: "profondità di colore" },
      { value: "15–25 Mbps", label: "bitrate video" },
      { value: "Full HD", label: "output, fino a 1920x1080" },
      { value: "Senza filigrana", label: "nei piani a pagamento" },
    ],
    sections: [
      {
        title: "Un look coerente dal primo all'ultimo fotogramma",
        paragraphs: [
          "Le scene generate possono variare: un'inquadratura calda accanto a una fredda, un volto nitido accanto a uno sfocato. Il miglioramento uniforma tutto, così il video sembra girato e corretto da un'unica troupe.",
        ],
        points: [
          "Un'illuminazione che resta coerente tra una scena e l'altra.",
          "Un color grading in linea con l'atmosfera che hai scelto.",
          "Un upscaling che mantiene nitidi volti, mani e contorni.",
          "L'attenuazione dei piccoli sfarfallii tipici del video generato.",
        ],
      },
      {
        title: "Una qualità che resiste alla compressione",
        paragraphs: [
          "Ogni piattaforma ricomprime ciò che carichi. Partire da colore a 10 bit e da un bitrate tra 15 e 25 Mbps lascia margine: le sfumature restano morbide e le scene scure pulite anche dopo l'elaborazione di TikTok o YouTube.",
        ],
      },
      {
        title: "L'ultima parola è tua",
        paragraphs: [
          "Il miglioramento è un punto di partenza, non un blocco. Con il controllo fotogramma per fotogramma puoi rigenerare un'inquadratura, cambiare una transizione o regolare un singolo momento, e verificare il risultato nell'anteprima in tempo reale.",
        ],
      },
    ],
  },
  "instant-export": {
    title: "Esportazione istantanea di video musicali",
    headline: "Scarica il tuo video appena è pronto",
    intro:
      "Nessuna coda dopo il rendering. Esporta un file Full HD in meno di 30 secondi, in MP4, MOV o WebM, senza filigrana nei piani a pagamento.",
    description:
      "Esporta il video in meno di 30 secondi in MP4, MOV o WebM: audio a 320 kbps, video a 10 bit a 15–25 Mbps, 30 o 60 FPS, senza filigrana nei piani a pagamento.",
    figures: [
      { value: "< 30 s", label: "per esportare" },
      { value: "320 kbps", label: "audio MP3" },
      { value: "15–25 Mbps", label: "video a 10 bit" },
      { value: "30 / 60 FPS", label: "frame rate" },
    ],
    sections: [
      {
        title: "Pronto da pubblicare, non da sistemare",
        paragraphs: [
          "Il file che scarichi è il file che pubblichi: la forma giusta per la piattaforma, l'audio alla massima qualità e nessuna filigrana nei piani a pagamento. Non resta niente da ricodificare o ritagliare.",
        ],
        points: [
          "MP4 per caricarlo su qualsiasi piattaforma.",
          "MOV per ulteriori modifiche, sottotitoli e titoli.",
          "WebM per i siti web e la riproduzione nel browser.",
          "Audio MP3 a 320 kbps, così il tuo master suona come l'hai mixato.",
        ],
      },
      {
        title: "Più versioni in un minuto",
        paragraphs: [
          "Visto che l'esportazione richiede meno di 30 secondi, produrre una versione verticale, una orizzontale e una quadrata dello stesso video non costa quasi nulla. Pubblica ciascuna in modo nativo sulla sua piattaforma, invece di condividere un solo link ovunque.",
        ],
      },
      {
        title: "Controlla i limiti della piattaforma",
        paragraphs: [
          "Ogni piattaforma ha le sue regole su durata e dimensione dei file. La tabella qui sotto le riassume, così puoi accorciare una canzone lunga per le app di video brevi prima di esportare.",
        ],
      },
    ],
  },
}
