import { site } from "#app/config/site.ts"
import type { AccessibilityPageText } from "#app/content/accessibility.ts"

// The accessibility statement in Brazilian Portuguese; the review date, the mail and AgID's address
// stay in the English module (formatReviewDate and barrierReportMailto take the locale). Register: você.

const b = site.brand
const host = new URL(site.siteUrl).host

export const accessibilityPage: AccessibilityPageText = {
  title: "Declaração de acessibilidade",
  description: `O quanto o site do ${b} é acessível: nossa meta WCAG 2.2 AA e como a verificamos, as limitações que conhecemos e como relatar uma barreira.`,
  backHome: "Voltar para o início",
  lastReviewed: "Última revisão:",
  callout: { lead: "Encontrou uma barreira?", text: (email) => `Conte para a gente em ${email} e vamos verificar.` },
  reportButton: "Relatar uma barreira",
  writeTo: (email) => `Escreva para ${email}`,
  agidLink: "Site da AgID",
  newTab: " (abre em uma nova aba)",
  sections: [
    {
      id: "scope",
      title: "O que esta declaração abrange",
      paragraphs: [
        `O ${b} quer que todos possam usar este site, inclusive pessoas que usam leitor de tela, apenas o teclado, ampliação de tela ou controle por voz. Esta declaração abrange o site ${host}: a página inicial e as landing pages, as páginas de recursos, os preços, as páginas de ajuda e o blog.`,
        `O app de criação que os botões do site abrem e os apps para celular são serviços separados: esta declaração não os abrange.`,
      ],
    },
    {
      id: "conformance",
      title: "Status de conformidade",
      paragraphs: [
        `Nossa meta são as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2 no nível AA, o nível a que a norma europeia EN 301 549 se refere. O site está parcialmente em conformidade com as WCAG 2.2 AA: a maior parte atinge a meta, e as exceções estão listadas abaixo, em "Limitações conhecidas".`,
      ],
    },
    {
      id: "measured",
      title: "Como verificamos",
      paragraphs: [
        `O conjunto de testes automatizados do site executa estas verificações no Chromium. Ferramentas automáticas encontram muitas barreiras, mas não todas; por isso, passar nos testes é um indício, não uma prova.`,
      ],
      list: [
        "axe-core, com suas regras WCAG 2.2 A e AA e sua verificação de que cada região (landmark) tem um nome único, em uma página de cada tipo em cada idioma (as páginas do mesmo tipo compartilham sua marcação) e em cada artigo cujo texto contém elementos que os outros não têm, na largura de um celular (390 px) e de um computador (1280 px), e com o menu mobile, o painel de compartilhamento e as caixas de diálogo abertos.",
        "Testes de teclado: o percurso principal (link para pular ao conteúdo, navegação, preços, a caixa de diálogo de um vídeo de exemplo, o painel de compartilhamento) é concluído só com o teclado, e cada parada mostra um indicador de foco visível.",
        "Lighthouse: pontuação de acessibilidade 100 em uma página de cada tipo.",
        "html-validate: o primeiro HTML de cada página é HTML válido, pois as tecnologias assistivas dependem dele.",
        "A calculadora de preços, o formulário do site, é testada com e sem JavaScript, incluindo a mensagem que cada dado incorreto recebe.",
      ],
    },
    {
      id: "features",
      title: "O que você pode esperar",
      paragraphs: [],
      list: [
        "O conteúdo de cada página está no seu primeiro HTML: pode ser lido sem JavaScript, e a calculadora de preços funciona sem ele.",
        "Um link para pular ao conteúdo principal e regiões com nomes únicos para navegar em cada página.",
        "Todos os vídeos do site têm legendas. O vídeo de fundo no topo da página inicial é decorativo e sem som, não é reproduzido quando o seu dispositivo pede movimento reduzido, e um botão no canto inferior esquerdo do banner principal o pausa.",
        "Textos e controles atendem às taxas de contraste das WCAG, e o foco está sempre visível.",
      ],
    },
    {
      id: "limitations",
      title: "Limitações conhecidas",
      paragraphs: [],
      list: [
        "Os vídeos de exemplo da página inicial são prévias curtas dos videoclipes completos, não as músicas inteiras.",
        "Alguns artigos do blog incorporam vídeos do YouTube. O player e seus controles são do YouTube, e não podemos alterá-los.",
        "As verificações automáticas cobrem todas as páginas fixas e uma amostra dos artigos do blog, não cada artigo: um artigo publicado depois não é verificado antes de aparecer.",
      ],
    },
    {
      id: "report",
      title: "Relatar uma barreira",
      paragraphs: [
        `Se algo neste site for difícil ou impossível de usar, conte para a gente: escreva para ${site.email.support}. Diga qual página, o que você estava tentando fazer e o que deu errado e, se quiser, qual navegador e qual tecnologia assistiva você usa. Lemos todos os relatos e respondemos por e-mail.`,
      ],
    },
    {
      id: "enforcement",
      title: "Procedimento de aplicação",
      paragraphs: [
        `Se você não ficar satisfeito com a nossa resposta, ou não receber resposta, pode relatar o caso pelo site da AgID (Agenzia per l'Italia Digitale), a autoridade italiana que fiscaliza a acessibilidade de produtos e serviços segundo o Ato Europeu de Acessibilidade (Decreto Legislativo italiano 82/2022).`,
      ],
    },
    {
      id: "preparation",
      title: "Como esta declaração foi preparada",
      paragraphs: [
        `A equipe que desenvolve o site preparou esta declaração por autoavaliação, com base nas verificações acima. A última revisão foi na data indicada no topo desta página.`,
      ],
    },
  ],
}
