// One owner per table holds for raw SQL too (STYLE 22, 28): an INSERT, UPDATE or DELETE of an owned table in a
// string outside its owner's folder is the same breach as importing its entity. The rule reads every string
// and template literal (the *.sql.ts statements and the `.query(` strings alike); a folder that needs another's
// table changed asks the owner for the operation, or composes a fragment the owner exports.
const WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** @type {import('eslint').Rule.RuleModule} */
const ownedTables = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse writes of an owned table outside its folder' },
    schema: [{ type: 'object', properties: { owners: { type: 'object' } }, additionalProperties: false }],
    messages: {
      foreign:
        '{{verb}} of `{{table}}` outside {{owner}}: ask {{owner}} for the operation (a function or a fragment it exports).',
    },
  },
  create(context) {
    const owners = /** @type {Record<string, string>} */ (context.options[0]?.owners ?? {});
    const file = context.filename.replaceAll('\\', '/');
    const check = (node, text) => {
      for (const m of text.matchAll(WRITE)) {
        const table = m[2].toLowerCase();
        const owner = owners[table];
        if (!owner || file.includes(`/${owner}`)) continue;
        const verb = m[1].split(/\s+/)[0].toUpperCase();
        context.report({ node, messageId: 'foreign', data: { verb, table, owner } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        // a placeholder stands where a fragment goes; the words around it are still read
        check(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ${} '));
      },
    };
  },
};

export default { rules: { 'owned-tables': ownedTables } };
