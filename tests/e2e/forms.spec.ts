import { expect, type Page, test } from '@playwright/test'
import { block, createPublished, docs, layout, signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted, formStarted } from './behaviours'
import { mailsTo } from './mails'

test.describe.configure({ mode: 'serial' })

// The newsroom's mail goes to the first administrator (the demo sets no contact e-mail): make sure there is one
// when this file runs on its own.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await signInAsAdmin(page)
  await page.close()
})

const ENDPOINT = '/wp-admin/admin-ajax.php'
const SUCCESS = 'Cảm ơn bạn! Chúng tôi đã nhận được thông tin và sẽ phản hồi sớm.'
const REQUIRED = 'Vui lòng điền trường này.'

/** A PNG of 1×1 pixel, as a file the reader picks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

interface StoredSubmission {
  formName: string
  status: string
  answers: { fieldId: string; value: string }[]
  files: { originalName: string; mimeType: string }[]
}

async function latestSubmission(page: Page): Promise<StoredSubmission> {
  await signInAsAdmin(page)
  const [latest] = await docs<StoredSubmission>(page.request, '/api/form-submissions?sort=-createdAt&limit=1&depth=1')
  return latest
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Liên hệ tòa soạn' })

test('a reader fills the contact form with the keyboard only, attaches a screenshot and sends it', async ({ page }) => {
  await page.goto('/lien-he')
  await behavioursStarted(page)
  const form = contactForm(page)
  await form.getByLabel('Họ và tên').focus()
  await page.keyboard.type('Nguyễn Thị Hoa')
  await page.keyboard.press('Tab')
  await page.keyboard.type('hoa@vidu.vn')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Số điện thoại')).toBeFocused()
  await page.keyboard.type('0912 345 678')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Chủ đề')).toBeFocused()
  await form.getByLabel('Chủ đề').selectOption({ label: 'Báo bài viết cần sửa' })
  await page.keyboard.press('Tab')
  await page.keyboard.type('Bài chụp màn hình iPhone đã cũ với iOS 18.')
  await form
    .getByLabel('Ảnh chụp màn hình hoặc tệp PDF')
    .setInputFiles({ name: 'man-hinh.png', mimeType: 'image/png', buffer: PNG })
  await form.getByLabel('Ảnh chụp màn hình hoặc tệp PDF').focus()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('checkbox', { name: /Tôi đồng ý/ })).toBeFocused()
  await page.keyboard.press('Space')
  // The captcha came with the first touch of the form and solves by itself; its box is next, then Send.
  await page.keyboard.press('Tab')
  // Its box reads "Tôi không phải là robot" until solved, then "Đã xác minh".
  const captcha = form.getByRole('checkbox', { name: /không phải là robot|Đã xác minh/i })
  await expect(captcha).toBeFocused()
  await expect(captcha).toBeChecked({ timeout: 30_000 })
  await expect(captcha).toHaveAccessibleName('Đã xác minh')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Gửi thư' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText(SUCCESS)
  // The form starts again, empty.
  await expect(form.getByLabel('Họ và tên')).toHaveValue('')
  const stored = await latestSubmission(page)
  expect(stored.formName).toBe('Liên hệ tòa soạn')
  expect(stored.status).toBe('new')
  expect(stored.answers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ fieldId: 'ho-ten', value: 'Nguyễn Thị Hoa' }),
      expect.objectContaining({ fieldId: 'dien-thoai', value: '+84912345678' }),
      expect.objectContaining({ fieldId: 'chu-de', value: 'Báo bài viết cần sửa' }),
      expect.objectContaining({ fieldId: 'dong-y', value: 'Đồng ý' }),
    ]),
  )
  expect(stored.files).toEqual([expect.objectContaining({ originalName: 'man-hinh.png', mimeType: 'image/png' })])
  // Mailed: to the newsroom, replying to the reader, and a confirmation to the reader.
  await expect.poll(() => mailsTo('hoa@vidu.vn').length).toBe(2)
  const toNewsroom = mailsTo('hoa@vidu.vn').find((mail) => /^Reply-To: hoa@vidu\.vn/m.test(mail))
  expect(toNewsroom).toContain('Báo bài viết cần sửa')
  expect(toNewsroom).toContain('man-hinh.png')
})

test('a reader subscribes in the footer and confirms with the link in the mail, on a page of the site that is never kept', async ({
  page,
}) => {
  await page.goto('/gioi-thieu')
  await behavioursStarted(page)
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Nhận tin ở chân trang' })
  await formStarted(form)
  await form.getByLabel('Nhận bài mới qua e-mail').fill('nhan-tin@vidu.vn')
  await form.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Gần xong! Hãy mở thư xác nhận chúng tôi vừa gửi đến hộp thư của bạn.',
  )
  await expect.poll(() => mailsTo('nhan-tin@vidu.vn').length).toBe(1)
  const link = /https?:\/\/\S+hanh-dong=xac-nhan[^\s<>"]+/
    .exec(mailsTo('nhan-tin@vidu.vn')[0])![0]
    .replace(/&amp;/g, '&')
  const confirmed = await page.goto(link)
  expect(confirmed!.status()).toBe(200)
  expect(confirmed!.headers()['cache-control']).toMatch(/no-store/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đã xác nhận đăng ký')
  // The site's page: its header, footer and styles around the answer.
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /Thủ Thuật/ })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0)
  await expectNoAxeViolations(page)
  // A link whose code does not fit its address says so, with its status, in the same page.
  const forged = new URL(link)
  forged.searchParams.set('email', 'ai-khac@vidu.vn')
  const refused = await page.goto(forged.pathname + forged.search)
  expect(refused!.status()).toBe(400)
  expect(refused!.headers()['cache-control']).toMatch(/no-store/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liên kết không hợp lệ')
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await signInAsAdmin(page)
  const [subscriber] = await docs<{ status: string }>(
    page.request,
    '/api/subscribers?where[email][equals]=nhan-tin@vidu.vn',
  )
  expect(subscriber.status).toBe('confirmed')
})

test('wrong answers are named by each field in Vietnamese before anything is sent, and axe finds nothing', async ({
  page,
}) => {
  await page.goto('/lien-he')
  await behavioursStarted(page)
  const sent: string[] = []
  page.on('request', (request) => request.url().includes(ENDPOINT) && sent.push(request.url()))
  const form = contactForm(page)
  await form.getByLabel('E-mail').fill('khong-phai-email')
  await form.getByRole('button', { name: 'Gửi thư' }).click()
  await expect(form.getByRole('alert')).toHaveText('Có lỗi xảy ra, vui lòng kiểm tra lại các trường được đánh dấu.')
  const name = form.getByLabel('Họ và tên')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(REQUIRED)
  await expect(name).toBeFocused()
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(/E-mail chưa đúng \(ví dụ ten@gmail\.com\)\./)
  await expect(form.getByRole('checkbox', { name: /Tôi đồng ý/ })).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
  // Fixing a field takes its message away.
  await name.fill('An')
  await expect(name).not.toHaveAttribute('aria-invalid')
  expect(sent).toEqual([])
})

test('a file over the limit is refused in the browser as soon as it is chosen', async ({ page }) => {
  await page.goto('/lien-he')
  await behavioursStarted(page)
  const form = contactForm(page)
  const upload = form.getByLabel('Ảnh chụp màn hình hoặc tệp PDF')
  await upload.setInputFiles({
    name: 'lon.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
  })
  await expect(upload).toHaveAccessibleDescription(/Tệp vượt quá dung lượng cho phép \(5 MB\)\./)
  await expect(upload).toHaveAttribute('aria-invalid', 'true')
})

/** Fills the contact form's required fields. */
async function fillContact(page: Page) {
  const form = contactForm(page)
  await form.getByLabel('Họ và tên').fill('Trần Minh')
  await form.getByLabel('E-mail').fill('minh@vidu.vn')
  await form.getByLabel('Chủ đề').selectOption('hoi-dap')
  await form.getByLabel('Lời nhắn').fill('Máy nóng khi sạc.')
  await form.getByRole('checkbox', { name: /Tôi đồng ý/ }).check()
  return form
}

test('while it waits the form is dimmed and busy, and a second submit sends nothing more', async ({ page }) => {
  await page.goto('/lien-he')
  await behavioursStarted(page)
  let sent = 0
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${ENDPOINT}`, async (route) => {
    sent += 1
    await held
    await route.continue()
  })
  const form = await fillContact(page)
  const button = form.getByRole('button', { name: 'Gửi thư' })
  await button.click()
  await expect(form).toHaveAttribute('aria-busy', 'true')
  await expect(form).toHaveCSS('opacity', '0.45')
  await expect(button).toBeDisabled()
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit())
  release()
  await expect(form.getByRole('status')).toHaveText(SUCCESS)
  await expect(button).toBeEnabled()
  await expect(form).not.toHaveAttribute('aria-busy')
  expect(sent).toBe(1)
})

test('a network failure shows the alert and lets the reader try again', async ({ page }) => {
  await page.goto('/lien-he')
  await behavioursStarted(page)
  await page.route(`**${ENDPOINT}`, (route) => route.abort('internetdisconnected'))
  const form = await fillContact(page)
  await form.getByRole('button', { name: 'Gửi thư' }).click()
  await expect(form.getByRole('alert')).toHaveText('Không gửi được. Vui lòng kiểm tra kết nối và thử lại.')
  await expect(form.getByRole('button', { name: 'Gửi thư' })).toBeEnabled()
  await expect(form.getByLabel('Họ và tên')).toHaveValue('Trần Minh')
})

test('with JavaScript off a form is sent natively and the reader gets a page saying so', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  // The captcha needs script, and says so in a <noscript>. Playwright's switch leaves the page's parser with
  // scripting on, so the note is not drawn here and its locators skip it: its text is read from the element.
  await page.goto('/lien-he')
  expect(
    await contactForm(page)
      .locator('noscript')
      .evaluate((element) => element.textContent),
  ).toContain('Cần bật JavaScript để xác minh')
  const footer = page.getByRole('contentinfo').getByRole('form', { name: 'Nhận tin ở chân trang' })
  await footer.getByLabel('Nhận bài mới qua e-mail').fill('khong-script@vidu.vn')
  await footer.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đã gửi biểu mẫu')
  await expect(page.getByText('Gần xong! Hãy mở thư xác nhận')).toBeVisible()
  await page.getByRole('link', { name: 'Quay lại trang trước' }).click()
  await expect(page).toHaveURL(/\/lien-he$/)
  await context.close()
})

test.describe('a multi-step form', () => {
  let path = ''

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await signInAsAdmin(page)
    const field = (kind: string, fieldId: string, label: string, settings: Record<string, unknown> = {}) => ({
      kind,
      fieldId,
      label,
      ...settings,
    })
    const form = block('Form', {
      name: 'Đăng ký thử nhiều bước',
      submitLabel: 'Đăng ký',
      actions: ['collect'],
      fields: [
        field('step', 'buoc-1', 'Liên hệ'),
        field('text', 'ho-ten', 'Họ và tên', { required: true }),
        field('tel', 'dien-thoai', 'Số điện thoại', { required: true }),
        field('step', 'buoc-2', 'Nhu cầu', { nextButton: 'Sang bước cuối' }),
        field('textarea', 'nhu-cau', 'Bạn cần gì?', { required: true }),
        field('step', 'buoc-3', 'Lịch hẹn'),
        field('date', 'ngay', 'Ngày hẹn', { required: true, min: '2026-01-01', max: '2030-12-31' }),
      ],
    })
    const slug = `nhieu-buoc-${Date.now()}`
    await createPublished(page.request, 'pages', { title: 'Thử biểu mẫu nhiều bước', slug, layout: layout(form) })
    path = `/${slug}`
    await page.close()
  })

  test('Next waits for valid answers, Enter means Next, Previous goes back, and a server error jumps to its step', async ({
    page,
  }) => {
    await page.goto(path)
    await behavioursStarted(page)
    const form = page.getByRole('form', { name: 'Đăng ký thử nhiều bước' })
    const progress = form.getByRole('progressbar')
    await expect(progress).toHaveAttribute('aria-valuenow', '33')
    await expect(form.getByRole('button', { name: 'Quay lại' })).toBeHidden()
    await expect(form.getByRole('button', { name: 'Đăng ký' })).toBeHidden()
    // Next is refused while a required field of the step is empty.
    await form.getByRole('button', { name: 'Tiếp theo' }).click()
    await expect(form.getByLabel('Họ và tên')).toHaveAccessibleDescription(REQUIRED)
    await expect(form.getByLabel('Họ và tên')).toBeFocused()
    await expect(progress).toHaveAttribute('aria-valuenow', '33')
    await form.getByLabel('Họ và tên').fill('Lê Văn Nam')
    // A number the browser takes but the server does not: found on the last step, it brings the reader back here.
    await form.getByLabel('Số điện thoại').fill('12345')
    await form.getByLabel('Số điện thoại').press('Enter')
    await expect(form.getByLabel('Bạn cần gì?')).toBeVisible()
    await expect(form.getByLabel('Họ và tên')).toBeHidden()
    await expect(progress).toHaveAttribute('aria-valuenow', '66')
    await expect(form.getByRole('listitem').filter({ hasText: 'Liên hệ' })).toHaveAttribute(
      'data-form-indicator',
      'completed',
    )
    await expect(form.getByRole('listitem').filter({ hasText: 'Nhu cầu' })).toHaveAttribute('aria-current', 'step')
    // Enter in a textarea is a new line, not Next.
    await form.getByLabel('Bạn cần gì?').fill('Máy chụp ảnh đẹp')
    await form.getByLabel('Bạn cần gì?').press('Enter')
    await expect(form.getByLabel('Bạn cần gì?')).toBeVisible()
    await form.getByRole('button', { name: 'Quay lại' }).click()
    await expect(form.getByLabel('Họ và tên')).toBeVisible()
    await form.getByRole('button', { name: 'Tiếp theo' }).click()
    await form.getByRole('button', { name: 'Sang bước cuối' }).click()
    await expect(progress).toHaveAttribute('aria-valuenow', '100')
    // Outside the field's dates: named with its bounds, as the server would, before anything is sent.
    await form.getByLabel('Ngày hẹn').fill('2031-01-01')
    await form.getByRole('button', { name: 'Đăng ký' }).click()
    await expect(form.getByLabel('Ngày hẹn')).toHaveAccessibleDescription(
      'Vui lòng chọn ngày từ 01/01/2026 đến 31/12/2030.',
    )
    await form.getByLabel('Ngày hẹn').fill('2027-03-15')
    await form.getByRole('button', { name: 'Đăng ký' }).click()
    await expect(form.getByLabel('Số điện thoại')).toBeVisible()
    await expect(form.getByLabel('Số điện thoại')).toHaveAccessibleDescription(
      'Số điện thoại chưa đúng (ví dụ 0912 345 678).',
    )
    await expect(form.getByLabel('Số điện thoại')).toBeFocused()
    await expectNoAxeViolations(page)
    await form.getByLabel('Số điện thoại').fill('0987 654 321')
    await form.getByRole('button', { name: 'Tiếp theo' }).click()
    await form.getByRole('button', { name: 'Sang bước cuối' }).click()
    await form.getByRole('button', { name: 'Đăng ký' }).click()
    await expect(form.getByRole('status')).toHaveText(SUCCESS)
    // After the submission the form starts again at step 1.
    await expect(form.getByLabel('Họ và tên')).toBeVisible()
    await expect(progress).toHaveAttribute('aria-valuenow', '33')
    const stored = await latestSubmission(page)
    expect(stored.answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ fieldId: 'ngay', value: '15/03/2027' })]),
    )
  })
})
