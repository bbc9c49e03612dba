import { z } from 'zod';

/** RFC 9457 problem details, as every error reply of the API carries them. */
export const problemDetails = z
  .object({
    type: z.string().optional().describe('A URI naming the kind of problem (RFC 9457); usually left out'),
    title: z.string().describe('The sentence to show the person: what went wrong, or what to do'),
    status: z.number().int().describe('The HTTP status code'),
    detail: z.string().optional().describe('This occurrence, in words (the same sentence as the title)'),
    instance: z.string().optional().describe('The request id of a server failure, to quote to support'),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe(
        "The messages by property ('PhoneNumber', 'Items.0.Amount'), for a form to show by its fields",
      ),
  })
  .describe('RFC 9457 problem details (application/problem+json)');
export type ProblemDetails = z.infer<typeof problemDetails>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
