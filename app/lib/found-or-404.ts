import { data } from "react-router"

/**
 * The content a route looked up, or a 404 response thrown in its place. The
 * routes that serve many paths from one module (landing, feature, fixed
 * article) look their entry up with the registry's `find…ForPath(pattern)` and
 * pass it through here, so an entry that is gone answers "not found".
 */
export function foundOr404<T>(entry: T | undefined): T {
  if (entry === undefined) throw data(null, { status: 404 })
  return entry
}
