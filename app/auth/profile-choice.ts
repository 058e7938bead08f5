// The profile selection form: one profile chosen by its uri, and where to go afterwards.
import { z } from 'zod';
import type { ValidationMessageKey } from '~/lib/validation/issue';

const required = 'profile.required' satisfies ValidationMessageKey;

export const profileChoiceSchema = z.object({
  uri: z.string({ error: required }).trim().min(1, required).max(300, 'invalid'),
  redirect: z.string().max(2000).optional(),
});
