#!/usr/bin/env node
/**
 * What a signed-in route's JavaScript is made of, by package or app folder, in gzip KB (estimated: each chunk's
 * gzip size shared out by the bytes each source took in it). For finding what to cut when a route nears its budget:
 *
 *   npm run analyze:bundle -- [--route=/talent-dashboard/jobs ...] [--no-build] [--top=30] [--files] [--within=zod]
 *
 * Builds the local mode with browser source maps into .next-analyze/ (never .next, so the build that `npm start`
 * and the budgets read is untouched), unless --no-build. Counts the same files as scripts/check-js-budget.mjs:
 * the route's first-load scripts plus the backend adapter's chunk group. Without --route, the talent job list.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sourceMap from 'source-map-js';
import { buildReader, chunkFilesOf, routeBudgets } from './lib/js-budget.mjs';
import { nextBuild, root } from './lib/next-server.mjs';
import { kb } from './lib/script-size.mjs';

const DIST = '.next-analyze';
const args = process.argv.slice(2);
const routes = args.filter((a) => a.startsWith('--route=')).map((a) => a.slice('--route='.length));
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 30);
const distDir = path.join(root, DIST);
/** `--within=next` lists the files inside one group instead of the groups. */
const within = args.find((a) => a.startsWith('--within='))?.slice('--within='.length);

/** `node_modules/@scope/pkg/...` -> `@scope/pkg`; app files -> their first two folders. */
function groupOf(source) {
  const clean = source
    .replace(/^.*?\[project\]\//, '')
    .replace(/^(webpack|turbopack):\/\/\/?/, '')
    .replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = clean.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : clean;
}

/** Bytes of generated code per original source, from a chunk's source map. */
function bytesBySource(code, map) {
  const lines = code.split('\n');
  const consumer = new sourceMap.SourceMapConsumer(map);
  const byLine = new Map();
  consumer.eachMapping(
    (m) => {
      if (!byLine.has(m.generatedLine)) byLine.set(m.generatedLine, []);
      byLine.get(m.generatedLine).push(m);
    },
    null,
    sourceMap.SourceMapConsumer.GENERATED_ORDER,
  );
  const bytes = new Map();
  let mapped = 0;
  for (const [line, mappings] of byLine) {
    const text = lines[line - 1] ?? '';
    mappings.sort((a, b) => a.generatedColumn - b.generatedColumn);
    mappings.forEach((m, i) => {
      const end = i + 1 < mappings.length ? mappings[i + 1].generatedColumn : text.length;
      const size = Math.max(0, end - m.generatedColumn);
      const key = m.source ?? '(unmapped)';
      bytes.set(key, (bytes.get(key) ?? 0) + size);
      mapped += size;
    });
  }
  bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + Math.max(0, code.length - mapped));
  return bytes;
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log(`[analyze] next build with browser source maps into ${DIST}/ ...`);
    const { code } = await nextBuild({ ...process.env, NEXT_DIST_DIR: DIST, NEXT_BROWSER_SOURCE_MAPS: '1' });
    if (code !== 0) process.exit(code);
  }
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const { read, gzipSize } = buildReader(distDir);
  const budgets = routeBudgets(manifest, chunkFilesOf(distDir), { read, gzipSize });
  for (const route of routes.length ? routes : ['/talent-dashboard/jobs']) {
    const budget = budgets.find((b) => b.route === route);
    if (!budget) throw new Error(`${route} is not a signed-in route of this build`);
    const groups = new Map();
    for (const file of budget.files) {
      const code = read(file);
      // Turbopack names a chunk's map in its last line, not after the chunk.
      const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
      const mapFile = mapName ? path.join(distDir, path.dirname(file), mapName) : '';
      const share = gzipSize(file) / Math.max(1, code.length);
      if (!mapFile || !existsSync(mapFile)) {
        groups.set('(no source map)', (groups.get('(no source map)') ?? 0) + gzipSize(file));
        continue;
      }
      for (const [source, size] of bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))) {
        const group = within
          ? groupOf(source) === within
            ? source.replace(/^.*node_modules\//, '')
            : null
          : groupOf(source);
        if (!group) continue;
        groups.set(group, (groups.get(group) ?? 0) + size * share);
      }
      if (args.includes('--files')) console.log(`  ${file} ${kb(gzipSize(file))}`);
    }
    console.log(`\n${route}: ${kb(budget.total)} gzip over ${budget.files.length} files`);
    for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${kb(size).padStart(10)}  ${group}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
