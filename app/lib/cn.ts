import { type ClassValue, clsx } from "clsx"

/** Joins class names; later Tailwind classes are written to win by order. */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
