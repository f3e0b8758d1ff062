import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser"

// A parsed ICU message as loader data carries it: FormatJS's syntax tree written compactly, so the
// calculator's and the chrome's messages cost the page a few hundred bytes of data, not kilobytes
// (the tree's `{ type, value }` objects serialise to several entries each). Text is a string; the
// rest are short arrays. Anything not written here compactly travels as FormatJS wrote it.

export type Packed =
  | string
  | readonly ["#"]
  | readonly ["a", string]
  | readonly ["n", string]
  | readonly ["p", string, number, "cardinal" | "ordinal", Readonly<Record<string, readonly Packed[]>>]
  | readonly ["s", string, Readonly<Record<string, readonly Packed[]>>]
  | readonly ["g", string, readonly Packed[]]
  | readonly ["x", MessageFormatElement]

export function pack(elements: readonly MessageFormatElement[]): Packed[] {
  return elements.map((element): Packed => {
    switch (element.type) {
      case TYPE.literal:
        return element.value
      case TYPE.pound:
        return ["#"]
      case TYPE.argument:
        return ["a", element.value]
      case TYPE.number:
        return element.style ? ["x", element] : ["n", element.value]
      case TYPE.plural:
        return ["p", element.value, element.offset, element.pluralType ?? "cardinal", packOptions(element.options)]
      case TYPE.select:
        return ["s", element.value, packOptions(element.options)]
      case TYPE.tag:
        return ["g", element.value, pack(element.children)]
      default:
        return ["x", element]
    }
  })
}

export function unpack(packed: readonly Packed[]): MessageFormatElement[] {
  return packed.map((part): MessageFormatElement => {
    if (typeof part === "string") return { type: TYPE.literal, value: part }
    switch (part[0]) {
      case "#":
        return { type: TYPE.pound }
      case "a":
        return { type: TYPE.argument, value: part[1] }
      case "n":
        return { type: TYPE.number, value: part[1], style: null }
      case "p":
        return { type: TYPE.plural, value: part[1], offset: part[2], pluralType: part[3], options: unpackOptions(part[4]) }
      case "s":
        return { type: TYPE.select, value: part[1], options: unpackOptions(part[2]) }
      case "g":
        return { type: TYPE.tag, value: part[1], children: unpack(part[2]) }
      case "x":
        return part[1]
    }
  })
}

function packOptions(options: Record<string, { value: MessageFormatElement[] }>) {
  return Object.fromEntries(Object.entries(options).map(([name, option]) => [name, pack(option.value)]))
}

function unpackOptions(options: Readonly<Record<string, readonly Packed[]>>) {
  return Object.fromEntries(Object.entries(options).map(([name, value]) => [name, { value: unpack(value) }]))
}
