import type { ImageTopic } from '../types'
import type { Palette } from './palettes'
import type { Random } from './random'
import type { IdFactory } from './svg'

/** Everything a drawing needs: what to show, at which size, in which colours, with which dice. */
export interface Scene {
  topic: ImageTopic
  width: number
  height: number
  palette: Palette
  random: Random
  id: IdFactory
}

export function svgDocument(scene: Scene, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}">${content}</svg>`
}
