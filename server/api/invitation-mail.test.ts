import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationSummary, SharedContainer } from '../../common/api/sharing';
import type { CampaignDetail } from '../../common/domain/campaign';
import { createInvitationMailer } from '../http/invitation-mail';
import { createAuthClient, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody } from './api-test-helpers';

// Invitations by email (issue 28, decision 083), against an SMTP server in this process: the mail arrives
// with a link that lets its reader in; a bad address is refused before anything is made; a server
// without mail settings says so; a mail server that refuses leaves no open link and no secret in the log.

type Mail = { from: string; to: string[]; body: string };

async function startSmtp(): Promise<{ port: number; mails: Mail[]; close: () => Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          // Quoted-printable folds long lines: unfold them so the link reads whole.
          body: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('invitations by email', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let plain: TestServer;
  let gm: string;
  let campaign: CampaignDetail;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Fablehold <invites@example.com>',
    });
    plain = await startTestServer('sqlite');
    gm = (await signIn(server)).access_token;
    const [first] = (await api<{ id: string }[]>(server, 'GET', '/campaigns', { token: gm })).body;
    campaign = (await api<CampaignDetail>(server, 'GET', `/campaigns/${first?.id}`, { token: gm })).body;
  });
  afterAll(async () => {
    await Promise.all([server.close(), plain.close()]);
    await smtp.close();
  });

  it('mails a single-use link that lets its reader join the campaign', async () => {
    expect((await api<{ isEnabled: boolean }>(server, 'GET', '/sharing/mail', { token: gm })).body).toEqual({
      isEnabled: true,
    });
    const sent = await api<InvitationSummary & { sentTo: string }>(
      server,
      'POST',
      `/sharing/campaign/${campaign.id}/invitations/email`,
      { token: gm, body: { email: ' ana@example.com ', role: 'player' } },
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ sentTo: 'ana@example.com', role: 'player', isReusable: false });
    expect(sent.text).not.toMatch(/token/i);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(['ana@example.com']);
    expect(mail?.from).toBe('invites@example.com');
    expect(mail?.body).toContain(`invites you to join ${campaign.title} on Fablehold`);
    const token = mail?.body.match(/\/invite\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(mail?.body).toContain(`${server.url}/invite/${token}`);

    const { data } = await createAuthClient(server).signUp({
      email: 'ana@example.com',
      password: 'a-long-password',
      options: { data: { invitation: token } },
    });
    const joined = await api<SharedContainer>(server, 'POST', '/invitations/accept', {
      token: data.session?.access_token ?? '',
      body: { token },
    });
    expect([joined.status, joined.body.id, joined.body.role]).toEqual([200, campaign.id, 'player']);
  });

  it('refuses an address that is not one, with a message, and sends nothing', async () => {
    const before = smtp.mails.length;
    const refused = await api<ErrorBody>(
      server,
      'POST',
      `/sharing/campaign/${campaign.id}/invitations/email`,
      {
        token: gm,
        body: { email: 'ana at example', role: 'player' },
      },
    );
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Enter an email address such as ana@example.com');
    expect(smtp.mails.length).toBe(before);
  });

  it('says so when the server has no mail settings', async () => {
    const token = (await signIn(plain)).access_token;
    const [first] = (await api<{ id: string }[]>(plain, 'GET', '/campaigns', { token })).body;
    expect((await api(plain, 'GET', '/sharing/mail', { token })).body).toEqual({ isEnabled: false });
    const refused = await api<ErrorBody>(plain, 'POST', `/sharing/campaign/${first?.id}/invitations/email`, {
      token,
      body: { email: 'ana@example.com', role: 'player' },
    });
    expect([refused.status, refused.body.error.message]).toEqual([
      409,
      'Invitations cannot be emailed: mail is not set up on this server',
    ]);
  });

  it('logs a failure without the link or the mail server’s password', async () => {
    const lines: string[] = [];
    const closed = await startSmtp();
    await closed.close();
    const mailer = createInvitationMailer(
      { smtpUrl: `smtp://gm:hunter2-secret@127.0.0.1:${closed.port}`, from: 'x@example.com' },
      (line) => lines.push(line),
    );
    const link = 'http://127.0.0.1/invite/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    await expect(
      mailer.send({
        to: 'ana@example.com',
        containerName: 'The Cinder Road',
        inviter: 'gm@example.com',
        link,
      }),
    ).rejects.toThrow('The invitation could not be sent');
    expect(lines).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/hunter2|abcdefghijklmnop|ana@example/);
  });
});
