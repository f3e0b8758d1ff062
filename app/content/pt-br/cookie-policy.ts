import { site } from "#app/config/site.ts"
import { type CookieCategory, type CookiePolicyPageText, lifetime, storedNames } from "#app/content/cookie-policy.ts"

// The cookie policy in Brazilian Portuguese. Names and lifetimes come from the English module (the
// code that sets them); this file only words them. Register: você.

const b = site.brand

export const cookieCategories: CookieCategory[] = [
  {
    id: "essential",
    title: "Cookies essenciais",
    summary:
      "Sempre ativos. Eles apenas lembram a escolha que você fez no banner de cookies, para não perguntarmos de novo em cada página.",
    items: [
      {
        name: storedNames.consent,
        by: "Este site",
        purpose: "Sua escolha: a versão da política a que você respondeu, quando, e se análise e marketing estão permitidos",
        lifetime: `${lifetime("consentMonths", "pt-br")} (${lifetime("consentDays", "pt-br")}); depois perguntamos de novo`,
      },
    ],
  },
  {
    id: "analytics",
    title: "Cookies de análise",
    summary:
      "Desativados, a menos que você permita. Contam visualizações de página e cliques nas nossas chamadas para ação, para entendermos o que ajuda os visitantes. Os dados são processados pela PostHog na sua nuvem na União Europeia.",
    items: [
      {
        name: storedNames.posthog,
        by: "PostHog",
        purpose: "Um identificador anônimo de visitante e a sessão, em um cookie e no armazenamento local do navegador",
        lifetime: lifetime("posthog", "pt-br"),
      },
    ],
  },
  {
    id: "marketing",
    title: "Cookies de marketing",
    summary:
      "Desativados, a menos que você permita. Mostram quais anúncios trazem visitantes, por meio do Google Tag Manager (com o Google Analytics) e do Meta Pixel, e informam ao app o anúncio de onde você veio quando você o abre.",
    items: [
      {
        name: storedNames.ga,
        by: "Google Analytics (via Tag Manager)",
        purpose: "Diferencia as visitas",
        lifetime: lifetime("ga", "pt-br"),
      },
      {
        name: storedNames.gclAu,
        by: "Google Ads (via Tag Manager)",
        purpose: "Associa cliques em anúncios a visitas",
        lifetime: lifetime("gclAu", "pt-br"),
      },
      {
        name: storedNames.fbp,
        by: "Meta Pixel",
        purpose: "Diferencia navegadores para medir anúncios",
        lifetime: lifetime("fbp", "pt-br"),
      },
      {
        name: storedNames.fbc,
        by: "Este site e Meta Pixel",
        purpose: "O clique no anúncio do Facebook ou do Instagram de onde você veio (fb.1.<time>.<fbclid>)",
        lifetime: lifetime("fbc", "pt-br"),
      },
      {
        name: storedNames.attribution,
        by: "Este site",
        purpose:
          "Gravados quando você abre o app, para que ele atribua a visita ao anúncio certo: o ID do clique no anúncio, seu navegador, um ID para o clique e seu endereço IP",
        lifetime: lifetime("attribution", "pt-br"),
      },
    ],
  },
]

export const cookiePolicyPage: CookiePolicyPageText = {
  title: "Política de cookies",
  description: `Quais cookies o ${b} usa, o que cada um armazena e por quanto tempo, e como alterar ou retirar seu consentimento.`,
  intro: {
    before: `O ${b} só armazena o necessário para lembrar sua escolha, a menos que você permita mais. Os cookies de análise e de marketing só são definidos depois que você concorda com eles no banner de cookies, e nenhuma solicitação é enviada a esses serviços antes disso. A forma como tratamos dados pessoais em geral está descrita na nossa `,
    link: "política de privacidade",
    after: ".",
  },
  newTab: " (abre em uma nova aba)",
  tableLabel: (categoryTitle) => `Lista de ${categoryTitle.toLowerCase()}`,
  columns: { name: "Nome", by: "Definido por", purpose: "O que armazena", lifetime: "Duração" },
  withdraw: {
    title: "Mudou de ideia?",
    before: `Você pode permitir ou retirar cada categoria a qualquer momento em Preferências de cookies, no rodapé de cada página ou aqui mesmo. Quando você retira o consentimento, apagamos os cookies daquela categoria e recarregamos a página sem os serviços dela. Perguntamos de novo após ${lifetime("consentMonths", "pt-br")} e sempre que esta política mudar. Você também pode apagar cookies nas configurações do navegador. Dúvidas sobre seus dados: `,
    after: ".",
    button: "Abrir preferências de cookies",
  },
}
