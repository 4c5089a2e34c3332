import nodemailer from 'nodemailer';

// Invitations by email (issue 28, decision 083): when the server has mail settings (SMTP_URL), the owner's
// "Invite by email" sends the link through an SMTP server; without them nothing is sent and the Invite
// dialog says so. The link carries the invitation's token, so neither the link nor the SMTP URL (which
// may hold a password) is ever written to the log: a failure is logged by its code alone.

export type MailSettings = { smtpUrl: string; from: string };

export type InvitationMail = {
  to: string;
  /** The container's name as its owner calls it ('The Cinder Road'). */
  containerName: string;
  /** Who invites, as the invited person knows them (the owner's email). */
  inviter: string;
  /** The whole link that opens `/invite/<token>`. */
  link: string;
};

export type InvitationMailer = { send(mail: InvitationMail): Promise<void> };

/** Thrown when the SMTP server did not take the mail; its message is safe to show and to log. */
export class MailNotSentError extends Error {
  override name = 'MailNotSentError';
}

/** The mail's text: who invites, to what, the link, and that it can be ignored. */
export function invitationText(mail: InvitationMail): { subject: string; text: string } {
  return {
    subject: `${mail.inviter} invites you to ${mail.containerName} on Fablehold`,
    text: [
      `${mail.inviter} invites you to join ${mail.containerName} on Fablehold.`,
      '',
      `Open this link to create your account or sign in, and join: ${mail.link}`,
      '',
      'If you did not expect this, you can ignore this email: nothing happens unless the link is opened.',
    ].join('\n'),
  };
}

/** A mailer over the SMTP server of `settings`; `log` hears failures without the link or the URL. */
export function createInvitationMailer(
  settings: MailSettings,
  log: (line: string) => void,
): InvitationMailer {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from: settings.from, to: mail.to, ...invitationText(mail) });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        log(`Invitation mail could not be sent (${typeof code === 'string' ? code : 'unknown error'})`);
        throw new MailNotSentError(
          'The invitation could not be sent: the mail server did not take it. Try again later.',
        );
      }
    },
  };
}
