/** An administrator, SPEC section 3: the `admin/{uid}` document makes its owner an admin; only id is certain. */
import { z } from 'zod/mini';

export const adminSchema = z.object({
  id: z.string(),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
});
export type Admin = z.infer<typeof adminSchema>;
