/** The longest email address there is: the search box takes an exact email or the start of a name. */
export const SEARCH_MAX = 254;
export const SKILL_MAX = 60;
