/**
 * ESLint rule `torget/no-literal-text`: a text a person reads is never written into JSX. It reports words in
 * JSX text (`<h1>Varukorg</h1>`), string literals as JSX children (`{'Cart'}`), and string literals given
 * to the props people read or hear (label, title, placeholder, alt, aria-*, and the kit's message props).
 * Texts come from the message catalogs through `t('…')`. Punctuation, numbers and symbols are left alone.
 */
const READ_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'heading',
  'message',
  'description',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
]);
const WORD = /\p{L}{2,}/u;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Texts people read come from the message catalogs, not JSX literals' },
    schema: [],
    messages: {
      text: 'Text "{{text}}" is written into the screen: put it in the message catalogs (sv and en) and use t().',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (WORD.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const { expression, parent } = node;
        const literal =
          expression.type === 'Literal' && typeof expression.value === 'string'
            ? expression.value
            : expression.type === 'TemplateLiteral' && expression.expressions.length === 0
              ? expression.quasis[0].value.cooked
              : undefined;
        if (literal === undefined || !WORD.test(literal)) return;
        if (parent.type === 'JSXElement' || parent.type === 'JSXFragment') report(node, literal);
        if (parent.type === 'JSXAttribute' && READ_PROPS.has(parent.name.name)) report(node, literal);
      },
      JSXAttribute(node) {
        if (!READ_PROPS.has(node.name.name) || node.value?.type !== 'Literal') return;
        if (typeof node.value.value === 'string' && WORD.test(node.value.value))
          report(node, node.value.value);
      },
    };
  },
};
