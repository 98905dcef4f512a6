/** How a saved search reads on screen: a name suggested from the filters, a one-line summary, its frequency. */
import { DEFAULT_PAY_CURRENCY, DEFAULT_PAY_PERIOD } from '@/services/format/pay-currency';
import { workModeLabel } from '@/services/format/labels';
import type { JobFilters } from '@/services/schemas/job';
import type { SavedSearch } from '@/services/schemas/saved-search';
import { SAVED_SEARCH_LIMITS } from '@/services/schemas/saved-search-constants';
import { FILTER_FIELDS } from './job-query';

const PER: Record<string, string> = { Yearly: 'a year', Monthly: 'a month', Weekly: 'a week' };

function parts(filters: JobFilters): string[] {
  const words: string[] = [];
  if (filters.keyword) words.push(`"${filters.keyword}"`);
  for (const { key } of FILTER_FIELDS) {
    const value = filters[key];
    if (value) words.push(key === 'workMode' ? workModeLabel(value) : value);
  }
  if (filters.minSalary) {
    const period = filters.salaryPeriod ?? DEFAULT_PAY_PERIOD;
    words.push(
      `from ${filters.minSalary.toLocaleString('en-US')} ${filters.salaryCurrency ?? DEFAULT_PAY_CURRENCY} ${PER[period] ?? ''}`.trim(),
    );
  }
  return words;
}

/** "React · Remote · Full time", cut to the name's limit; "All jobs" when nothing is filtered. */
export function suggestedSearchName(filters: JobFilters): string {
  const name = parts(filters)
    .map((part) => part.replace(/^"|"$/g, ''))
    .join(' · ');
  if (!name) return 'All jobs';
  const max = SAVED_SEARCH_LIMITS.nameMax;
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}

/** What the search looks for, in one line. */
export const describeSearch = (filters: JobFilters): string => parts(filters).join(' · ') || 'Every active job';

export const frequencyLabel = (frequency: SavedSearch['frequency']): string =>
  frequency === 'daily' ? 'Daily' : 'Weekly';
