import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@/services/errors';
import {
  createResource,
  deleteResource,
  getResource,
  listResources,
  listResourcesForSkill,
  moveResource,
  updateResource,
  type ResourceInput,
} from '@/services/resources/resources';
import { signUpTalent } from './job-fixtures';
import { makeAdmin, signUpActor, startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;
let admin: Actor;
beforeAll(async () => {
  server = await startServer();
  admin = await makeAdmin(server, await signUpActor(server, 'admin'), 'Admin');
});
afterAll(async () => {
  await stopServer(server);
});

const input = (extra: Partial<ResourceInput> = {}): ResourceInput => ({
  title: 'Learn CSS',
  url: 'https://web.dev/learn/css',
  type: 'course',
  skills: ['CSS'],
  categories: ['Web Designer'],
  description: 'A free course.',
  free: true,
  ...extra,
});

describe('resources', () => {
  it('an admin creates, edits, reorders and removes resources; talents find them by skill and category', async () => {
    admin.use();
    const tag = `Skill${Date.now()}`;
    const a = await createResource(input({ title: 'First', skills: [tag], categories: ['Web Designer'] }), 1000);
    const b = await createResource(
      input({ title: 'Second guide', skills: [tag, 'Figma'], categories: ['Product Designer (UI/UX)'] }),
      2000,
    );
    expect(a).toMatchObject({ title: 'First', skillKeys: [tag.toLowerCase()], order: 1000 });

    await signUpTalent(server);
    const bySkill = await listResources({ filters: { skill: tag.toLowerCase() } });
    expect(bySkill.items.map((r) => r.title)).toEqual(['First', 'Second guide']);
    const bySkillAndCategory = await listResources({ filters: { skill: tag, category: 'Product Designer (UI/UX)' } });
    expect(bySkillAndCategory.items.map((r) => r.id)).toEqual([b.id]);
    const byTitleWord = await listResources({ filters: { skill: 'guide', type: 'course' } });
    expect(byTitleWord.items.map((r) => r.id)).toContain(b.id);
    expect((await listResourcesForSkill(tag, 1)).map((r) => r.id)).toEqual([a.id]);

    admin.use();
    expect(await moveResource(b.id, 'up')).toBe(true);
    expect((await listResources({ filters: { skill: tag } })).items.map((r) => r.title)).toEqual([
      'Second guide',
      'First',
    ]);
    const edited = await updateResource(a.id, input({ title: 'First, edited', skills: [tag] }));
    expect(edited).toMatchObject({ title: 'First, edited', order: 2000 });
    await deleteResource(a.id);
    await expect(getResource(a.id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('pages the list 20 at a time with a cursor', async () => {
    admin.use();
    const tag = `Paged${Date.now()}`;
    for (let i = 0; i < 21; i++) await createResource(input({ title: `R${i}`, skills: [tag] }), 10_000 + i);
    const first = await listResources({ filters: { skill: tag } });
    expect(first.items).toHaveLength(20);
    const second = await listResources({ filters: { skill: tag }, cursor: first.nextCursor! });
    expect(second.items.map((r) => r.title)).toEqual(['R20']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a non-web link, a missing skill and writes by talents', async () => {
    admin.use();
    await expect(createResource(input({ url: 'javascript:alert(1)' }))).rejects.toBeInstanceOf(ValidationError);
    await expect(createResource(input({ skills: [] }))).rejects.toMatchObject({ field: 'skills' });
    await signUpTalent(server);
    await expect(createResource(input())).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
