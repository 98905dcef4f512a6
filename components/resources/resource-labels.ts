/** Display label of a resource type ("article" -> "Article"); its own module so talent screens do not pull in the admin form. */
export const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);
