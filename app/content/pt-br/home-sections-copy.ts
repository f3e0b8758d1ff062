import type * as en from "#app/content/home-sections-copy.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY, SATISFACTION } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"
import { freeTrial, freeVideos } from "#app/content/free-trial.server.ts"

export const heroCopy: typeof en.heroCopy = {
  badge: "Nº 1 em videoclipes com IA",
  cta: "Começar",
  worksWith: "Funciona com músicas criadas no {suno} e no {udio}, ou com qualquer MP3 ou WAV",
  promises: [
    freeTrial("pt-br"),
    "Sem marca d’água",
    "Qualidade HD",
    "Download imediato",
    `Processamento ${roundTheClock("pt-br")}`,
  ],
  stats: [
    { value: atLeast(CREATORS, "pt-br"), label: "criadores" },
    { value: formatShare(SATISFACTION, "pt-br"), label: "satisfação" },
    { value: formatShare(LIP_SYNC_ACCURACY, "pt-br"), label: "precisão do lip-sync" },
    { value: atLeast(LANGUAGES, "pt-br"), label: "idiomas" },
  ],
  pauseVideo: "Pausar o vídeo de fundo",
  playVideo: "Reproduzir o vídeo de fundo",
}

export const demoCopy: typeof en.demoCopy = {
  eyebrow: "Demo",
  title: "Veja em ação",
  lead: "Veja uma faixa virar um videoclipe pronto: envie, escolha um estilo, confira a prévia na batida e exporte.",
  playLabel: "Reproduzir o vídeo de apresentação do produto",
  videoTitle: "Apresentação do Syncreel",
}

export const showcaseCopy: typeof en.showcaseCopy = {
  eyebrow: "Interface",
  title: "Um estúdio que cabe em uma aba do navegador",
  lead: "Todas as ferramentas para dirigir o seu vídeo, organizadas para que o primeiro leve minutos, e não um tutorial inteiro.",
  viewLarger: "{title}: ampliar",
}

export const testimonialsCopy: typeof en.testimonialsCopy = {
  eyebrow: "Depoimentos",
  title: `Amado por ${atLeast(CREATORS, "pt-br")} criadores`,
  lead: "Artistas, produtores, agências e professores usam a ferramenta para levar cada lançamento às telas.",
  rating: "Nota {rating} de 5",
  quote: "“{quote}”",
}

export const closingCopy: typeof en.closingCopy = {
  title: "Seu próximo lançamento merece um videoclipe",
  lead: `Crie seus primeiros ${freeVideos("pt-br")} grátis, sem cartão de crédito. Prontos em menos de 5 minutos, em HD e sem marca d’água.`,
  start: "Comece a criar agora",
  watchDemo: "Ver a demo",
  alsoOn: "Também no seu celular e no navegador",
  webApp: "Abrir o app web",
}

export const storeBadges: typeof en.storeBadges = {
  ios: "Baixar na",
  android: "Disponível no",
  newTab: "(abre em uma nova aba)",
}
