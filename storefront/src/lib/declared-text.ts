/**
 * A rule the server declares for a text people type (a payment setting, a payer's number at a provider):
 * `ignore`'s characters are dropped and the rest trimmed, then `pattern` is tested. The server applies the
 * same rule; the browser reads it from the answer so it can say so before sending.
 */
export interface DeclaredRule {
  pattern?: string;
  ignore?: string;
}

/** The text as the server checks it: without the characters the rule drops, trimmed. */
export const cleanedText = (rule: DeclaredRule, value: string) =>
  (rule.ignore ? value.replace(new RegExp(rule.ignore, 'g'), '') : value).trim();

/** Whether the text passes the rule's pattern (a rule without one takes anything). */
export const matchesRule = (rule: DeclaredRule, value: string) =>
  rule.pattern === undefined || new RegExp(rule.pattern).test(cleanedText(rule, value));
