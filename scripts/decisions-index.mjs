#!/usr/bin/env node
// Writes docs/decisions/README.md: a short introduction and a table of every decision record
// (docs/decisions/NNNN-kebab-title.md) in number order, with the status read from each record's
// `Status: …` line.
//
//   node scripts/decisions-index.mjs           write the README
//   node scripts/decisions-index.mjs --check   exit 1 (saying why) when a record has no status line
//                                              or the README is not what this script would write
//
// No dependencies: Node's own fs and path only.

import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const DIR = fileURLToPath(new URL("../docs/decisions/", import.meta.url));
const README = path.join(DIR, "README.md");
const README_SHOWN = "docs/decisions/README.md";
const RECORD_FILE = /^(\d{4})-[^/]*\.md$/;
const TITLE_LINE = /^#\s+(\d{4})\b\s*(?:[—–:-]\s*)?(.*)$/;
const STATUS_LINE = /^Status:\s*(.*?)\s*$/;
/** The status line sits right under the title; a note someone puts above it must not hide it. */
const STATUS_SEARCH_LINES = 25;

function readRecords() {
  const records = [];
  for (const file of readdirSync(DIR)) {
    const match = RECORD_FILE.exec(file);
    if (!match) continue;
    const lines = readFileSync(path.join(DIR, file), "utf8").split(/\r?\n/);
    const titleAt = lines.findIndex((line) => TITLE_LINE.test(line));
    const title = titleAt >= 0 ? TITLE_LINE.exec(lines[titleAt])[2].trim() : "";
    const titleNumber = titleAt >= 0 ? TITLE_LINE.exec(lines[titleAt])[1] : null;
    let status = null;
    for (let i = Math.max(titleAt, 0); i < Math.min(lines.length, Math.max(titleAt, 0) + STATUS_SEARCH_LINES); i++) {
      const found = STATUS_LINE.exec(lines[i]);
      if (found && found[1] !== "") {
        status = found[1];
        break;
      }
    }
    records.push({ number: match[1], file, title, titleNumber, status });
  }
  records.sort((a, b) => a.number.localeCompare(b.number) || a.file.localeCompare(b.file));
  return records;
}

/** A table cell: one line, and a `|` that does not end the cell. */
function cell(text) {
  return text.replace(/\s+/g, " ").replace(/\|/g, "\\|");
}

function render(records) {
  const highest = records.length ? Number(records[records.length - 1].number) : 0;
  const next = String(highest + 1).padStart(4, "0");
  const intro =
    "A decision record says what the project decided, why, and what it rejected, for one " +
    "question at a time; it is kept short and stays where it was written, so the history of a " +
    "choice can be read in order. To add one, take the next free number (after the highest here, " +
    `${next} now), name the file \`NNNN-kebab-title.md\`, start it with the title line ` +
    "`# NNNN Title`, then a blank line and `Status: accepted`. When the new record changes an " +
    "earlier one, mark the older record too: `Status: superseded by NNNN` when its decision is " +
    "replaced, or `Status: accepted (revised by NNNN: the part that changed)` when only part of " +
    "it is. Then run `node scripts/decisions-index.mjs` to rewrite this index " +
    "(`--check` fails when a record has no status line or this file is out of date).";
  const out = [
    "<!-- Written by scripts/decisions-index.mjs from the records' title and status lines; do not edit by hand. -->",
    "",
    "# Decision records",
    "",
    intro,
    "",
    "| Record | Title | Status |",
    "| --- | --- | --- |",
  ];
  for (const record of records) {
    const title = record.title || record.file.replace(/^\d{4}-|\.md$/g, "").replace(/-/g, " ");
    out.push(
      `| [${record.number}](${encodeURI(record.file)}) | ${cell(title)} | ${cell(record.status ?? "(no status line)")} |`,
    );
  }
  return out.join("\n") + "\n";
}

/** Lines of `actual` that are not in `expected` and the reverse, by a longest-common-subsequence walk. */
function lineDiff(actual, expected) {
  const a = actual.split("\n");
  const e = expected.split("\n");
  const rows = a.length + 1;
  const cols = e.length + 1;
  const lcs = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = e.length - 1; j >= 0; j--) {
      lcs[i * cols + j] =
        a[i] === e[j]
          ? lcs[(i + 1) * cols + j + 1] + 1
          : Math.max(lcs[(i + 1) * cols + j], lcs[i * cols + j + 1]);
    }
  }
  const changes = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < e.length) {
    if (i < a.length && j < e.length && a[i] === e[j]) {
      i++;
      j++;
    } else if (i < a.length && (j === e.length || lcs[(i + 1) * cols + j] >= lcs[i * cols + j + 1])) {
      changes.push(`  stale   (line ${i + 1}):          ${a[i]}`);
      i++;
    } else {
      changes.push(`  missing (should be line ${j + 1}): ${e[j]}`);
      j++;
    }
  }
  return changes;
}

function warnAboutReferences(records) {
  const numbers = new Set(records.map((r) => r.number));
  for (const record of records) {
    if (record.titleNumber === null) {
      console.warn(`warning: ${record.file} has no title line "# ${record.number} Title"`);
    } else if (record.titleNumber !== record.number) {
      console.warn(`warning: ${record.file}'s title line says ${record.titleNumber}`);
    }
    if (!record.status) continue;
    for (const [, ref] of record.status.matchAll(/\b(?:superseded|revised) by (\d{4})/g)) {
      if (!numbers.has(ref)) console.warn(`warning: ${record.file}'s status names ${ref}, which has no record`);
    }
  }
}

const check = process.argv.includes("--check");
const records = readRecords();
const expected = render(records);
const withoutStatus = records.filter((r) => !r.status);
warnAboutReferences(records);

if (check) {
  let failed = false;
  if (withoutStatus.length) {
    failed = true;
    console.error(`${withoutStatus.length} record(s) without a "Status: …" line under the title:`);
    for (const record of withoutStatus) console.error(`  docs/decisions/${record.file}`);
  }
  if (!existsSync(README)) {
    failed = true;
    console.error(`${README_SHOWN} is missing; run node scripts/decisions-index.mjs`);
  } else {
    const actual = readFileSync(README, "utf8").replace(/\r\n/g, "\n");
    if (actual !== expected) {
      failed = true;
      const changes = lineDiff(actual, expected);
      console.error(`${README_SHOWN} is out of date (${changes.length} line(s) differ); run node scripts/decisions-index.mjs:`);
      const shown = 60;
      for (const change of changes.slice(0, shown)) console.error(change);
      if (changes.length > shown) console.error(`  … and ${changes.length - shown} more`);
    }
  }
  if (failed) process.exit(1);
  console.log(`${README_SHOWN} is up to date; all ${records.length} records have a status line.`);
} else {
  writeFileSync(README, expected);
  console.log(`wrote ${README_SHOWN}: ${records.length} records`);
  if (withoutStatus.length) {
    console.warn(`${withoutStatus.length} record(s) without a status line (shown as "(no status line)"):`);
    for (const record of withoutStatus) console.warn(`  docs/decisions/${record.file}`);
  }
}
