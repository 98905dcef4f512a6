/** The demo assessments: eight hand-written banks across the job-seeker categories. */
import { BOOKKEEPING_BANK } from './bookkeeping';
import { COPYWRITING_BANK } from './copywriting';
import { JAVASCRIPT_BANK } from './javascript';
import { PYTHON_BANK } from './python-data';
import { REACT_BANK } from './react';
import { SEO_BANK } from './seo';
import { SQL_BANK } from './sql';
import type { DemoBank } from './types';
import { UI_DESIGN_BANK } from './ui-design';

export const DEMO_BANKS: DemoBank[] = [REACT_BANK, JAVASCRIPT_BANK, SQL_BANK, PYTHON_BANK, UI_DESIGN_BANK, COPYWRITING_BANK, SEO_BANK, BOOKKEEPING_BANK];
export type { DemoBank };
