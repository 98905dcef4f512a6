/** An administrator, SPEC section 3: the `admin/{uid}` document makes its owner an admin; only id is certain. */
import { z } from 'zod';

export const adminSchema = z.object({
  id: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
});
export type Admin = z.infer<typeof adminSchema>;
