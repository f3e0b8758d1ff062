import { expect, test } from "vitest"
import { isLoopbackAddress, isPublicAddress } from "./public-address.ts"

test.each([
  "127.0.0.1",
  "127.255.0.9",
  "10.0.0.1",
  "172.16.5.4",
  "172.31.255.255",
  "192.168.1.1",
  "169.254.169.254",
  "100.64.0.1",
  "100.127.255.255",
  "0.0.0.0",
  "224.0.0.1",
  "255.255.255.255",
  "192.0.2.10",
  "::",
  "::1",
  "[::1]",
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "::ffff:10.0.0.1",
  "::ffff:169.254.169.254",
  "::127.0.0.1",
  "64:ff9b::a9fe:a9fe",
  "2002:7f00:1::",
  "fc00::1",
  "fd12:3456::1",
  "fe80::1",
  "fe80::1%eth0",
  "ff02::1",
  "2001:db8::1",
  "not an address",
  "1.2.3",
  "256.1.1.1",
])("%s is not public", (address) => {
  expect(isPublicAddress(address)).toBe(false)
})

test.each([
  "93.184.215.14",
  "8.8.8.8",
  "172.32.0.1",
  "100.128.0.1",
  "2606:4700::6810:85e5",
  "::ffff:93.184.215.14",
  "[2a00:1450::1]",
])("%s is public", (address) => {
  expect(isPublicAddress(address)).toBe(true)
})

test("loopback is 127/8, ::1 and their IPv4-mapped form, nothing else", () => {
  for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackAddress(address)).toBe(true)
  for (const address of ["10.0.0.1", "169.254.169.254", "::", "fe80::1", "8.8.8.8"])
    expect(isLoopbackAddress(address)).toBe(false)
})
