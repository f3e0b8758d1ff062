import type { FeatureCardItem } from "../../types.ts"

/** Trends as seen in January 2025. */
export const trends: FeatureCardItem[] = [
  {
    title: "Clip più lunghe e stabili",
    description:
      "I modelli video usciti a fine 2024 tengono insieme una scena più a lungo, con meno volti che si sciolgono e oggetti che saltano da un fotogramma all'altro.",
  },
  {
    title: "Personaggi coerenti",
    description:
      "Immagini di riferimento e asset riutilizzabili mantengono riconoscibili la stessa persona, lo stesso abbigliamento e la stessa ambientazione da un'inquadratura all'altra.",
  },
  {
    title: "Volti che si esibiscono",
    description:
      "Gli strumenti di lip-sync e di trasferimento della performance fanno parlare e cantare in modo convincente i personaggi generati, il passaggio chiave per i video musicali.",
  },
  {
    title: "Movimenti di camera diretti",
    description:
      "Controlli della camera e motion brush sostituiscono la fortuna con l'intenzione: panoramiche, carrellate in avanti e rotazioni che scegli invece di sperare.",
  },
  {
    title: "Verticale come impostazione predefinita",
    description:
      "Il 9:16 è trattato come un formato di primo piano, perché è lì che avviene la maggior parte della visione di video brevi e della scoperta musicale.",
  },
  {
    title: "Video che seguono la musica",
    description:
      "Sempre più strumenti partono dall'audio e sincronizzano tagli, movimenti e labiale con il ritmo, la struttura e la voce.",
  },
  {
    title: "Bozze più veloci ed economiche",
    description:
      "Varianti dei modelli più leggere e infrastrutture migliori riducono l'attesa, così i creator possono provare diverse idee prima di sceglierne una.",
  },
  {
    title: "Etichette e provenienza",
    description:
      "Le piattaforme chiedono ai creator di dichiarare i contenuti realistici generati con l'IA, e standard di metadati come le Content Credentials C2PA viaggiano insieme al file.",
  },
]
