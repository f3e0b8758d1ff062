import { format } from "node:util"
import { type Logger, pino } from "pino"
import { type Log, batchedLog } from "./request-log.ts"

/*
 * LOG_FORMAT=json (docs/deploy.md, "Monitoring"): one JSON object a line for every request and
 * every event the server logs. server/main.ts loads this module only in that format.
 */

/**
 * The logger of LOG_FORMAT=json: pino's JSON lines (ISO time, level by name), written through
 * batchedLog rather than pino's own asynchronous destination, so both formats share one writer,
 * its order with the rest of stdout and its flush at exit.
 */
export function jsonLogger(write?: (text: string) => void): Logger {
  const lines = batchedLog(write)
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: pino.stdSerializers.errWithCause },
    },
    { write: (text: string) => lines(text.endsWith("\n") ? text.slice(0, -1) : text) },
  )
}

/** The server's log as JSON lines: a request's fields apart (msg "request"), any other line as its msg. */
export function jsonLog(logger: Logger): Log {
  return (line, request) => (request ? logger.info(request, "request") : logger.info(line))
}

/**
 * Sends what the server and the build's modules write to the console through `logger`, one JSON
 * line per call: log and info at level info, warn at warn, error at error; an Error among the
 * arguments is kept whole (its stack and cause) as `err`.
 */
export function consoleToLogger(logger: Logger, target: Pick<Console, "log" | "info" | "warn" | "error"> = console) {
  const at =
    (level: "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error)
      // "Failed to open:" followed by its error reads as "Failed to open" with the error apart.
      const msg = format(...args.filter((arg) => arg !== err)).replace(/:\s*$/, "")
      if (err) logger[level]({ err }, msg)
      else logger[level](msg)
    }
  target.log = at("info")
  target.info = at("info")
  target.warn = at("warn")
  target.error = at("error")
}
