/**
 * Demo conversations and notifications, so the Messages screens, the badge and the bell show something
 * for the demo accounts: the demo company talks with the demo talent about the job she applied to, has a pending
 * message request to another talent, and the administrator welcomed the company; one report waits in the back
 * office. Documents are shaped exactly as the trusted operations write them.
 */
import type { DocumentData } from '../../services/backend/types';
import { conversationId } from '../../services/schemas/messaging';
import type { SeedTarget } from './seed-target';
import { demoJobId } from './demo-jobs';

export interface DemoMessagesSeed {
  now: Date;
  adminUid: string;
  companyUids: Record<string, string>;
  talentUids: Record<string, string>;
}

const HOUR = 3_600_000;

interface Line {
  by: string;
  text: string;
  hoursAgo: number;
}

async function conversation(
  target: SeedTarget,
  now: Date,
  doc: DocumentData & { participants: string[] },
  lines: Line[],
  unread: Record<string, number>,
) {
  const id = conversationId(doc.participants[0], doc.participants[1]);
  const at = (h: number) => new Date(now.getTime() - h * HOUR);
  for (const [i, line] of lines.entries()) {
    await target.setDoc(`conversations/${id}/messages/demo-m${i + 1}`, {
      id: `demo-m${i + 1}`,
      by: line.by,
      text: line.text,
      sentAt: at(line.hoursAgo),
    });
  }
  const last = lines[lines.length - 1];
  const seenAt: Record<string, Date> = {};
  for (const uid of doc.participants) if (!unread[uid]) seenAt[uid] = at(last.hoursAgo - 0.1);
  await target.setDoc(`conversations/${id}`, {
    id,
    ...doc,
    participants: [...doc.participants].sort(),
    blockedBy: [],
    lastMessage: { text: last.text.slice(0, 140), at: at(last.hoursAgo), by: last.by },
    unread: Object.fromEntries(doc.participants.map((uid) => [uid, unread[uid] ?? 0])),
    seenAt,
    createdAt: at(lines[0].hoursAgo),
    updatedAt: at(last.hoursAgo),
  });
  return id;
}

export async function seedDemoMessages(target: SeedTarget, seed: DemoMessagesSeed): Promise<void> {
  const { now, adminUid } = seed;
  const company = seed.companyUids['company@demo.test'];
  const talent = seed.talentUids['talent@demo.test'];
  const daniel = seed.talentUids['daniel.mensah@demo.test'];
  const helix = seed.companyUids['helix@demo.test'];
  if (!company || !talent || !daniel || !helix) return;
  const people = {
    [company]: { name: 'Brightpath Labs', role: 'company' },
    [talent]: { name: 'Amara Okafor', role: 'talent' },
    [daniel]: { name: 'Daniel Mensah', role: 'talent' },
    [adminUid]: { name: 'Demo Admin', role: 'admin' },
  };
  const pick = (...uids: string[]) => Object.fromEntries(uids.map((u) => [u, people[u]]));

  const withTalent = await conversation(
    target,
    now,
    {
      participants: [company, talent],
      people: pick(company, talent),
      job: { id: demoJobId(1), title: 'Junior Frontend Developer' },
      status: 'open',
      contact: { email: 'talent@demo.test', phone: '+234 801 234 5678' },
    },
    [
      {
        by: company,
        text: 'Hi Amara, thanks for applying to the Junior Frontend Developer role. Could you share a project you are proud of?',
        hoursAgo: 50,
      },
      {
        by: talent,
        text: 'Hello! Sure: the design system I contribute to is at https://github.com/amara-okafor-demo',
        hoursAgo: 49,
      },
      {
        by: company,
        text: 'Great work. We would like to invite you to an interview on Thursday at 10:00 (Lisbon time). Does that suit you?',
        hoursAgo: 3,
      },
    ],
    { [talent]: 1 },
  );
  await conversation(
    target,
    now,
    {
      participants: [company, daniel],
      people: pick(company, daniel),
      status: 'request',
      requestedBy: company,
      requestedAt: new Date(now.getTime() - 26 * HOUR),
    },
    [
      {
        by: company,
        text: 'Hi Daniel, we are about to hire a Flutter developer. Would you be open to a short call?',
        hoursAgo: 26,
      },
    ],
    { [daniel]: 1 },
  );
  await conversation(
    target,
    now,
    { participants: [adminUid, company], people: pick(adminUid, company), status: 'open' },
    [
      {
        by: adminUid,
        text: 'Welcome to TalentBridge! Reply here if you need help with your first job posts.',
        hoursAgo: 240,
      },
      { by: company, text: 'Thank you, all good so far.', hoursAgo: 239 },
    ],
    {},
  );

  const notes: [string, string, DocumentData][] = [
    [
      talent,
      'demo-n1',
      {
        kind: 'stage-changed',
        title: 'Brightpath Labs: Interview',
        body: 'Your application for Junior Frontend Developer moved to "Interview".',
        link: '/talent-dashboard/applied-jobs',
        read: false,
        hoursAgo: 72,
      },
    ],
    [
      talent,
      'demo-n2',
      {
        kind: 'message',
        title: 'New message from Brightpath Labs',
        body: 'Great work. We would like to invite you to an interview…',
        link: `/talent-dashboard/messages?c=${withTalent}`,
        read: false,
        hoursAgo: 3,
      },
    ],
    [
      company,
      'demo-n3',
      {
        kind: 'new-applicant',
        title: 'New applicant for Junior Frontend Developer',
        body: 'Hannah Kim applied to Junior Frontend Developer.',
        link: `/company/jobs/${demoJobId(1)}`,
        read: false,
        hoursAgo: 72,
      },
    ],
    [
      company,
      'demo-n4',
      {
        kind: 'announcement',
        title: 'New: messaging',
        body: 'You can now message your applicants from the pipeline.',
        link: '/company/notifications',
        read: true,
        hoursAgo: 200,
      },
    ],
  ];
  const unread: Record<string, number> = {};
  for (const [userId, id, { hoursAgo, ...note }] of notes) {
    await target.setDoc(`notifications/${id}`, {
      id,
      userId,
      ...note,
      createdAt: new Date(now.getTime() - Number(hoursAgo) * HOUR),
    });
    if (!note.read) unread[userId] = (unread[userId] ?? 0) + 1;
  }
  await target.setDoc(`inboxes/${talent}`, { unreadConversations: 1, unreadNotifications: unread[talent] ?? 0 });
  await target.setDoc(`inboxes/${company}`, { unreadConversations: 0, unreadNotifications: unread[company] ?? 0 });
  await target.setDoc(`inboxes/${daniel}`, { unreadConversations: 1, unreadNotifications: 0 });

  await target.setDoc('reports/demo-r1', {
    id: 'demo-r1',
    conversationId: conversationId(helix, daniel),
    reporter: daniel,
    reporterName: 'Daniel Mensah',
    reported: helix,
    reportedName: 'Helix Genomics',
    reason: 'Asked me to pay for a training course before an interview.',
    messages: [
      {
        by: helix,
        text: 'Before the interview you need to buy our 99 EUR preparation course.',
        sentAt: new Date(now.getTime() - 30 * HOUR),
      },
    ],
    status: 'open',
    createdAt: new Date(now.getTime() - 29 * HOUR),
  });
}
