import { createContext as createReactContext, useContext } from "react"
import { createContext } from "react-router"

/** The CSP nonce of a server-rendered response, from the server to entry.server. */
export const nonceContext = createContext<string>("")

const NonceReactContext = createReactContext("")

export const NonceProvider = NonceReactContext.Provider

/** The nonce for inline scripts; empty in the browser and in prerendered pages (they use hashes). */
export function useNonce() {
  return useContext(NonceReactContext)
}
