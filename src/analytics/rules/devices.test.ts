import { describe, expect, it } from 'vitest'
import { deviceAndBrowser } from './devices'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
const WINDOWS_COCCOC =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/117.0.0 ' +
  'Chrome/111.0.0.0 Safari/537.36'
const IPHONE_ZALO =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'Zalo iOS/424 ZaloTheme/light ZaloLanguage/vn'
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 ' +
  'Mobile/15E148 Safari/604.1'
const ANDROID_FACEBOOK =
  'Mozilla/5.0 (Linux; Android 14; 23021RAAEG) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 ' +
  'Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/445.0.0.34.118;]'

describe('deviceAndBrowser', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceAndBrowser(ANDROID_CHROME)).toEqual({ device: 'mobile', browser: 'Chrome' })
    expect(deviceAndBrowser(IPAD_SAFARI)).toEqual({ device: 'tablet', browser: 'Safari' })
    expect(deviceAndBrowser(WINDOWS_COCCOC)).toEqual({ device: 'desktop', browser: 'Coc Coc' })
  })

  it('names the in-app browsers readers arrive through', () => {
    expect(deviceAndBrowser(IPHONE_ZALO)).toEqual({ device: 'mobile', browser: 'Zalo' })
    expect(deviceAndBrowser(ANDROID_FACEBOOK)).toEqual({ device: 'mobile', browser: 'Facebook' })
  })

  it('counts an unknown agent as a desktop with another browser', () => {
    expect(deviceAndBrowser('')).toEqual({ device: 'desktop', browser: 'other' })
    expect(deviceAndBrowser('x'.repeat(10_000)).browser).toBe('other')
  })
})
