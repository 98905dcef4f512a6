/**
 * Demo learning resources: well-known learning material across the job-seeker categories, most of it
 * free, in the order the Learn page shows them. Stored exactly as createResource writes them (facets included).
 */
import { resourceFacets, type ValidResourceInput } from '../../services/schemas/resource';
import type { SeedTarget } from './seed-target';

const DEMO_RESOURCES: ValidResourceInput[] = [
  {
    title: 'Learn web development (MDN)',
    url: 'https://developer.mozilla.org/en-US/docs/Learn',
    type: 'course',
    skills: ['HTML', 'CSS', 'JavaScript'],
    categories: ['Web Developer', 'Web Designer'],
    description:
      'Mozilla’s structured path from your first web page to modern JavaScript, by the people who document the web.',
    free: true,
  },
  {
    title: 'Learn React',
    url: 'https://react.dev/learn',
    type: 'course',
    skills: ['React', 'JavaScript'],
    categories: ['Web Developer', 'Mobile Developer'],
    description:
      'The official React tutorial: components, state, effects and thinking in React, with runnable examples.',
    free: true,
  },
  {
    title: 'Learn CSS (web.dev)',
    url: 'https://web.dev/learn/css',
    type: 'course',
    skills: ['CSS'],
    categories: ['Web Designer', 'Web Developer'],
    description: 'Google’s course on the box model, layout, flexbox, grid and responsive design.',
    free: true,
  },
  {
    title: 'The Odin Project',
    url: 'https://www.theodinproject.com/',
    type: 'course',
    skills: ['JavaScript', 'Node.js', 'Git'],
    categories: ['Web Developer'],
    description: 'A full-stack curriculum built around real projects, with a large, helpful community.',
    free: true,
  },
  {
    title: 'Pro Git (book)',
    url: 'https://git-scm.com/book/en/v2',
    type: 'article',
    skills: ['Git'],
    categories: ['Web Developer', 'Mobile Developer', 'Data Scientist'],
    description: 'The free Git book: everything from the first commit to branching workflows.',
    free: true,
  },
  {
    title: 'Your first Flutter app',
    url: 'https://docs.flutter.dev/get-started/codelab',
    type: 'course',
    skills: ['Flutter', 'Dart'],
    categories: ['Mobile Developer'],
    description: 'The official codelab: build a small Flutter app step by step.',
    free: true,
  },
  {
    title: 'Android Basics with Compose',
    url: 'https://developer.android.com/courses/android-basics-compose/course',
    type: 'course',
    skills: ['Kotlin', 'Jetpack Compose'],
    categories: ['Mobile Developer'],
    description: 'Google’s beginner course for building Android apps in Kotlin.',
    free: true,
  },
  {
    title: 'Kaggle Learn: Python',
    url: 'https://www.kaggle.com/learn/python',
    type: 'course',
    skills: ['Python'],
    categories: ['Data Scientist'],
    description: 'Short, hands-on Python lessons in the browser, the starting point for data work.',
    free: true,
  },
  {
    title: 'Kaggle Learn: Pandas',
    url: 'https://www.kaggle.com/learn/pandas',
    type: 'course',
    skills: ['Pandas', 'Python'],
    categories: ['Data Scientist'],
    description: 'Read, select, group and clean data with pandas, with exercises on real data sets.',
    free: true,
  },
  {
    title: 'CS50x: Introduction to Computer Science',
    url: 'https://cs50.harvard.edu/x/',
    type: 'video',
    skills: ['Python', 'SQL', 'C'],
    categories: ['Web Developer', 'Data Scientist'],
    description: 'Harvard’s famous introductory course: lectures, notes and problem sets, free online.',
    free: true,
  },
  {
    title: 'SEO Starter Guide (Google Search Central)',
    url: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide',
    type: 'article',
    skills: ['Technical SEO', 'Keyword Research'],
    categories: ['SEO Specialist', 'Digital Marketer', 'Writer (Blogger)'],
    description: 'Google’s own guide to how search works and what helps a site get found.',
    free: true,
  },
  {
    title: 'Lighthouse',
    url: 'https://developer.chrome.com/docs/lighthouse/overview',
    type: 'tool',
    skills: ['Technical SEO', 'Web Performance'],
    categories: ['SEO Specialist', 'Web Developer'],
    description: 'Audit any page for performance, accessibility and SEO, right from Chrome DevTools.',
    free: true,
  },
  {
    title: 'Google Skillshop: Google Analytics and Ads',
    url: 'https://skillshop.withgoogle.com/',
    type: 'course',
    skills: ['Google Analytics', 'Google Ads'],
    categories: ['Digital Marketer', 'SEO Specialist'],
    description: 'Google’s free training and certifications for Analytics and Ads.',
    free: true,
  },
  {
    title: 'HubSpot Academy: Content Marketing',
    url: 'https://academy.hubspot.com/courses/content-marketing',
    type: 'course',
    skills: ['Content Marketing', 'Copywriting'],
    categories: ['Copywriter', 'Content Creator', 'Writer (Blogger)', 'Social Media Content'],
    description: 'Plan, write and promote content that brings readers back, with a free certificate.',
    free: true,
  },
  {
    title: 'Canva Design School',
    url: 'https://www.canva.com/designschool/',
    type: 'course',
    skills: ['Canva', 'Graphic Design'],
    categories: ['Graphic Designer', 'Content Creator', 'Social Media Content'],
    description: 'Short lessons on layout, colour and typography for social posts and presentations.',
    free: true,
  },
  {
    title: '10 Usability Heuristics (Nielsen Norman Group)',
    url: 'https://www.nngroup.com/articles/ten-usability-heuristics/',
    type: 'article',
    skills: ['User Research', 'UX Design'],
    categories: ['Product Designer (UI/UX)', 'Web Designer'],
    description: 'The classic principles for interaction design, with examples.',
    free: true,
  },
  {
    title: 'Figma',
    url: 'https://www.figma.com/',
    type: 'tool',
    skills: ['Figma', 'Prototyping'],
    categories: ['Product Designer (UI/UX)', 'Web Designer', 'Graphic Designer'],
    description: 'The interface design tool most product teams use; the free plan is enough to build a portfolio.',
    free: true,
  },
  {
    title: 'Google UX Design Professional Certificate',
    url: 'https://www.coursera.org/professional-certificates/google-ux-design',
    type: 'course',
    skills: ['UX Design', 'Figma', 'User Research'],
    categories: ['Product Designer (UI/UX)'],
    description: 'A longer, certificate course on Coursera (paid after the trial; financial aid available).',
    free: false,
  },
  {
    title: 'Excel help and learning (Microsoft)',
    url: 'https://support.microsoft.com/en-us/excel',
    type: 'article',
    skills: ['Excel'],
    categories: ['Accountant', 'Virtual Assistant', 'Data Scientist'],
    description: 'Microsoft’s official Excel training: formulas, tables, charts and PivotTables.',
    free: true,
  },
  {
    title: 'freeCodeCamp on YouTube',
    url: 'https://www.youtube.com/@freecodecamp',
    type: 'video',
    skills: ['JavaScript', 'Python', 'SQL'],
    categories: ['Web Developer', 'Data Scientist', 'Mobile Developer'],
    description: 'Hundreds of full-length programming courses in video, free.',
    free: true,
  },
];

const demoResourceId = (index: number) => `demo-resource-${String(index + 1).padStart(2, '0')}`;

export async function seedDemoResources(target: SeedTarget, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, resource] of DEMO_RESOURCES.entries()) {
    const id = demoResourceId(index);
    ids.push(id);
    await target.setDoc(`resources/${id}`, {
      ...resource,
      skillKeys: resource.skills.map((s) => s.toLowerCase()),
      facets: resourceFacets(resource),
      order: index + 1,
      createdAt: now,
      updatedAt: now,
    });
  }
  return ids;
}
