import { type ClassValue, clsx } from "clsx"

/**
 * Joins class names, dropping false and empty ones. It does not resolve conflicting Tailwind
 * classes: where two set the same property, the stylesheet's order decides, not their order here,
 * so a caller's className adds to a component's classes and must not contradict them.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
