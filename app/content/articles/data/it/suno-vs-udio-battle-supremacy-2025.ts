import type { ComparisonRow, FeatureCardItem, PlatformStat, TimelineEvent } from "../../types.ts"

// Neither company publishes market share; these cards summarise public reporting
// and third-party traffic estimates through October 2025, so they stay qualitative.
export const stats: PlatformStat[] = [
  {
    platform: "Suno",
    marketShare: "Quota maggiore (stima)",
    users: "Oltre 10 milioni di persone avevano creato musica entro maggio 2024 (dato dell'azienda)",
    growth: "Forte: v4.5 a maggio e v5 a settembre 2025",
  },
  {
    platform: "Udio",
    marketShare: "Seconda tra i generatori di canzoni (stima)",
    users: "Non reso pubblico",
    growth: "In transizione: accordo con UMG, rilancio con licenza previsto per il 2026",
  },
  {
    platform: "Altri strumenti di musica IA",
    marketShare: "Resto frammentato (stima)",
    users: "Varia da strumento a strumento",
    growth: "Nuovi arrivi da grandi aziende di IA nel 2025",
  },
]

export const rows: ComparisonRow[] = [
  {
    feature: "Primi passi",
    suno: "La modalità semplice trasforma un'idea di una riga in una canzone completa con testo; pochissimo da configurare",
    udio: "Si parte in fretta, ma i risultati migliori arrivano di solito dopo aver imparato le impostazioni manuali",
    winner: "suno",
  },
  {
    feature: "Durata e struttura della canzone completa",
    suno: "Dalla v4.5 genera canzoni complete di diversi minuti in un solo passaggio",
    udio: "Costruisce le canzoni da generazioni più brevi che estendi sezione per sezione",
    winner: "suno",
  },
  {
    feature: "Timbro e dettaglio della produzione",
    suno: "Mix puliti, pronti per la radio; la v5 ha migliorato voci e nitidezza",
    udio: "Spesso lodato per voci ricche di sfumature e una produzione densa dal suono organico",
    winner: "udio",
  },
  {
    feature: "Controlli di generazione",
    suno: "Prompt di stile, testo e qualche opzione avanzata",
    udio: "Espone intensità del prompt, intensità del testo, nitidezza, qualità e seed",
    winner: "udio",
  },
  {
    feature: "Editing e stem",
    suno: "Sostituzione di sezioni, cover, stem e, da settembre 2025, la workstation Suno Studio",
    udio: "Estensione, remix e inpainting di sezioni selezionate; download degli stem dalla v1.5",
    winner: "suno",
  },
  {
    feature: "Scaricare l'audio per un video (fine ottobre 2025)",
    suno: "I piani a pagamento scaricano le canzoni con diritti di uso commerciale",
    udio: "Download sospesi il 29 ottobre 2025 dopo l'accordo con UMG, salvo una breve finestra per riscaricare",
    winner: "suno",
  },
]

export const audiences: FeatureCardItem[] = [
  {
    title: "Scegli Suno se vuoi canzoni finite in fretta",
    description:
      "Content creator, podcaster e autori alle prime armi che hanno bisogno di un brano completo e strutturato da un prompt breve, per poi passare subito al video.",
  },
  {
    title: "Scegli Udio se ami scolpire il suono",
    description:
      "Produttori e autori di prompt esperti che amano regolare le impostazioni, rigenerare singole sezioni e inseguire un preciso timbro vocale.",
  },
  {
    title: "Autori con il testo già pronto",
    description:
      "Entrambi gli strumenti accettano i tuoi testi. Suno tiene insieme più facilmente i testi lunghi; Udio premia la rifinitura riga per riga.",
  },
  {
    title: "Produttori che lavorano in una DAW",
    description:
      "Suno Studio e l'esportazione degli stem si adattano a un flusso di lavoro a strati. Anche gli stem di Udio sono utili, ma prima controlla le sue condizioni di download attuali.",
  },
  {
    title: "Creatori di video musicali con una scadenza",
    description:
      "Conta avere un master pulito e scaricabile che puoi pubblicare. A fine ottobre 2025 questo porta a Suno per i nuovi progetti.",
  },
  {
    title: "Usali entrambi",
    description:
      "Molti creator abbozzano le idee in uno strumento e le finiscono nell'altro. Syncreel accetta il file audio finale in ogni caso.",
  },
]

export const timeline: TimelineEvent[] = [
  {
    date: "dicembre 2023",
    title: "Suno apre al pubblico",
    description: "Suno lancia la sua app web e un'integrazione con Microsoft Copilot.",
  },
  {
    date: "marzo 2024",
    title: "Suno v3",
    description: "Canzoni più lunghe e coerenti portano Suno a un pubblico molto più ampio.",
  },
  {
    date: "aprile 2024",
    title: "Arriva Udio",
    description:
      "Fondata da ex ricercatori di Google DeepMind, Udio apre una beta pubblica e attira l'attenzione per il realismo delle voci.",
  },
  {
    date: "maggio 2024",
    title: "Suno raccoglie 125 milioni di dollari",
    description: "Suno dichiara che oltre 10 milioni di persone hanno creato musica con il suo strumento.",
  },
  {
    date: "giugno 2024",
    title: "Le major fanno causa a entrambe",
    description:
      "Universal, Sony e Warner intentano cause per violazione del copyright contro Suno e Udio per la musica usata per addestrare i loro modelli.",
  },
  {
    date: "luglio 2024",
    title: "Udio 1.5",
    description: "Uscita stereo ad alta fedeltà, download degli stem e remix da audio ad audio.",
  },
  {
    date: "novembre 2024",
    title: "Suno v4",
    description: "Audio più pulito, testi più incisivi e strutture delle canzoni più dinamiche.",
  },
  {
    date: "maggio 2025",
    title: "Suno v4.5",
    description: "Più generi, maggiore aderenza al prompt e canzoni lunghe fino a otto minuti.",
  },
  {
    date: "settembre 2025",
    title: "Suno v5 e Suno Studio",
    description: "Un nuovo modello di punta e una workstation audio generativa nel browser per modificare gli stem.",
  },
  {
    date: "ottobre 2025",
    title: "Udio trova un accordo con Universal Music Group",
    description:
      "Le due aziende annunciano una piattaforma con licenza per creare e ascoltare musica nel 2026; Udio sospende i download, scatenando le proteste degli utenti.",
  },
]
