/** Demo talents: the first one is the `talent@demo.test` sign-in. Categories and profile values from SPEC section 9. */
import type { JobSeekerCategory } from '../../constants/enums';
import type { EducationEntry, WorkEntry } from '../../services/schemas/profile-entries';
import type { Skill, TalentProfile } from '../../services/schemas/talent';

export interface DemoTalent {
  email: string;
  name: string;
  role: JobSeekerCategory;
  skills: Skill[];
  availability: boolean;
  new: boolean;
  /** Days before the seed time the talent signed up (distinct, so ordering by timestamp is meaningful). */
  daysAgo: number;
  profile?: TalentProfile;
  workHistory?: WorkEntry[];
  education?: EducationEntry[];
}

/** `React*` marks a skill verified by an assessment. */
const skills = (...names: string[]): Skill[] =>
  names.map((name) => (name.endsWith('*') ? { skill: name.slice(0, -1), verified: true } : { skill: name }));

const talent = (
  name: string,
  role: JobSeekerCategory,
  skillNames: string[],
  daysAgo: number,
  flags: {
    availability?: boolean;
    new?: boolean;
    email?: string;
    profile?: TalentProfile;
    workHistory?: WorkEntry[];
    education?: EducationEntry[];
  } = {},
): DemoTalent => ({
  email:
    flags.email ??
    `${name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '.')}@demo.test`,
  name,
  role,
  skills: skills(...skillNames),
  availability: flags.availability ?? true,
  new: flags.new ?? false,
  daysAgo,
  ...(flags.profile ? { profile: flags.profile } : {}),
  ...(flags.workHistory ? { workHistory: flags.workHistory } : {}),
  ...(flags.education ? { education: flags.education } : {}),
});

const work = (organisation: string, title: string, start: string, end: string, description = ''): WorkEntry => ({
  organisation,
  title,
  start,
  end,
  description,
});
const study = (organisation: string, degree: string, start: string, end: string, description = ''): EducationEntry => ({
  organisation,
  degree,
  start,
  end,
  description,
});

export const DEMO_TALENTS: DemoTalent[] = [
  talent('Amara Okafor', 'Web Developer', ['React*', 'TypeScript*', 'Next.js', 'Node.js', 'CSS', 'Git'], 38, {
    email: 'talent@demo.test',
    profile: {
      headline: 'Front-end developer who cares about accessible, fast interfaces',
      bio:
        'Final-year computer science student. I have built three production React apps during internships and ' +
        'volunteer on an open-source design system. Looking for an entry-level front-end role.',
      location: 'Lagos, Nigeria',
      country: 'NG',
      phone: '+234 801 234 5678',
      gender: 'Female',
      educationStatus: 'Student',
      school: 'University of Lagos',
      experience: '1 - 3 years',
      portfolioUrl: 'https://amara-okafor.example',
      linkedinUrl: 'https://www.linkedin.com/in/amara-okafor-demo',
      githubUrl: 'https://github.com/amara-okafor-demo',
    },
    workHistory: [
      work(
        'Paystack',
        'Front-end Engineering Intern',
        '2025-06',
        '2025-09',
        'Built the accessible date picker of the merchant dashboard in React and TypeScript.',
      ),
      work(
        'Open Design Collective',
        'Volunteer Contributor',
        '2024-02',
        'present',
        'Maintain the form components of an open-source design system.',
      ),
      work('Andela', 'Software Engineering Trainee', '2023-07', '2023-12'),
    ],
    education: [
      study(
        'University of Lagos',
        'BSc Computer Science',
        '2022-09',
        'present',
        'Final year; project on web accessibility audits.',
      ),
    ],
  }),
  talent('Daniel Mensah', 'Mobile Developer', ['Flutter*', 'Dart', 'Kotlin', 'Firebase'], 36, {
    workHistory: [work('Hubtel', 'Mobile Developer', '2024-01', 'present', 'Flutter apps for payments and ticketing.')],
    education: [
      study('Kwame Nkrumah University of Science and Technology', 'BSc Computer Engineering', '2019-09', '2023-07'),
    ],
  }),
  talent('Sofia Martins', 'Graphic Designer', ['Adobe Illustrator', 'Photoshop', 'Branding', 'Typography'], 35, {
    profile: {
      location: 'Porto, Portugal',
      country: 'PT',
      educationStatus: 'Graduate',
      experience: '3 - 5 years',
      gender: 'Female',
    },
    workHistory: [
      work(
        'Acme Studio',
        'Graphic Designer',
        '2022-03',
        'present',
        'Brand identities and packaging for food and drink clients.',
      ),
      work('Farfetch', 'Junior Designer', '2020-10', '2022-02'),
    ],
    education: [study('University of Porto', 'BA Communication Design', '2017-09', '2020-07')],
  }),
  talent('Kwame Asante', 'Data Scientist', ['Python*', 'Pandas', 'SQL', 'Machine Learning'], 33, {
    workHistory: [
      work('MTN Group', 'Data Analyst', '2023-05', 'present', 'Churn models and weekly dashboards in Python and SQL.'),
    ],
    education: [study('University of Ghana', 'MSc Statistics', '2021-09', '2023-06')],
  }),
  talent('Leila Haddad', 'Product Designer (UI/UX)', ['Figma*', 'User Research', 'Prototyping', 'Design Systems'], 31, {
    availability: false,
  }),
  talent('Tomás Rivera', 'Web Developer', ['JavaScript', 'Vue.js', 'PHP', 'Laravel'], 29),
  talent('Chiamaka Eze', 'Content Creator', ['Video Editing', 'Storytelling', 'Canva'], 27),
  talent('Priya Nair', 'SEO Specialist', ['Keyword Research', 'Google Analytics', 'Technical SEO'], 25, {
    profile: { location: 'Bengaluru, India', country: 'IN', educationStatus: 'Graduate', experience: '1 - 3 years' },
  }),
  talent('Ethan Brooks', 'Copywriter', ['Copywriting', 'Email Marketing', 'Brand Voice'], 23, { availability: false }),
  talent('Fatima Bello', 'Accountant', ['Bookkeeping', 'Excel*', 'QuickBooks', 'Financial Reporting'], 21),
  talent('Lucas Weber', 'Web Designer', ['Webflow', 'Figma', 'HTML', 'CSS'], 19),
  talent('Aisha Mohammed', 'Photographer', ['Portrait Photography', 'Lightroom', 'Product Photography'], 17),
  talent(
    'Samuel Otieno',
    'Digital Marketer',
    ['Google Ads', 'Facebook Ads', 'Email Marketing', 'Google Analytics'],
    15,
  ),
  talent('Mei Lin', 'Virtual Assistant', ['Calendar Management', 'Customer Service', 'Notion', 'Data Entry'], 13, {
    availability: false,
  }),
  talent('Jonas Eriksen', 'Writer (Blogger)', ['Blogging', 'SEO Writing', 'Research'], 11),
  talent('Grace Adeyemi', 'Social Media Content', ['Instagram', 'TikTok', 'Content Strategy', 'Canva'], 9),
  talent('Omar Farouk', 'Technical Customer Support', ['Zendesk', 'Troubleshooting', 'SQL', 'Customer Service'], 6),
  talent('Hannah Kim', 'Web Developer', ['React', 'TypeScript', 'GraphQL', 'Node.js'], 4, { new: true }),
  talent('Yusuf Demir', 'Data Scientist', ['Python', 'R', 'Statistics', 'Tableau'], 2, { new: true }),
  talent('Nadia Petrova', 'Mobile Developer', ['Swift', 'iOS', 'React Native'], 1, { new: true, availability: false }),
];
