import { DOCUMENT_HASHES, type DocumentHashDoc } from '#events/signing/collections';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';

/** The signing record of a SHA-256 (blank, signed copy or signed pages), or null. */
export async function findDocumentHash(read: ReadStore, sha256: string): Promise<DocumentHashDoc | null> {
  const doc = await collectionIn(read, DOCUMENT_HASHES).get(sha256.toLowerCase());
  if (!doc) return null;
  const { _id: _key, _pos: _position, ...hash } = doc;
  return hash;
}
