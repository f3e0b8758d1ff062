import type * as en from "#app/content/features.ts"
import { features as english } from "#app/content/features.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare, roundTheClock } from "#app/content/fact-format.ts"

const words: Record<en.Feature["slug"], { title: string; description: string }> = {
  "lightning-fast": {
    title: "Ultrarrápido",
    description: `Envie uma faixa e receba um videoclipe pronto em menos de 5 minutos, com a renderização funcionando ${roundTheClock("pt-br")}.`,
  },
  "perfect-sync": {
    title: "Sincronia perfeita",
    description: "Cortes, movimentos de câmera e efeitos caem no beat, porque cada cena acompanha o ritmo da sua música.",
  },
  "lip-sync": {
    title: "Lip-sync",
    description: `Os cantores articulam cada palavra do seu vocal com ${formatShare(LIP_SYNC_ACCURACY, "pt-br")} de precisão no lip-sync, em mais de ${formatNumber(LANGUAGES, "pt-br")} idiomas.`,
  },
  "multiple-formats": {
    title: "Vários formatos",
    description: "Exporte em vertical 9:16, horizontal 16:9 ou quadrado 1:1, pronto para TikTok, YouTube e Instagram.",
  },
  "ai-enhancement": {
    title: "Aprimoramento com IA",
    description:
      "Escolha um estilo e deixe a IA iluminar, corrigir as cores e aumentar a resolução de cada quadro; depois, faça o ajuste fino quadro a quadro.",
  },
  "instant-export": {
    title: "Exportação instantânea",
    description: "Baixe o vídeo em Full HD sem marca d’água assim que ficar pronto, em MP4, MOV ou WebM.",
  },
}

export const features: typeof en.features = english.map((feature) => ({ ...feature, ...words[feature.slug] }))

export const featuresSectionText: typeof en.featuresSectionText = {
  eyebrow: "Recursos",
  title: "Tudo o que a sua música precisa para ser vista",
  lead: "Do primeiro beat à exportação final, a IA cuida da parte difícil e o controle continua com você.",
  learnMore: "Saiba mais",
  learnMoreAbout: (title) => ` sobre ${title}`,
  startCreating: "Comece a criar agora",
  viewExamples: "Ver exemplos",
}
