/**
 * This machine's own network addresses (its Wi-Fi or LAN address, say), which a browser on the same network opens a
 * site started here with. Loopback addresses are left out (site-origin.mjs names them), and so are IPv6 link-local
 * ones, which a browser cannot put in an address bar without their interface. Plain JavaScript: the app and the
 * HTTP front (front/serve.mjs) share it.
 */
import os from 'node:os'

export function machineAddresses() {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && !(entry.family === 'IPv6' && entry.scopeid))
    .map((entry) => entry.address)
}
