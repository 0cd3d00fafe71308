import { z } from 'zod';
import { emailSchema, idSchema, requiredText } from './common';
import { decisionKinds, groundKinds, noticeCategories, restrictionKinds } from './notice-kinds';

export * from './notice-kinds';

/**
 * Reports of illegal content and the decisions on them (docs/notices.md): what a notifier sends, what admins
 * decide and the statement of reasons a restricted seller reads.
 */

export const EXPLANATION_MAX = 5000;

export const noticeBody = z.object({
  category: z.enum(noticeCategories, { error: 'Please choose a category.' }),
  explanation: requiredText('Please explain why the content is illegal.', EXPLANATION_MAX),
  url: requiredText('Please enter the address of the page.', 2000),
  name: requiredText('Please enter your name.'),
  email: emailSchema,
  good_faith: z.literal(true, { error: 'Please confirm that the report is given in good faith.' }),
});
export type NoticeInput = z.output<typeof noticeBody>;

export const noticeReceiptSchema = z.object({ reference: z.string(), message: z.string() });

/**
 * A statement of reasons as the admin writes it: the facts, the ground (a law or a terms clause, named and
 * explained). That no automated means were used and how to appeal are added by the server.
 */
export const reasonsBody = z.object({
  facts: requiredText('Please describe the facts the decision rests on.', EXPLANATION_MAX),
  ground: z.enum(groundKinds, { error: 'Please choose the ground: a law or a clause of the terms.' }),
  ground_reference: requiredText('Please name the law or the clause of the terms.'),
  ground_explanation: requiredText(
    'Please explain why the content breaks that law or clause.',
    EXPLANATION_MAX,
  ),
});
export type ReasonsInput = z.output<typeof reasonsBody>;

export const decisionBody = z.object({
  decision: z.enum(decisionKinds, { error: 'Please choose a decision.' }),
  /** Required for every decision but `no_action`. */
  reasons: reasonsBody.optional(),
});
export type DecisionInput = z.output<typeof decisionBody>;

/** A restriction an admin makes outside the queue, with its reasons (the admin app's way to close or delete). */
export const restrictionBody = z.object({
  kind: z.enum(['remove_listing', 'suspend_shop', 'delete_user'], {
    error: 'Please choose a restriction.',
  }),
  /** The product (remove_listing) or the user (the others). */
  target_id: idSchema,
  reasons: reasonsBody,
});
export type RestrictionInput = z.output<typeof restrictionBody>;

export const appealBody = z.object({
  text: requiredText('Please write why the decision should be changed.', EXPLANATION_MAX),
});

export const appealDecisionBody = z.object({
  /** `reversed` undoes the restriction where it can be undone. */
  outcome: z.enum(['upheld', 'reversed'], { error: 'Please choose whether the decision stands.' }),
  reasons: reasonsBody,
});
export type AppealDecisionInput = z.output<typeof appealDecisionBody>;

const reasonsSchema = z.object({
  facts: z.string(),
  ground: z.enum(groundKinds),
  ground_reference: z.string(),
  ground_explanation: z.string(),
  /** Always false: every decision is made by a person. */
  automated: z.boolean(),
});

/** A statement of reasons as its seller (and admins) read it; the notifier is never named. */
export const statementSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  kind: z.enum(restrictionKinds),
  /** True when it answers a notice (the notifier stays unnamed). */
  from_notice: z.boolean(),
  product_name: z.string().nullable(),
  shop_name: z.string(),
  reasons: reasonsSchema,
  /** A restriction made through a call without reasons (the specification's calls): its texts are empty. */
  no_reason_given: z.boolean(),
  created_at: z.string(),
  /** The last day an appeal may be sent (six months after the decision). */
  appeal_until: z.string(),
  can_appeal: z.boolean(),
  appeal: z
    .object({
      text: z.string(),
      sent_at: z.string(),
      outcome: z.enum(['upheld', 'reversed']).nullable(),
      decided_at: z.string().nullable(),
      reasons: reasonsSchema.nullable(),
    })
    .nullable(),
});
export type StatementDto = z.infer<typeof statementSchema>;

const productTargetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  description: z.string(),
});

/** A notice as admins read it, with the reported listing beside it. */
export const adminNoticeSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  category: z.enum(noticeCategories),
  explanation: z.string(),
  url: z.string(),
  notifier_name: z.string(),
  notifier_email: z.string(),
  created_at: z.string(),
  product: productTargetSchema.nullable(),
  shop: z.object({ _id: z.string(), name: z.string(), is_seller: z.boolean() }).nullable(),
  decision: z.enum(decisionKinds).nullable(),
  decided_at: z.string().nullable(),
  statement: statementSchema.nullable(),
});
export type AdminNoticeDto = z.infer<typeof adminNoticeSchema>;

export const noticeQueueQuery = z.object({
  status: z.enum(['open', 'decided'], { error: 'status must be open or decided' }).default('open'),
});

export const transparencyQuery = z.object({
  year: z.coerce
    .number({ error: 'year must be a year' })
    .int('year must be a year')
    .min(2000, 'year must be a year')
    .max(9999, 'year must be a year'),
});

const counts = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<K[number], z.ZodNumber>);

export const transparencySchema = z.object({
  year: z.number(),
  notices: counts(noticeCategories),
  decisions: counts(decisionKinds),
  /** Restrictions made outside the queue, by kind. */
  other_restrictions: counts(restrictionKinds),
  appeals: z.object({ received: z.number(), upheld: z.number(), reversed: z.number(), open: z.number() }),
  /** Median hours from a notice to its decision; null when none was decided. */
  median_hours_to_decision: z.number().nullable(),
});
export type TransparencyDto = z.infer<typeof transparencySchema>;
