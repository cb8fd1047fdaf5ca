/// <reference types="vite/client" />

/** Build-time settings of the web app (Vite `VITE_*` environment variables). */
interface ImportMetaEnv {
  /**
   * Delay in milliseconds before every POST and PATCH is sent (spec 02 §7: 1000 ms). Tests build
   * with `VITE_ASUKAS_WRITE_DELAY_MS=0`; unset means the spec's 1000 ms.
   */
  readonly VITE_ASUKAS_WRITE_DELAY_MS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

interface Window {
  /**
   * Run-time override of the write delay in milliseconds (e.g. set to 0 by an e2e init script
   * before the app starts). Wins over `VITE_ASUKAS_WRITE_DELAY_MS`.
   */
  __ASUKAS_WRITE_DELAY_MS__?: number
}
