/** The profile form's schema with the work history and education lists: only the profile screen's form loads it. */
import { z } from 'zod/mini';
import { educationListSchema, workHistorySchema } from './profile-entries';
import { talentProfileFormSchema } from './talent-profile';

export const talentProfileCareerFormSchema = z.extend(talentProfileFormSchema, {
  workHistory: workHistorySchema,
  education: educationListSchema,
});
