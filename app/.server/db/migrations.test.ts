import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { generateDrizzleJson } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import drizzleConfig from "../../../drizzle.config";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { rowsOf } from "./rows-of";

/**
 * The Drizzle schema (app/.server/db/schema/) and the committed migrations (drizzle/) describe the
 * same database: a schema change without its migration, a migration without drizzle-kit's snapshot,
 * or a journal that would make some database skip a migration fails here. In the unit project
 * because it needs no build, only an in-memory PGlite; offline.
 */

const migrationsFolder = path.resolve("drizzle");
const schemaFolder = path.resolve(drizzleConfig.schema as string);

type JournalEntry = { idx: number; when: number; tag: string };
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};

/** Everything in a folder, recursively, with each file's contents: what a command wrote or changed. */
function folderContents(folder: string): Record<string, string> {
  const contents: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    contents[path.relative(folder, file)] = fs.readFileSync(file, "utf8");
  }
  return contents;
}

describe("the migrations' journal and snapshots", () => {
  it("apply in the order of their 'when', so no database skips one", () => {
    // The migrator applies each entry whose `when` is later than the newest one a database has
    // recorded: an entry placed after a later one would never reach a database that has that one.
    const whens = journal.entries.map((entry) => entry.when);
    expect(whens).toEqual([...whens].sort((a, b) => a - b));
    expect(new Set(whens).size).toBe(whens.length);
    expect(new Set(journal.entries.map((entry) => entry.idx)).size).toBe(journal.entries.length);
  });

  it("name every SQL file in the folder, and each one exists", () => {
    const files = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith(".sql"));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`).sort()).toEqual(files.sort());
  });

  it("keep drizzle-kit's snapshots in one chain that ends at the newest migration", () => {
    const snapshots = fs
      .readdirSync(path.join(migrationsFolder, "meta"))
      .filter((name) => name.endsWith("_snapshot.json"))
      .sort()
      .map((name) => ({
        name,
        ...(JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", name), "utf8")) as {
          id: string;
          prevId: string;
        }),
      }));
    let previous = "00000000-0000-0000-0000-000000000000";
    for (const snapshot of snapshots) {
      expect(snapshot.prevId, snapshot.name).toBe(previous);
      previous = snapshot.id;
    }
    // drizzle-kit writes a snapshot with every migration, --custom ones too: a newest migration
    // without one was written by hand into the journal, and the next generate would diff past it.
    const newest = journal.entries.at(-1)!;
    expect(snapshots.at(-1)?.name).toBe(`${String(newest.idx).padStart(4, "0")}_snapshot.json`);
  });
});

describe("the schema and the migrations", () => {
  it("npm run db:generate finds nothing to write", async () => {
    // drizzle-kit on a copy of the folder, as drizzle.config.ts sets it up; it reads `--out` as
    // relative to the working directory.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "drizzle-generate-"));
    try {
      fs.cpSync(migrationsFolder, copy, { recursive: true });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          path.resolve("node_modules/drizzle-kit/bin.cjs"),
          "generate",
          "--dialect",
          drizzleConfig.dialect,
          "--schema",
          path.relative(process.cwd(), schemaFolder),
          "--out",
          path.relative(process.cwd(), copy),
        ],
        { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
      );
      const before = folderContents(migrationsFolder);
      const after = folderContents(copy);
      const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
      const written = changed.filter((file) => file.endsWith(".sql")).map((file) => after[file]);
      expect(
        changed,
        `the schema changed without a migration; drizzle-kit would write:\n${written.join("\n")}`,
      ).toEqual([]);
      expect(stdout).toContain("No schema changes");
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);

  it("a new database migrated from scratch has the tables, columns, keys and indexes the schema declares", async () => {
    const imports: Record<string, unknown> = {};
    for (const file of fs.readdirSync(schemaFolder).filter((name) => /(?<!\.test)\.ts$/.test(name))) {
      Object.assign(imports, await import(/* @vite-ignore */ path.join(schemaFolder, file)));
    }
    const declared = generateDrizzleJson(imports);

    const connection = await openDatabase({ kind: "pglite" });
    try {
      await migrateDatabase(connection, migrationsFolder);
      const actual = await describeDatabase(connection.db);
      expect(differences(declared.tables as unknown as Record<string, DeclaredTable>, actual)).toEqual([]);
    } finally {
      await connection.close();
    }
  }, 120_000);
});

/**
 * Columns and tables the migrations create by hand and the schema leaves out on purpose, so that
 * whole-row selects never carry them (see the comment on each in the schema and the migration).
 */
const undeclared = {
  tables: new Set(["content_version", "episode_transcript_documents"]),
  columns: new Set(["episodes.search_document", "transcript_cues.search_document"]),
};

type DeclaredTable = {
  name: string;
  schema: string;
  columns: Record<string, { name: string; type: string; primaryKey: boolean; notNull: boolean; default?: unknown }>;
  indexes: Record<string, { name: string; isUnique: boolean }>;
  foreignKeys: Record<
    string,
    { name: string; tableTo: string; columnsFrom: string[]; columnsTo: string[]; onDelete?: string; onUpdate?: string }
  >;
  compositePrimaryKeys: Record<string, { name: string; columns: string[] }>;
  uniqueConstraints: Record<string, { name: string }>;
  checkConstraints: Record<string, { name: string }>;
};

type ActualTable = {
  columns: Map<string, { type: string; notNull: boolean; default: string | null }>;
  primaryKey: { name: string; columns: string[] } | undefined;
  indexes: Map<string, { unique: boolean }>;
  constraints: Map<string, string>;
  foreignKeys: Map<string, string>;
};

async function describeDatabase(db: Parameters<typeof migrateDatabase>[0]["db"]): Promise<Map<string, ActualTable>> {
  const tables = new Map<string, ActualTable>();
  const table = (name: string) => {
    let entry = tables.get(name);
    if (!entry) {
      entry = {
        columns: new Map(),
        primaryKey: undefined,
        indexes: new Map(),
        constraints: new Map(),
        foreignKeys: new Map(),
      };
      tables.set(name, entry);
    }
    return entry;
  };
  const columns = rowsOf<{ table: string; column: string; type: string; not_null: boolean; default: string | null }>(
    await db.execute(sql`
      select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
        a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid and c.relkind in ('r', 'p')
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`),
  );
  for (const row of columns) {
    table(row.table).columns.set(row.column, { type: row.type, notNull: row.not_null, default: row.default });
  }
  const constraints = rowsOf<{
    table: string;
    name: string;
    type: string;
    columns: string[];
    references: string | null;
    referenced_columns: string[];
    on_delete: string;
    on_update: string;
  }>(
    await db.execute(sql`
      select c.relname as table, k.conname as name, k.contype::text as type,
        array(select a.attname::text from unnest(k.conkey) with ordinality as n(attnum, i)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = n.attnum order by n.i) as columns,
        r.relname as references,
        array(select a.attname::text from unnest(k.confkey) with ordinality as n(attnum, i)
          join pg_attribute a on a.attrelid = k.confrelid and a.attnum = n.attnum order by n.i) as referenced_columns,
        k.confdeltype::text as on_delete, k.confupdtype::text as on_update
      from pg_constraint k join pg_class c on c.oid = k.conrelid left join pg_class r on r.oid = k.confrelid
      where k.connamespace = 'public'::regnamespace`),
  );
  for (const row of constraints) {
    table(row.table).constraints.set(row.name, row.type);
    if (row.type === "p") table(row.table).primaryKey = { name: row.name, columns: row.columns };
    if (row.type === "f") {
      const actions = { a: "no action", r: "restrict", c: "cascade", n: "set null", d: "set default" } as Record<
        string,
        string
      >;
      table(row.table).foreignKeys.set(
        row.name,
        foreignKeyText(
          row.columns,
          row.references!,
          row.referenced_columns,
          actions[row.on_delete],
          actions[row.on_update],
        ),
      );
    }
  }
  const indexes = rowsOf<{ table: string; name: string; unique: boolean }>(
    await db.execute(sql`
      select c.relname as table, i.relname as name, x.indisunique as unique
      from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      where c.relnamespace = 'public'::regnamespace`),
  );
  for (const row of indexes) table(row.table).indexes.set(row.name, { unique: row.unique });
  return tables;
}

function foreignKeyText(
  columns: string[],
  table: string,
  referenced: string[],
  onDelete = "no action",
  onUpdate = "no action",
) {
  return `(${columns.join(", ")}) references ${table} (${referenced.join(", ")}) on delete ${onDelete} on update ${onUpdate}`;
}

/** A default as PostgreSQL prints it, in drizzle-kit's spelling: 'guest'::text is 'guest'. */
function normalDefault(value: string | null): string | undefined {
  if (value === null) return undefined;
  return value.replace(/^('(?:[^']|'')*')::(?:text|character varying)$/, "$1");
}

/** Every way the migrated database is not what the schema declares, one line each. */
function differences(declared: Record<string, DeclaredTable>, actual: Map<string, ActualTable>): string[] {
  const found: string[] = [];
  for (const name of actual.keys()) {
    if (!Object.values(declared).some((table) => table.name === name) && !undeclared.tables.has(name)) {
      found.push(`table ${name}: in the migrations, not in the schema`);
    }
  }
  for (const table of Object.values(declared)) {
    const real = actual.get(table.name);
    if (!real) {
      found.push(`table ${table.name}: in the schema, no migration creates it`);
      continue;
    }
    for (const column of Object.values(table.columns)) {
      const where = `${table.name}.${column.name}`;
      const realColumn = real.columns.get(column.name);
      if (!realColumn) {
        found.push(`column ${where}: in the schema, no migration creates it`);
        continue;
      }
      if (realColumn.type !== column.type)
        found.push(`column ${where}: ${column.type} in the schema, ${realColumn.type} migrated`);
      const notNull = column.notNull || column.primaryKey;
      if (realColumn.notNull !== notNull)
        found.push(`column ${where}: NOT NULL is ${notNull} in the schema, ${realColumn.notNull} migrated`);
      const declaredDefault = column.default === undefined ? undefined : String(column.default);
      if (normalDefault(realColumn.default) !== declaredDefault) {
        found.push(`column ${where}: default ${declaredDefault} in the schema, ${realColumn.default} migrated`);
      }
    }
    for (const name of real.columns.keys()) {
      if (!(name in table.columns) && !undeclared.columns.has(`${table.name}.${name}`)) {
        found.push(`column ${table.name}.${name}: in the migrations, not in the schema`);
      }
    }
    // A column's .primaryKey() gets PostgreSQL's name; primaryKey({ columns }) names its own.
    const primaryKey = Object.values(table.compositePrimaryKeys)[0] ?? {
      name: `${table.name}_pkey`,
      columns: Object.values(table.columns)
        .filter((column) => column.primaryKey)
        .map((column) => column.name),
    };
    const declaredKey = `${primaryKey.name} (${primaryKey.columns.join(", ")})`;
    const realKey = real.primaryKey ? `${real.primaryKey.name} (${real.primaryKey.columns.join(", ")})` : "none";
    if (declaredKey !== realKey)
      found.push(`table ${table.name}: primary key ${declaredKey} in the schema, ${realKey} migrated`);
    for (const index of Object.values(table.indexes)) {
      const realIndex = real.indexes.get(index.name);
      if (!realIndex) found.push(`index ${index.name} on ${table.name}: in the schema, no migration creates it`);
      else if (realIndex.unique !== index.isUnique)
        found.push(`index ${index.name}: unique is ${index.isUnique} in the schema, ${realIndex.unique} migrated`);
    }
    for (const key of Object.values(table.foreignKeys)) {
      const declaredKey = foreignKeyText(key.columnsFrom, key.tableTo, key.columnsTo, key.onDelete, key.onUpdate);
      const realKey = real.foreignKeys.get(key.name);
      if (realKey !== declaredKey) {
        found.push(
          `foreign key ${key.name} on ${table.name}: ${declaredKey} in the schema, ${realKey ?? "none"} migrated`,
        );
      }
    }
    for (const name of real.foreignKeys.keys()) {
      if (!(name in table.foreignKeys))
        found.push(`foreign key ${name} on ${table.name}: in the migrations, not in the schema`);
    }
    const constraints = [
      ...Object.values(table.uniqueConstraints).map((key) => [key.name, "u"] as const),
      ...Object.values(table.checkConstraints).map((key) => [key.name, "c"] as const),
    ];
    for (const [name, type] of constraints) {
      if (real.constraints.get(name) !== type)
        found.push(`constraint ${name} (${type}) on ${table.name}: in the schema, no migration creates it`);
    }
  }
  return found;
}
