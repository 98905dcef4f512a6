/** Demo companies: the first one is the `company@demo.test` sign-in. Every value is from SPEC section 9's lists. */
import type { COMPANY_SIZES, COMPANY_TYPES, INDUSTRY_TAGS } from '../../constants/enums';

export interface DemoCompany {
  email: string;
  name: string;
  /** Days before the seed time the company signed up. */
  daysAgo: number;
  new: boolean;
  about: string;
  website: string;
  size: (typeof COMPANY_SIZES)[number];
  type: (typeof COMPANY_TYPES)[number];
  industries: (typeof INDUSTRY_TAGS)[number][];
  location: string;
  socials?: { linkedin?: string; twitter?: string };
  /** The back office has not reviewed it yet (every other demo company is verified). */
  verification?: 'pending';
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    email: 'company@demo.test',
    name: 'Brightpath Labs',
    daysAgo: 40,
    new: false,
    about:
      'Brightpath Labs builds hiring and onboarding software for fast-growing teams. We are a remote-first product ' +
      'studio that hires early-career designers and developers and pairs each of them with a senior mentor.',
    website: 'https://brightpath-labs.example',
    size: '51 - 200',
    type: 'Software Development',
    industries: ['Marketplaces', 'Application Platforms', 'User Experience Design'],
    location: 'Lisbon, Portugal',
    socials: {
      linkedin: 'https://www.linkedin.com/company/brightpath-labs-demo',
      twitter: 'https://x.com/brightpath_demo',
    },
  },
  {
    email: 'helix@demo.test',
    name: 'Helix Genomics',
    daysAgo: 33,
    new: false,
    about:
      'Helix Genomics turns genetic test results into personal health plans. Our data and design teams work with ' +
      'clinicians to make complex results readable for everyone.',
    website: 'https://helix-genomics.example',
    size: '201 - 1000',
    type: 'Corporation',
    industries: ['Genomics', 'Biotechnology', 'Genetic Testing', 'Digital Health'],
    location: 'Boston, MA, United States',
    socials: { linkedin: 'https://www.linkedin.com/company/helix-genomics-demo' },
  },
  {
    email: 'ledgerly@demo.test',
    name: 'Ledgerly',
    daysAgo: 4,
    new: true,
    about: 'Ledgerly offers small-business loans settled on Bitcoin rails, with transparent terms and instant payouts.',
    website: 'https://ledgerly.example',
    size: '11 - 50',
    type: 'Cryptocurrency',
    industries: ['Bitcoin', 'BlockChains', 'Consumer Lending'],
    location: 'Nairobi, Kenya',
  },
  {
    email: 'quickhire@demo.test',
    name: 'Quickhire Ventures',
    daysAgo: 2,
    new: false,
    about: 'Quickhire Ventures matches student freelancers with short paid projects. New here: awaiting review.',
    website: 'https://quickhire-ventures.example',
    size: 'Less than 10',
    type: 'Private Limited Company',
    industries: ['Marketplaces'],
    location: 'Accra, Ghana',
    verification: 'pending',
  },
];
