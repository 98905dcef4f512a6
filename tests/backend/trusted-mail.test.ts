/**
 * Trusted operations send email through `sendMail`: in local mode it lands in the local mailbox a developer reads at
 * /dev/mailbox; in Firebase mode it becomes a `mail` document for the "Trigger Email" extension.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalEngine } from '@/server/local/engine';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { openTestEngine } from '../helpers/local-server';

let engine: LocalEngine;
beforeAll(async () => {
  engine = await openTestEngine();
});
afterAll(async () => {
  await engine.close();
});

describe('sendMail in local mode', () => {
  it('delivers to the local mailbox with its link', async () => {
    await localTrustedServices(engine).sendMail({
      to: 'ada@mail.test',
      subject: 'New message',
      text: 'Acme wrote to you.',
      link: '/talent-dashboard/messages',
    });
    const [latest] = await engine.auth.listMail();
    expect(latest).toMatchObject({
      to: 'ada@mail.test',
      subject: 'New message',
      text: 'Acme wrote to you.',
      link: '/talent-dashboard/messages',
    });
  });
});
