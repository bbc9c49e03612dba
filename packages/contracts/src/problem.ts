import { z } from 'zod';

/** RFC 9457 problem details, as every error reply of the API carries them. */
export const problemDetails = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ProblemDetails = z.infer<typeof problemDetails>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
