import type * as en from "#app/content/landing-pages.ts"
import { translateLandingPages } from "#app/content/landing-pages.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare } from "#app/content/fact-format.ts"
import { FREE_VIDEOS, formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"

const free = `${formatNumber(FREE_VIDEOS, "pt-br")} ${plural(FREE_VIDEOS, "pt-br", { one: "vídeo", other: "vídeos" })}`
const lipSync = formatShare(LIP_SYNC_ACCURACY, "pt-br")
const languages = formatNumber(LANGUAGES, "pt-br")

export const homePage: typeof en.homePage = {
  path: "/",
  hero: {
    title: "A melhor IA para criar videoclipes",
    subtitle:
      "Transforme qualquer faixa em um videoclipe com sincronia labial em menos de 5 minutos: cortes na batida, vertical, horizontal ou quadrado, em Full HD e sem marca d'água.",
  },
  title: "Videoclipe com IA: a melhor IA para as suas músicas",
  description: `Transforme qualquer música em um videoclipe com sincronia labial em minutos. Vertical, horizontal ou quadrado, Full HD, sem marca d'água. ${free} grátis.`,
}

export const landingPages: typeof en.landingPages = translateLandingPages({
  "/suno-music-video": {
    hero: {
      title: "Transforme suas músicas do Suno em videoclipes",
      subtitle:
        "Baixe sua faixa do Suno, envie aqui e receba um videoclipe com um cantor que articula cada palavra, editado no ritmo da sua música.",
    },
    title: "Videoclipe para músicas do Suno: seu clipe em minutos",
    description: `Crie um videoclipe para qualquer música do Suno em menos de 5 minutos: cantores com lip-sync, cortes na batida, Full HD sem marca d'água. ${free} grátis.`,
  },
  "/udio-music-video": {
    hero: {
      title: "Videoclipes para suas faixas do Udio",
      subtitle:
        "Dê às suas criações do Udio o visual que elas merecem: envie a faixa, escolha um estilo e exporte um vídeo com lip-sync para YouTube, TikTok ou Instagram.",
    },
    title: "Videoclipe para faixas do Udio: visual para a sua música",
    description:
      "Crie um videoclipe com lip-sync a partir de qualquer faixa do Udio em minutos. Vertical, horizontal ou quadrado, Full HD, sem marca d'água. Comece grátis.",
  },
  "/ai-music-video": {
    hero: {
      title: "Videoclipes com IA, prontos em minutos",
      subtitle:
        "Sem câmera, equipe ou edição: a IA ouve sua música e cria cenas, movimentos de câmera e lip-sync que acompanham cada batida.",
    },
    title: "Videoclipe com IA: crie um clipe de qualquer música",
    description: `Crie um videoclipe com IA a partir da sua música em menos de 5 minutos. Cenas na batida, ${lipSync} de precisão no lip-sync, mais de ${languages} idiomas, HD.`,
  },
  "/ai-music-video-creator": {
    hero: {
      title: "O criador de videoclipes com IA para artistas",
      subtitle:
        "Crie vídeos prontos para o lançamento de cada single: escolha um estilo, ajuste cada cena quadro a quadro e exporte em todos os formatos que seus fãs assistem.",
    },
    title: "Criador de videoclipes com IA para artistas e criadores",
    description: `Crie videoclipes com IA: estilos, controle quadro a quadro e lip-sync em mais de ${languages} idiomas. Usado por ${atLeast(CREATORS, "pt-br")} criadores. ${free} grátis.`,
  },
  "/ai-music-video-generator": {
    hero: {
      title: "Gerador de videoclipes com IA grátis",
      subtitle: `Gere um videoclipe completo a partir de um único arquivo de áudio. Os primeiros ${free} são grátis, sem cartão de crédito, e todo download é em Full HD.`,
    },
    title: "Gerador de videoclipes com IA grátis: da música ao vídeo",
    description: `Gere com IA um videoclipe de qualquer música, grátis nos primeiros ${free}. Lip-sync, cortes na batida, 9:16, 16:9 e 1:1, download em HD em minutos.`,
  },
  "/ai-singers-video": {
    hero: {
      title: "Cantores de IA que interpretam a sua música",
      subtitle: `Escolha um cantor virtual que canta sua letra com ${lipSync} de precisão no lip-sync em mais de ${languages} idiomas e coloque-o em qualquer cena que você imaginar.`,
    },
    title: "Vídeo com cantores de IA: cantores virtuais com lip-sync",
    description: `Crie um vídeo de um cantor de IA interpretando a sua música, com ${lipSync} de precisão no lip-sync em mais de ${languages} idiomas. Full HD, ${free} grátis.`,
  },
})
