import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { objectKey, objectStoreSettings } from './logic'

describe('objectStoreSettings', () => {
  it('is null without S3_URL: uploads stay on the local disk', () => {
    expect(objectStoreSettings(undefined)).toBeNull()
    expect(objectStoreSettings('  ')).toBeNull()
  })

  it('reads the endpoint, bucket, region and keys of the address', () => {
    expect(objectStoreSettings('https://AKIA1:b%2Fm%C3%AD@s3.vn-hn.example.vn/thuthuat-media?region=vn-hn-1')).toEqual({
      endpoint: 'https://s3.vn-hn.example.vn',
      bucket: 'thuthuat-media',
      region: 'vn-hn-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'b/mí' },
    })
    expect(objectStoreSettings('http://S3RVER:S3RVER@127.0.0.1:4569/media/')).toMatchObject({
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'media',
      region: 'us-east-1',
    })
  })

  it('refuses in Vietnamese what it cannot use', () => {
    for (const bad of [
      'không phải địa chỉ',
      'ftp://a:b@host/bucket',
      'https://a:b@host',
      'https://a:b@host/bucket/folder',
      'https://host/bucket',
    ])
      expect(() => objectStoreSettings(bad), bad).toThrow(/S3_URL/)
  })

  it('gives back any key and secret as written, whatever characters they hold', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (key, secret) => {
        const url = `https://${encodeURIComponent(key)}:${encodeURIComponent(secret)}@s3.example.vn/site`
        expect(objectStoreSettings(url)?.credentials).toEqual({ accessKeyId: key, secretAccessKey: secret })
      }),
    )
  })
})

describe('objectKey', () => {
  it('keeps each collection in its own folder, so a form attachment never shares a name with a picture', () => {
    expect(objectKey('media', 'anh.png')).toBe('media/anh.png')
    expect(objectKey('form-files', 'anh.png')).toBe('form-files/anh.png')
  })
})
