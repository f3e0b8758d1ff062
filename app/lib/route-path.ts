/**
 * A route pattern or a pathname as the site path it names: "features/lip-sync",
 * "/features/lip-sync" and "/features/lip-sync/" all → "/features/lip-sync".
 * The content registries compare their paths with it. Free of imports, for the
 * route table loaded by plain Node.
 */
export function routePath(patternOrPathname: string): string {
  return `/${patternOrPathname.replace(/^\/+|\/+$/g, "")}`
}
