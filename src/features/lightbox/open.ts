import type { LightboxSlide } from './logic'

/**
 * Opens the lightbox on `slides` at `index`; closing hands the keyboard focus back to `opener`. The lightbox, its
 * library and React load on the first call only.
 */
export async function openLightbox(slides: LightboxSlide[], index: number, opener: HTMLElement | null): Promise<void> {
  const { mountLightbox } = await import('./mount')
  await mountLightbox(slides, index, () => opener?.focus())
}
