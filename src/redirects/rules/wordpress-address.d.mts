export type ContentKind = 'post' | 'category' | 'tag' | 'author' | 'product' | 'productCategory'
export type FormKind = ContentKind | 'home'

/** A WordPress address's form: what it names, the slug (decoded, lowercase) and the archive's page. */
export interface WordpressForm {
  kind: FormKind
  slug: string
  page: number
}

export declare const CONTENT_KINDS: readonly ContentKind[]
export declare function wordpressForm(path: string): WordpressForm | null
export declare function ourAddress(form: WordpressForm): string
