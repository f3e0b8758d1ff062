import { request } from "node:http"

/** A page's answer as sent: status, content encoding and the body's bytes, not decoded. */
export function rawAnswer(
  url: string,
  headers: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
      )
      res.on("error", reject)
    })
    req.on("timeout", () => req.destroy(new Error(`${url} did not answer within ${timeoutMs / 1000} s`)))
    req.on("error", reject)
    req.end()
  })
}
