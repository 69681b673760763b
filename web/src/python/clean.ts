// clean.ts: what the worker reports, checked on the page: only plain fields of the right kinds, cut to sane lengths.
// The worker is the harness's, but a program ran in it and could have changed what it sends.
import type { Answer, Frame, Problem, ProblemKind } from './protocol';

const KINDS: ProblemKind[] = ['syntax', 'exception', 'interrupted', 'recursion', 'memory', 'input', 'fatal'];

const text = (value: unknown, most = 500): string => (typeof value === 'string' ? value.slice(0, most) : '');
const line = (value: unknown): number | null => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : null);

function cleanFrame(value: unknown): Frame | null {
  if (typeof value !== 'object' || value === null) return null;
  const f = value as Record<string, unknown>;
  return { line: Number.isInteger(f.line) ? (f.line as number) : 0, function: text(f.function, 100), times: Number.isInteger(f.times) ? (f.times as number) : 1 };
}

export function cleanProblem(value: unknown): Problem | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  const frames = Array.isArray(p.frames) ? p.frames.slice(0, 20).map(cleanFrame).filter((f): f is Frame => f !== null) : [];
  return {
    kind: KINDS.includes(p.kind as ProblemKind) ? (p.kind as ProblemKind) : 'exception',
    type: text(p.type, 100) || 'Error',
    message: text(p.message),
    lastLine: text(p.lastLine),
    line: line(p.line),
    column: line(p.column),
    code: text(p.code, 300),
    frames,
    syntaxMessage: typeof p.syntaxMessage === 'string' ? p.syntaxMessage.slice(0, 300) : null,
  };
}

/** An answer keeps its JSON text whole (the judge reads it), the rest cut short; a make_maze trace passes as it is, checked by its reader. */
export function cleanAnswer(value: unknown): Answer | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  const answer: Answer = { json: typeof a.json === 'string' ? a.json : null, typeName: text(a.typeName, 100) || '?', repr: text(a.repr, 200) };
  if (a.trace !== undefined) answer.trace = a.trace as Answer['trace'];
  return answer;
}
