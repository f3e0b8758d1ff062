// The parts of untyped packages this project uses (neither ships types, and no @types package is installed).

declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; total: number }
  type Options = { url: string; connections: number; duration: number; headers?: Record<string, string>; timeout?: number }
  type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
  export default function autocannon(options: Options): Promise<Result>
}

declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string })
    readonly window: Window & typeof globalThis
  }
}
