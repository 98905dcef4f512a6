/**
 * The files that go with a deleted account (services/files/storage-paths.ts says where each kind lives): a talent's
 * profile and application files, the attachments it sent (its folder in each of its conversations), and its old
 * upload folder; for a company that goes with its last member, the company's files and its folders in its
 * conversations too. A recruiter's attachments are its company's (in the company's folders) and stay.
 */
import { CONVERSATIONS } from '@/services/converters/messaging-converter';
import { queryAll } from '@/services/pagination';
import type { TrustedContext } from './types';

const LEGACY_FOLDER = 'uploadedFiles';

/** The folders of a party (a talent's uid, or a company's id) in each of its conversations. */
async function conversationFolders(ctx: Pick<TrustedContext, 'docs'>, partyId: string): Promise<string[]> {
  const conversations = await queryAll(ctx.docs, {
    collection: CONVERSATIONS,
    where: [{ field: 'participants', op: 'array-contains', value: partyId }],
  });
  return conversations.map((conversation) => `${CONVERSATIONS}/${conversation.id}/${partyId}`);
}

/** Removes them all and answers how many went; safe to repeat. `companyId`: the company that goes with it, if any. */
export async function deleteAccountFiles(
  ctx: Pick<TrustedContext, 'docs' | 'deleteFiles'>,
  uid: string,
  companyId: string | null,
): Promise<number> {
  const folders = [`talents/${uid}`, `${LEGACY_FOLDER}/${uid}`, ...(await conversationFolders(ctx, uid))];
  if (companyId !== null) {
    folders.push(`companies/${companyId}`);
    if (companyId !== uid)
      folders.push(`${LEGACY_FOLDER}/${companyId}`, ...(await conversationFolders(ctx, companyId)));
  }
  let deleted = 0;
  for (const folder of folders) deleted += await ctx.deleteFiles(folder);
  return deleted;
}
