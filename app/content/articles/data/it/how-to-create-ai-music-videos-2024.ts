import type { FeatureCardItem } from "../../types.ts"

export const exportPresets: FeatureCardItem[] = [
  {
    title: "TikTok, Reels e Shorts",
    description:
      "Verticale 9:16 a 1080x1920, esportato in MP4. Usa 30 FPS per la maggior parte delle performance e 60 FPS per i movimenti veloci. Tienilo breve e apri con l'hook.",
  },
  {
    title: "YouTube",
    description:
      "Orizzontale 16:9 a 1920x1080, esportato in MP4. È il posto per la canzone intera, quindi usa il brano completo invece di un estratto.",
  },
  {
    title: "Feed di Instagram e Facebook",
    description:
      "Quadrato 1:1 a 1080x1080, esportato in MP4. Un video quadrato occupa più spazio nel feed di uno orizzontale e si ritaglia bene nelle anteprime a griglia.",
  },
  {
    title: "Ulteriore montaggio",
    description:
      "Il MOV è la scelta abituale per i software di montaggio. Il colore a 10 bit e il bitrate da 15 a 25 Mbps lasciano margine per sottotitoli, titoli e una color correction finale.",
  },
  {
    title: "Il tuo sito web",
    description:
      "Il WebM si riproduce nella maggior parte dei browser moderni, ed è adatto come video di sfondo o di apertura nella pagina di un artista. Tieni l'MP4 come alternativa per i dispositivi più vecchi.",
  },
]
