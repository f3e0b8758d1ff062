import type * as en from "#app/content/showcase.ts"
import { translateScreenshots } from "#app/content/showcase.ts"

export const screenshots: typeof en.screenshots = translateScreenshots({
  "frame-by-frame-control": {
    title: "Controle quadro a quadro",
    description: "Percorra cada quadro na linha do tempo e refaça o prompt de qualquer cena sem mexer no resto.",
    alt: "A linha do tempo do editor com miniaturas das cenas, a forma de onda da faixa e um quadro selecionado pronto para editar",
  },
  "real-time-preview": {
    title: "Prévia em tempo real",
    description:
      "Assista ao vídeo rodando com a sua faixa enquanto ele é renderizado e identifique um corte errado antes de exportar.",
    alt: "O player de prévia mostrando uma cena renderizada, os controles de reprodução e a faixa de lip-sync abaixo",
  },
  "smart-asset-library": {
    title: "Biblioteca inteligente",
    description: "Guarde cantores, estilos e cenas em uma só biblioteca e reutilize-os em cada lançamento.",
    alt: "Uma grade de personagens, estilos e cenas salvos na biblioteca, com filtros à esquerda",
  },
  "quick-video-generation": {
    title: "Geração rápida de vídeos",
    description: "Envie uma faixa, escolha um estilo e um formato e receba um vídeo pronto em menos de 5 minutos.",
    alt: "O formulário de novo vídeo com uma faixa enviada, um seletor de estilo e os formatos 9:16, 16:9 e 1:1",
  },
})
