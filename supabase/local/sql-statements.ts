/**
 * A migration file's statements as the Supabase CLI records them in
 * supabase_migrations.schema_migrations.statements: split at the semicolons outside strings,
 * quoted names, comments and dollar quotes, each without its semicolon, trimmed, comments kept.
 * scripts/supabase-cli/schema.ts (npm run db:schema:check) compares the two on every migration.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const skipTo = (end: string, from: number) => {
    const at = sql.indexOf(end, from);
    return at < 0 ? sql.length : at + end.length;
  };
  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1];
    if (char === '-' && next === '-') {
      i = skipTo('\n', i);
    } else if (char === '/' && next === '*') {
      i = skipTo('*/', i + 2);
    } else if (char === "'") {
      // An E'' string may escape its quote with a backslash; a plain one only by doubling it.
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !/[\w$]/.test(sql[i - 2] ?? '');
      i++;
      while (i < sql.length && sql[i] !== "'") i += escapes && sql[i] === '\\' ? 2 : 1;
      i++;
      if (sql[i] === "'") continue;
    } else if (char === '"') {
      i = skipTo('"', i + 1);
    } else if (char === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const tag = /^\$(?:[A-Za-z_][\w]*)?\$/.exec(sql.slice(i, i + 64))?.[0];
      i = tag ? skipTo(tag, i + tag.length) : i + 1;
    } else if (char === ';') {
      statements.push(sql.slice(start, i).trim());
      start = ++i;
    } else {
      i++;
    }
  }
  statements.push(sql.slice(start).trim());
  return statements.filter((statement) => statement !== '');
}
