// Every user-facing text comes from i18next in four languages. This rule finds words written
// straight into JSX: text between tags, and the attributes people read or hear (alt, title,
// placeholder, aria-*). Symbols, numbers and whitespace are fine.
const SPOKEN_ATTRIBUTES = /^(alt|title|placeholder|label|aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext)$/;
const WORDS = /\p{L}{2,}/u;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'disallow untranslated text in JSX' },
    messages: { literal: 'Untranslated text "{{text}}": use t() with keys in de, fr, it and en.' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!SPOKEN_ATTRIBUTES.test(name) || !node.value) return;
        const value =
          node.value.type === 'Literal' ? node.value.value : node.value.expression?.type === 'Literal' ? node.value.expression.value : null;
        if (typeof value === 'string' && WORDS.test(value)) report(node.value, value);
      },
    };
  },
};
