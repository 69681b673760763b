// check-links.mjs: every relative link and anchor in the repo's *.md files points at something real.
// Usage: node scripts/check-links.mjs [ROOT]   (ROOT: the folder to check, the repo by default)
// Exits 1 and names each broken link (file:line, target, why); 0 when all resolve.
// Checked: [text](target), ![alt](target), [id]: target, and src= / href= in HTML; the part after
// # must be a heading of the target file (GitHub's anchor for it) or an id= / name= in it.
// Links in code (fenced blocks, `spans`) and to other sites (https:, mailto:) are left alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Pages being written on other branches: a link to one of these may point at nothing for now.
// Their anchors are not checked. Empty this list once they are merged.
const ALLOWED_MISSING = [];

const SKIP_DIRS = new Set(['.git', 'node_modules', 'dist', 'test-results', 'playwright-report']);

/** The *.md files under root: git's list (tracked and new, not ignored), or a walk without git. */
function markdownFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter((f) => f && existsSync(join(root, f)));
  } catch {
    const found = [];
    const walk = (dir) => {
      for (const name of readdirSync(join(root, dir))) {
        const rel = dir ? `${dir}/${name}` : name;
        if (statSync(join(root, rel)).isDirectory()) {
          if (!SKIP_DIRS.has(name) && !name.startsWith('build')) walk(rel);
        } else if (name.endsWith('.md')) found.push(rel);
      }
    };
    walk('');
    return found;
  }
}

/** A reader of lines that says, line by line, whether the line is part of a fenced code block. */
function fences() {
  let fence = null;
  return (line) => {
    const m = line.match(/^ {0,3}(`{3,}|~{3,})/);
    if (fence) {
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length) fence = null;
      return true;
    }
    if (m) fence = m[1];
    return Boolean(m);
  };
}

/** The text with code blanked out (same length and lines, so line numbers still hold). */
function withoutCode(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  const inCode = fences();
  return text
    .split('\n')
    .map((line) => (inCode(line) ? blank(line) : line))
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(`+)[\s\S]*?\1/g, blank);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' (with -1, -2 for repeats) and its HTML ids. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  const inCode = fences();
  for (const line of text.split('\n')) {
    if (inCode(line)) continue;
    const h = line.match(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!h) continue;
    const base = slug(h[1].replace(/`/g, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of withoutCode(text).matchAll(/\b(?:id|name)\s*=\s*["']([^"']+)["']/g)) anchors.add(m[1]);
  return anchors;
}

/** The link targets in a Markdown text, each with its line number. */
function linksOf(text) {
  const plain = withoutCode(text);
  const found = [];
  const add = (target, index) => found.push({ target, line: plain.slice(0, index).split('\n').length });
  for (const m of plain.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)) {
    add(m[1].replace(/^<|>$/g, ''), m.index);
  }
  for (const m of plain.matchAll(/^ {0,3}\[[^\]]+\]:\s*(\S+)/gm)) add(m[1].replace(/^<|>$/g, ''), m.index);
  for (const m of plain.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/g)) add(m[1], m.index);
  return found;
}

/** Every broken link under root, as { file, line, target, why }. */
export function brokenLinks(root, allowedMissing = ALLOWED_MISSING) {
  const allowed = new Set(allowedMissing);
  const anchorCache = new Map();
  const anchors = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const broken = [];
  for (const file of markdownFiles(root)) {
    const abs = join(root, file);
    for (const { target, line } of linksOf(readFileSync(abs, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const report = (why) => broken.push({ file, line, target, why });
      if (target.startsWith('/')) {
        report('an absolute path: links must be relative');
        continue;
      }
      const hash = target.indexOf('#');
      const pathPart = hash < 0 ? target : target.slice(0, hash);
      const anchor = hash < 0 ? '' : decodeURIComponent(target.slice(hash + 1));
      let path;
      try {
        path = pathPart ? resolve(dirname(abs), decodeURIComponent(pathPart)) : abs;
      } catch {
        report('not a valid address');
        continue;
      }
      const rel = relative(root, path).split(sep).join('/');
      if (rel.startsWith('..')) {
        report('points outside the repository');
        continue;
      }
      if (!existsSync(path)) {
        if (!allowed.has(rel)) report(`no such file: ${rel}`);
        continue;
      }
      if (!anchor) continue;
      if (!path.endsWith('.md') || statSync(path).isDirectory()) {
        report(`an anchor into ${rel}, which is not a Markdown file`);
      } else if (!anchors(path).has(anchor)) {
        report(`${rel} has no heading or id for #${anchor}`);
      }
    }
  }
  return broken;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const files = markdownFiles(root).length;
  const broken = brokenLinks(root);
  for (const b of broken) console.error(`${b.file}:${b.line}: ${b.target}: ${b.why}`);
  if (broken.length > 0) {
    console.error(`check-links: ${broken.length} broken link(s) in ${files} Markdown files`);
    process.exit(1);
  }
  console.log(`check-links: every relative link in ${files} Markdown files resolves`);
}
