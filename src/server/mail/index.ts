import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer, { type Transport, type Transporter } from 'nodemailer'
import type { EmailAdapter } from 'payload'

/** Where messages go when no SMTP server is configured: one `.eml` file each, readable by any mail program. */
export const mailFolder = (dataDir: string) => path.join(dataDir, 'mail')

/** Writes one message into `folder` as an `.eml` file. */
async function writeMessage(folder: string, raw: Buffer): Promise<void> {
  await fs.mkdir(folder, { recursive: true })
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`
  // Written beside, then renamed: a reader of the folder never meets half a message.
  const partial = path.join(folder, `.${id}.partial`)
  await fs.writeFile(partial, raw)
  await fs.rename(partial, path.join(folder, `${id}.eml`))
}

/** A nodemailer transport that writes each message, as sent, into `folder`. */
function folderTransport(folder: string): Transporter {
  const transport: Transport<{ messageId: string } | undefined> = {
    name: 'eml-folder',
    version: '1',
    send(mail, done) {
      mail.message.build((error, raw) => {
        if (error) return done(error, undefined)
        writeMessage(folder, raw).then(
          () => done(null, { messageId: mail.message.messageId() }),
          (writeError: Error) => done(writeError, undefined),
        )
      })
    },
  }
  return nodemailer.createTransport(transport)
}

/**
 * Outgoing mail (password resets now; form and order mails later): through the SMTP server in `SMTP_URL`
 * (`smtps://user:password@host:465`) when set, otherwise into `.eml` files under `data/mail/`.
 * The sender is `MAIL_FROM` (default `no-reply@` the site's host) with the site's name.
 */
export function mailAdapter({
  dataDir,
  siteUrl,
  siteName,
}: {
  dataDir: string
  siteUrl: string
  siteName: string
}): Promise<EmailAdapter> {
  const smtp = process.env.SMTP_URL
  return nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM || `no-reply@${new URL(siteUrl).hostname}`,
    defaultFromName: siteName,
    transport: smtp ? nodemailer.createTransport(smtp) : folderTransport(mailFolder(dataDir)),
    // Checking the SMTP connection at start would hold up every start (and every build) when the server is away.
    skipVerify: true,
  })
}
