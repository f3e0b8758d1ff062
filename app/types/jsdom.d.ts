// jsdom ships no types and @types/jsdom is not installed; the sanitiser needs only a window.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}
