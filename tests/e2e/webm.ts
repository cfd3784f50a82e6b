import type { Page } from '@playwright/test'

/** A real WebM (VP8, about a second of changing colours), recorded by the browser itself from a canvas. */
export function recordWebm(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 })
    document.body.append(canvas)
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    let frame = 0
    const draw = () => {
      context.fillStyle = `hsl(${(frame++ * 24) % 360} 70% 50%)`
      context.fillRect(0, 0, 160, 90)
    }
    draw()
    recorder.start()
    const timer = setInterval(draw, 60)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    clearInterval(timer)
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    canvas.remove()
    return btoa(binary)
  })
}
