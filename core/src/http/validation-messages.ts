import english from '../locales/en.json' with { type: 'json' };
import {
  messageIdOf,
  msg,
  translate,
  type MessageId,
  type MessageValue,
  type Text,
} from '../shared/messages';

/**
 * What a person reads when the contract's schemas refuse an input, in every language. The schemas are
 * shared with the apps and written in English; core's catalogs hold each of their texts (ids `input.*`,
 * English exactly as the schema writes it), so a refusal is found there by its English text, and a text
 * built from a label (`Price must be a number`) by its pattern. A text the catalogs lack stays English.
 */
export function contractText(text: string): Text {
  const id = messageIdOf(text);
  if (id) return msg(id);
  for (const { id: patternId, pattern, names } of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values: Record<string, MessageValue> = {};
    names.forEach((name, at) => {
      const value = found[at + 1]!;
      const valueId = messageIdOf(value);
      values[name] = valueId ? msg(valueId) : value;
    });
    return msg(patternId, values);
  }
  return { sv: text, en: text };
}

/** A request field's name as people read it (`name` → Namn), where the catalogs have one. */
export function fieldLabel(field: string): MessageValue {
  const id = `field.${field}` as MessageId;
  return translate.has('en', id) ? msg(id) : field;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The contract's texts with simple `{arg}` arguments as patterns, longest first: the most specific wins. */
const patterns = (Object.entries(english) as [MessageId, string][])
  .filter(([id, text]) => id.startsWith('input.') && /\{\w+\}/.test(text))
  .map(([id, text]) => {
    const names: string[] = [];
    const source = text
      .split(/\{(\w+)\}/)
      .map((part, at) => (at % 2 ? (names.push(part), '(.+?)') : escape(part)))
      .join('');
    return { id, pattern: new RegExp(`^${source}$`, 's'), names, length: text.length };
  })
  .sort((a, b) => b.length - a.length);
