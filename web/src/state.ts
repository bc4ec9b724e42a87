// The page's whole state (files, active tab, options): saved in this
// browser's local storage, and packed into a shareable URL hash
// (`#s=` + base64url of deflate-raw compressed JSON).
import { DEFAULT_OPTIONS, type PlaygroundOptions } from './options';

export interface PlaygroundState {
  /** File name → text, in tab order; the first is the main file. */
  files: Record<string, string>;
  active: string;
  options: PlaygroundOptions;
}

const STORAGE_KEY = 'cudafe-playground:v2';
const HASH_PREFIX = '#s=';

/** Accepts only well-formed states; fills options added since it was saved. */
export function normalize(raw: unknown): PlaygroundState | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Partial<PlaygroundState>;
  if (!r.files || typeof r.files !== 'object') return undefined;
  const files: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.files)) if (typeof v === 'string' && k !== '') files[k] = v;
  const names = Object.keys(files);
  if (names.length === 0) return undefined;
  const active = typeof r.active === 'string' && r.active in files ? r.active : names[0];
  return { files, active, options: { ...DEFAULT_OPTIONS, ...(r.options ?? {}) } };
}

export function loadLocal(): PlaygroundState | undefined {
  try {
    return normalize(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return undefined;
  }
}

export function saveLocal(s: PlaygroundState): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(s));
  } catch { /* storage full or disabled: not worth reporting */ }
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array {
  const b = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) out[i] = b.charCodeAt(i);
  return out;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The URL hash that encodes `s`. */
export async function encodeHash(s: PlaygroundState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(s));
  return HASH_PREFIX + toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

/** The state a URL hash encodes, if it encodes one. */
export async function decodeHash(hash: string): Promise<PlaygroundState | undefined> {
  if (!hash.startsWith(HASH_PREFIX)) return undefined;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(HASH_PREFIX.length)), new DecompressionStream('deflate-raw'));
    return normalize(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return undefined;
  }
}
