import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ebookPdf } from '@demo/ebook-pdf'
import type { User } from '@/payload-types'
import { createUser, fieldErrors, startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>
let editor: User
let author: number

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  editor = await createUser(payload, 'bien-tap@example.vn', ['editor'])
  author = (await payload.create({ collection: 'authors', data: { name: 'Tác giả', user: editor.id } })).id
})

afterAll(async () => stop())

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5cd5' } })
    .png()
    .toBuffer()

/** A post body holding one node that points at a document. */
const bodyWith = (node: { type: string } & Record<string, unknown>) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [{ format: '', version: 3, fields: null, ...node }],
  },
})

const savePost = (node: { type: string } & Record<string, unknown>) =>
  payload.create({
    collection: 'posts',
    data: { title: `Bài ${Math.random()}`, author, _status: 'published', content: bodyWith(node) },
    user: editor,
    overrideAccess: false,
  })

type PickerProps = { enabledCollectionSlugs?: string[]; enabledCollections?: string[] }

/** The collections one of the post body's document pickers offers. */
function offeredBy(featureKey: string): string[] {
  const content = payload.collections.posts.config.fields.find((field) => 'name' in field && field.name === 'content')
  const editorConfig = (
    content as {
      editor: { editorConfig: { resolvedFeatureMap: Map<string, { sanitizedServerFeatureProps: PickerProps }> } }
    }
  ).editor.editorConfig
  const props = editorConfig.resolvedFeatureMap.get(featureKey)!.sanitizedServerFeatureProps
  return props.enabledCollectionSlugs ?? props.enabledCollections ?? ['every collection']
}

describe("an article's document pickers", () => {
  it('offer images and files from the media library only, and references and links to public content only', () => {
    expect(offeredBy('upload')).toEqual(['media'])
    expect(offeredBy('relationship').sort()).toEqual(['pages', 'posts'])
    expect(offeredBy('link').sort()).toEqual(['pages', 'posts'])
  })

  it("refuse to save an article holding a paid download or a reader's form attachment, and keep media images", async () => {
    const pdf = ebookPdf()
    const download = await payload.create({
      collection: 'product-files',
      data: { title: 'Sách' },
      file: { data: pdf, name: 'sach.pdf', mimetype: 'application/pdf', size: pdf.length },
    })
    const image = await png()
    const attachment = await payload.create({
      collection: 'form-files',
      data: { originalName: 'giay-to.png' },
      file: { data: image, name: 'giay-to.png', mimetype: 'image/png', size: image.length },
    })
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Ảnh' },
      file: { data: image, name: 'anh.png', mimetype: 'image/png', size: image.length },
    })

    expect(
      await fieldErrors(savePost({ type: 'upload', relationTo: 'product-files', value: download.id })),
    ).not.toEqual([])
    expect(await fieldErrors(savePost({ type: 'upload', relationTo: 'form-files', value: attachment.id }))).not.toEqual(
      [],
    )
    expect(await fieldErrors(savePost({ type: 'relationship', relationTo: 'users', value: editor.id }))).not.toEqual([])
    expect(await fieldErrors(savePost({ type: 'upload', relationTo: 'media', value: media.id }))).toEqual([])
  })
})
