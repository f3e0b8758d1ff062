import type { PlatformStat, TimelineEvent } from "../../types.ts"

/** Indicative ranges as of January 2025, synthesized from public industry estimates; not audited data. */
export const segmentStats: PlatformStat[] = [
  {
    platform: "Generatori text-to-song",
    marketShare: "35–45% (stima)",
    users: "Circa 10 milioni di persone sull'app principale a metà 2024 (dato dichiarato dall'azienda)",
    growth: "Il segmento in crescita più rapida nel 2024",
  },
  {
    platform: "Strumenti IA per produzione e mastering",
    marketShare: "25–35% (stima)",
    users: "Milioni di producer e home studio (stima)",
    growth: "Circa 20–30% all'anno (stima)",
  },
  {
    platform: "Strumenti IA per voce e parti vocali",
    marketShare: "10–20% (stima)",
    users: "Difficile da misurare; distribuito tra app e plugin",
    growth: "Rapida, ma condizionata dalle leggi sull'imitazione della voce",
  },
  {
    platform: "Immagini e video musicali con l'IA",
    marketShare: "5–10% (stima)",
    users: "La base più piccola, legata ai video brevi",
    growth: "Tra le più rapide, partendo da una base ridotta (stima)",
  },
]

export const marketTimeline: TimelineEvent[] = [
  {
    date: "giugno 2023",
    title: "Meta pubblica MusicGen",
    description:
      "Un modello di ricerca text-to-music disponibile apertamente dimostra che la generazione musicale da prompt non è più un'esclusiva dei laboratori chiusi.",
  },
  {
    date: "settembre 2023",
    title: "Stability AI lancia Stable Audio",
    description:
      "Un prodotto commerciale text-to-audio addestrato su musica di repertorio concessa in licenza, pensato per producer e creatori di contenuti.",
  },
  {
    date: "novembre 2023",
    title: "Google e YouTube testano Dream Track",
    description:
      "Un piccolo esperimento su YouTube Shorts basato sul modello Lyria di Google DeepMind genera brevi colonne sonore nello stile degli artisti partecipanti.",
  },
  {
    date: "dicembre 2023",
    title: "Suno arriva in Microsoft Copilot",
    description:
      "Un plugin porta la generazione di canzoni complete con voce in un assistente di largo uso e a un pubblico molto più ampio.",
  },
  {
    date: "marzo 2024",
    title: "Suno v3 e l'ELVIS Act del Tennessee",
    description:
      "Suno apre a tutti gli utenti il modello v3, con un audio nettamente migliore e canzoni fino a due minuti. Il Tennessee approva una legge che tutela la voce degli artisti dalle imitazioni non autorizzate con l'IA.",
  },
  {
    date: "aprile 2024",
    title: "Udio viene lanciato al pubblico",
    description:
      "Un secondo servizio text-to-song ben finanziato, fondato da ex ricercatori di Google DeepMind, trasforma la categoria in una corsa a due.",
  },
  {
    date: "maggio 2024",
    title: "Suno raccoglie 125 milioni di dollari",
    description:
      "L'azienda dichiara che circa 10 milioni di persone hanno creato musica con il suo servizio, il segnale pubblico più chiaro finora della domanda dei consumatori.",
  },
  {
    date: "giugno 2024",
    title: "Le major fanno causa a Suno e Udio",
    description:
      "Cause coordinate dalla RIAA accusano entrambi i servizi di essersi addestrati su registrazioni protette da copyright senza autorizzazione. A gennaio 2025 entrambe le cause sono ancora aperte.",
  },
  {
    date: "agosto 2024",
    title: "Entra in vigore l'AI Act dell'UE",
    description:
      "Gli obblighi entrano in vigore gradualmente nell'arco di diversi anni, compresi i doveri di trasparenza per i modelli di IA per finalità generali e l'etichettatura dei contenuti generati con l'IA.",
  },
  {
    date: "novembre 2024",
    title: "Suno v4",
    description:
      "Un audio più pulito e una struttura delle canzoni più solida riducono la distanza tra i brani generati e le uscite tradizionali.",
  },
  {
    date: "dicembre 2024",
    title: "Le società degli autori lanciano l'allarme; i modelli video diventano pubblici",
    description:
      "Uno studio per la CISAC avverte che circa un quarto dei ricavi dei creatori di musica potrebbe essere a rischio entro il 2028, mentre OpenAI pubblica Sora e Google annuncia Veo 2.",
  },
  {
    date: "2025",
    title: "Cosa tenere d'occhio",
    description:
      "Sentenze o accordi nelle cause delle etichette, accordi di licenza tra aziende di IA e titolari dei diritti, i primi obblighi dell'AI Act dell'UE ad agosto e un'integrazione più stretta tra generazione di musica e di video.",
  },
]
